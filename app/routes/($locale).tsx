import {Outlet, type ShouldRevalidateFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';

/**
 * Every page lives under an optional market prefix (`/en-gb/...`; the US and a market's own
 * domain have none). A first segment that is not this request's market prefix (`/xx-yy/...`,
 * or any word the child routes would otherwise take as one) is a 404, checked here once for
 * all pages.
 */
export async function loader({params, context}: LoaderFunctionArgs) {
  if (params.locale === undefined) return null;
  if (context.unknownMarketPrefix || `/${params.locale.toLowerCase()}` !== context.pathPrefix) {
    throw new Response('Not found', {status: 404});
  }
  return null;
}

/** The check depends on the prefix alone. */
export const shouldRevalidate: ShouldRevalidateFunction = ({currentParams, nextParams}) =>
  currentParams.locale !== nextParams.locale;

export default function MarketPages() {
  return <Outlet />;
}
