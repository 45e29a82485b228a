import type {Storefront} from '@shopify/hydrogen';

/**
 * Variables for each query the app ships. A new query without fixtures fails the
 * conformance test on purpose: add realistic variables here.
 */
export async function queryVariables(
  operationName: string,
  storefront: Storefront,
): Promise<Record<string, unknown>> {
  switch (operationName) {
    case 'HomeProducts':
      return {first: 4};
    case 'Product':
      return {handle: await firstProductHandle(storefront)};
    default:
      throw new Error(
        `No conformance fixture for query ${operationName}: add one in tests/conformance/operation-fixtures.ts`,
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
