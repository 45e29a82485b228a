import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {SearchOverlayData} from '~/lib/search/config';
import {searchClientConfig} from '~/lib/search/config.server';
import {searchMessages} from '~/lib/search/messages.server';

/**
 * What the search overlay needs when it first opens: the connection to the search service
 * for this market and shopper (public search key, the shopper's filter and hashed user token)
 * and the overlay's texts. Per shopper, so only the browser keeps it, briefly, and only for
 * the session cookie it was answered for: signing in or out changes the shopper's filter.
 */
export async function loader({context}: LoaderFunctionArgs) {
  const [config, messages] = await Promise.all([searchClientConfig(context), searchMessages(context)]);
  const body: SearchOverlayData = {config, messages};
  // A plain Response: a resource route's `data()` loses its headers on the way out.
  return Response.json(body, {
    headers: {
      'Cache-Control': context.contentPreview ? 'private, no-store' : 'private, max-age=300',
      Vary: 'Cookie',
    },
  });
}
