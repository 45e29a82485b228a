import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {membersOnlyCollections} from '~/lib/customer/membership.server';
import {marketSitemap} from '~/lib/seo/sitemap.server';

/** One market's sitemap of one type and page, e.g. /en-gb/sitemap/products/1.xml. */
export function loader({request, params, context}: LoaderFunctionArgs) {
  // A resource route: the market layout's prefix check does not run for it, so it runs here.
  if (
    params.locale !== undefined &&
    (context.unknownMarketPrefix || `/${params.locale.toLowerCase()}` !== context.pathPrefix)
  ) {
    throw new Response('Not found', {status: 404});
  }
  return marketSitemap({
    storefront: context.storefront,
    request,
    market: context.market,
    type: params.type,
    page: params.page,
    membersOnly: membersOnlyCollections(context),
  });
}
