import type {Storefront} from '@shopify/hydrogen';

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
        variables: {handle: await firstProductHandle(storefront)},
        hasData: (data) => data.product?.variants.nodes.length > 0,
      };
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

async function firstProductHandle(storefront: Storefront): Promise<string> {
  const result = await storefront.query<{products: {nodes: Array<{handle: string}>}}>(
    `#graphql
    query ConformanceFirstProduct { products(first: 1) { nodes { handle } } }`,
    {cache: storefront.CacheNone()},
  );
  const handle = result.products.nodes[0]?.handle;
  if (!handle) throw new Error('The emulator returned no products');
  return handle;
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
