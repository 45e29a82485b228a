/**
 * Products picked from the emulator's seed by what a journey needs (two sizes in stock,
 * a video, a sold-out size with back in stock…), never by position: stock levels and
 * positions may change, handles and properties stay.
 */
import {emulatorUrl} from './stack';

export interface SeedProduct {
  id: string;
  handle: string;
  title: string;
  tags: string[];
  availableForSale: boolean;
  options: Array<{name: string; optionValues: Array<{name: string}>}>;
  variants: {
    nodes: Array<{
      id: string;
      availableForSale: boolean;
      selectedOptions: Array<{name: string; value: string}>;
    }>;
  };
  media: {nodes: Array<{__typename: string}>};
  autoplay: {value: string} | null;
  rating: {value: string} | null;
}

const PRODUCTS_QUERY = `query Products($after: String) {
  products(first: 250, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id handle title tags availableForSale
      options { name optionValues { name } }
      variants(first: 20) { nodes { id availableForSale selectedOptions { name value } } }
      media(first: 10) { nodes { __typename } }
      autoplay: metafield(namespace: "custom", key: "gallery_video_autoplay") { value }
      rating: metafield(namespace: "reviews", key: "rating_count") { value }
    }
  }
}`;

async function storefront<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${emulatorUrl()}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'e2e'},
    body: JSON.stringify({query, variables}),
  });
  const body = (await response.json()) as {data: T};
  return body.data;
}

let catalogue: Promise<SeedProduct[]> | undefined;

function allProducts(): Promise<SeedProduct[]> {
  catalogue ??= (async () => {
    const products: SeedProduct[] = [];
    let after: string | null = null;
    do {
      const answer: {products: {pageInfo: {hasNextPage: boolean; endCursor: string}; nodes: SeedProduct[]}} =
        await storefront(PRODUCTS_QUERY, {after});
      const page = answer.products;
      products.push(...page.nodes);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    return products;
  })();
  return catalogue;
}

export async function findProducts(matches: (product: SeedProduct) => boolean): Promise<SeedProduct[]> {
  return (await allProducts()).filter(matches);
}

export async function findProduct(description: string, matches: (product: SeedProduct) => boolean) {
  const [product] = await findProducts(matches);
  if (!product) throw new Error(`The seed has no product that ${description}`);
  return product;
}

/** The product's options other than Size all have one value (so choosing a size picks a variant). */
export const onlySizeToChoose = (product: SeedProduct) =>
  product.options.every((option) => option.name === 'Size' || option.optionValues.length === 1) &&
  product.options.some((option) => option.name === 'Size' && option.optionValues.length > 1);

export const sizesInStock = (product: SeedProduct) =>
  product.variants.nodes
    .filter((variant) => variant.availableForSale)
    .map((variant) => variant.selectedOptions.find((option) => option.name === 'Size')?.value)
    .filter((size): size is string => Boolean(size));

export const soldOutSizes = (product: SeedProduct) =>
  product.variants.nodes
    .filter((variant) => !variant.availableForSale)
    .map((variant) => variant.selectedOptions.find((option) => option.name === 'Size')?.value)
    .filter((size): size is string => Boolean(size));

export const shoppable = (product: SeedProduct) =>
  !product.tags.includes('findify-remove') &&
  (product.availableForSale || product.tags.includes('back-in-stock-enabled'));

export const familyTag = (product: SeedProduct) =>
  product.tags.find((tag) => tag.startsWith('family::')) ?? null;

/** Other shoppable colours of the product's family. */
export async function familyMembers(product: SeedProduct): Promise<SeedProduct[]> {
  const tag = familyTag(product);
  return (await allProducts()).filter(
    (other) =>
      other.handle !== product.handle && tag !== null && other.tags.includes(tag) && shoppable(other),
  );
}

const LANGUAGES: Record<string, string> = {US: 'EN', AE: 'AR', JP: 'JA'};

/** A collection's title as a market's shoppers read it. */
export async function collectionTitle(handle: string, country: 'US' | 'AE' | 'JP'): Promise<string> {
  const data = await storefront<{collection: {title: string} | null}>(
    `query($handle: String!) @inContext(country: ${country}, language: ${LANGUAGES[country]}) {
      collection(handle: $handle) { title }
    }`,
    {handle},
  );
  if (!data.collection) throw new Error(`The seed has no collection ${handle}`);
  return data.collection.title;
}
