import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadProductRecommendations} from '~/lib/product/sections.server';

/**
 * The shopper's personalised slots under a product page, as JSON for the browser: the page's
 * server render shows them without sending their data, and the browser fetches it with their
 * code (see `LazySection`). Reading them records no view (the page's loader did). The shopper's
 * own: never kept by a shared cache.
 */
export async function loader(args: LoaderFunctionArgs) {
  const lists = await loadProductRecommendations(args);
  if (!lists) throw new Response('Not found', {status: 404});
  return Response.json(lists, {headers: {'Cache-Control': 'private, no-store'}});
}
