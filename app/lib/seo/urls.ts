import {
  hreflangAlternates,
  resolveMarket,
  localizePath,
  marketOrigin,
  type CountryCode,
  type HreflangAlternate,
  type Market,
} from '../../../markets';

/** How the request reached us, which decides where each market's pages live. */
export interface SiteOrigin {
  /** The request's origin, e.g. 'https://www.alderline.co.uk' or 'http://localhost:3000'. */
  origin: string;
  /** True when the host is one of the markets' own domains (production). */
  perMarketDomains: boolean;
}

export function siteOriginOf(requestUrl: string): SiteOrigin {
  const url = new URL(requestUrl);
  return {
    origin: url.origin,
    perMarketDomains: resolveMarket(url).byHost,
  };
}

/** The canonical URL: origin and path only (query and hash removed), no trailing slash. */
export function canonicalUrl(origin: string, pathname: string): string {
  const path = pathname.split(/[?#]/)[0].replace(/\/+$/, '');
  return `${origin}${path}` || origin;
}

/**
 * One alternate per market plus x-default. On a single host every market shares
 * the request's origin and differs by prefix; in production each has its domain.
 */
export function pageAlternates(
  site: SiteOrigin,
  pathname: string,
  exclude: readonly CountryCode[] = [],
): HreflangAlternate[] {
  return hreflangAlternates(pathname, {
    origin: site.perMarketDomains ? marketOrigin : site.origin,
    exclude,
  });
}

/** The origin of a market's own pages, for absolute links such as JSON-LD. */
export function marketSiteUrl(site: SiteOrigin, market: Market, path = '/'): string {
  return site.perMarketDomains
    ? `${marketOrigin(market)}${path}`
    : `${site.origin}${localizePath(path, market)}`;
}
