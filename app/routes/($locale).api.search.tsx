import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {searchClientConfig} from '~/lib/search/config.server';
import {searchMessages} from '~/lib/search/messages.server';

/**
 * What the search overlay needs when it first opens: the connection to the search service
 * for this market and shopper (public search key, the shopper's filter and hashed user token)
 * and the overlay's texts. Per shopper, so only the browser keeps it, briefly.
 */
export async function loader({context}: LoaderFunctionArgs) {
  const [config, messages] = await Promise.all([searchClientConfig(context), searchMessages(context)]);
  return data(
    {config, messages},
    {headers: {'Cache-Control': context.contentPreview ? 'private, no-store' : 'private, max-age=300'}},
  );
}

export type SearchOverlayData = Awaited<ReturnType<typeof loader>>['data'];
