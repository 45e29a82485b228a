import type {AppLoadContext} from '@shopify/remix-oxygen';

/**
 * Routes live under an optional `($locale)` segment. A segment that names no market
 * (`/xx-yy/...`, or any first segment the routes would otherwise swallow) is a 404.
 */
export function assertMarketPath(params: {locale?: string}, context: AppLoadContext): void {
  if (params.locale === undefined) return;
  const requestedPrefix = `/${params.locale.toLowerCase()}`;
  if (context.unknownMarketPrefix || requestedPrefix !== context.pathPrefix) {
    throw new Response('Not found', {status: 404});
  }
}
