import type {Storefront} from '@shopify/hydrogen';
import {PRODUCT_METAFIELD_IDENTIFIERS} from '@graphql/products';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface OperationFixture {
  variables: Record<string, unknown>;
  /** Says whether the answer carries data a page could show (not just an empty shell). */
  hasData: (data: Json) => boolean;
}

/**
 * Variables for each operation the app ships, and what a useful answer looks like. A new
 * operation without a fixture fails the conformance test on purpose: add realistic variables here.
 */
export async function operationFixture(
  operationName: string,
  storefront: Storefront,
): Promise<OperationFixture> {
  switch (operationName) {
    case 'HomeProducts':
      return {variables: {first: 4}, hasData: (data) => data.products.nodes.length === 4};
    case 'Product':
      return {
        variables: {
          handle: (await firstProduct(storefront)).handle,
          metafields: [...PRODUCT_METAFIELD_IDENTIFIERS],
        },
        hasData: (data) => data.product?.variants.nodes.length > 0,
      };
    case 'ProductExtras':
      return {
        variables: {
          handle: (await firstProduct(storefront)).handle,
          familyQuery: 'tag:family::conformance',
          withFamily: true,
          recommendedIds: [(await firstProduct(storefront)).id],
          withRecommended: true,
        },
        hasData: (data) => data.recommended.length === 1 && Array.isArray(data.family.nodes),
      };
    case 'ProductsByIds':
      return {
        variables: {ids: [(await firstProduct(storefront)).id]},
        hasData: (data) => data.nodes[0]?.handle !== undefined,
      };
    case 'MerchandiseKinds':
      return {
        variables: {ids: [(await firstProduct(storefront)).variantId]},
        hasData: (data) => typeof data.nodes[0]?.product?.isGiftCard === 'boolean',
      };
    case 'CollectionTitleByHandle':
      return {variables: {handle: 'womens-leggings'}, hasData: (data) => Boolean(data.collection?.title)};
    case 'Collection':
      return {
        variables: {handle: 'womens-leggings'},
        hasData: (data) => Boolean(data.collection?.title && data.collection.footerSeoText?.value),
      };
    case 'CurrentCustomer':
      return {
        variables: {customerAccessToken: await shopperToken(storefront)},
        hasData: (data) => data.customer?.email === 'shopper@alderline.test',
      };
    case 'SitemapCounts':
      return {variables: {}, hasData: (data) => data.products.pagesCount.count > 0};
    case 'SitemapResources':
      return {
        variables: {type: 'PRODUCT', page: 1},
        hasData: (data) => data.sitemap.resources.items.length > 0,
      };
    case 'NoindexProducts':
      return {
        variables: {query: 'tag:noindex-gb OR tag:noindex-intl'},
        hasData: (data) => data.products.nodes.length > 0,
      };
    case 'CollectionsNoindex':
      return {
        variables: {},
        hasData: (data) => data.collections.nodes.some((c: Json) => c.noindex?.value === 'true'),
      };
    case 'PagesNoindex':
      return {variables: {}, hasData: (data) => data.pages.nodes.length > 0};
    default:
      throw new Error(
        `No conformance fixture for operation ${operationName}: add one in tests/conformance/operation-fixtures.ts`,
      );
  }
}

async function firstProduct(
  storefront: Storefront,
): Promise<{id: string; handle: string; variantId: string}> {
  const result = await storefront.query<{
    products: {nodes: Array<{id: string; handle: string; variants: {nodes: Array<{id: string}>}}>};
  }>(
    `#graphql
    query ConformanceFirstProduct { products(first: 1) { nodes { id handle variants(first: 1) { nodes { id } } } } }`,
    {cache: storefront.CacheNone()},
  );
  const product = result.products.nodes[0];
  if (!product) throw new Error('The emulator returned no products');
  return {id: product.id, handle: product.handle, variantId: product.variants.nodes[0].id};
}

async function shopperToken(storefront: Storefront): Promise<string> {
  const result = await storefront.mutate<{
    customerAccessTokenCreate: {customerAccessToken: {accessToken: string} | null};
  }>(
    `#graphql
    mutation ConformanceSignIn {
      customerAccessTokenCreate(input: {email: "shopper@alderline.test", password: "password123"}) {
        customerAccessToken { accessToken }
      }
    }`,
  );
  const token = result.customerAccessTokenCreate.customerAccessToken?.accessToken;
  if (!token) throw new Error('The seeded shopper could not sign in');
  return token;
}
