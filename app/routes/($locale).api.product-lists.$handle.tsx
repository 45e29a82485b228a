import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {listCacheControl, productViewer} from '~/lib/customer/product-access.server';
import {loadProductLists} from '~/lib/product/sections.server';

/**
 * The related products under a product page and the family's colours beside it, as JSON for the
 * browser: the page's server render shows them without sending their data, and the browser
 * fetches it with their code when they come into view (see `LazySection`). The same for every
 * guest of a market; a signed-in shopper's may hold their members-only products and prices.
 */
export async function loader(args: LoaderFunctionArgs) {
  const [lists, viewer] = await Promise.all([loadProductLists(args), productViewer(args.context)]);
  if (!lists) throw new Response('Not found', {status: 404});
  // Empty lists from a failed request are for now only: never kept by a cache.
  return Response.json(lists, {
    headers: {
      'Cache-Control': lists.failed
        ? 'no-store'
        : listCacheControl(viewer, 'public, max-age=300, stale-while-revalidate=3600'),
    },
  });
}
