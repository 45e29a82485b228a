import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadProductRecommendations} from '~/lib/product/sections.server';

/**
 * The shopper's personalised slots under a product page, as JSON for the browser: the page's
 * server render leaves their place empty and the browser fills it (see `LazySection`).
 * Reading them records no view (the page's loader did), except for a shopper without a
 * session, who gets one here. The shopper's own: never kept by a shared cache.
 */
export async function loader(args: LoaderFunctionArgs) {
  const found = await loadProductRecommendations(args);
  if (!found) throw new Response('Not found', {status: 404});
  const headers = new Headers({'Cache-Control': 'private, no-store'});
  if (found.setCookie) headers.append('Set-Cookie', found.setCookie);
  return Response.json(found.lists, {headers});
}
