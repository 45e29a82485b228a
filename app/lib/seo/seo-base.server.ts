import {DEFAULT_MARKET, hreflangAlternates, marketOrigin, resolveMarket, type Market} from '@markets';
import type {SeoBase} from './types';

/**
 * The page-independent part of every page's tags, built on the server from the request and
 * the market table and sent with the root data, so the browser can build a page's tags on
 * navigation without the 23 markets: where this market's pages live and each market's base
 * URL for the hreflang alternates.
 *
 * Every URL here comes from the markets' configured domains, never from the request's Host
 * (which any client can set): on a market's own domain, that market's origin; on a shared
 * host (prefixed paths), the default market's origin with the prefixes.
 */
export function seoBase(requestUrl: string, market: Market, indexable: boolean): SeoBase {
  const perMarketDomains = resolveMarket(new URL(requestUrl)).byHost;
  const origin = marketOrigin(perMarketDomains ? market : DEFAULT_MARKET);
  return {
    origin,
    pathPrefix: perMarketDomains ? '' : market.pathPrefix,
    alternates: hreflangAlternates('/', {origin: perMarketDomains ? marketOrigin : ''})
      .map(({hrefLang, href}) => compactAlternate(hrefLang, href.replace(/\/$/, '')))
      .join(' '),
    indexable,
  };
}

/** `en-GB=/en-gb` is written `en-GB`: a market's home at its own lower-case prefix goes without saying. */
function compactAlternate(hrefLang: string, home: string): string {
  return home === `/${hrefLang.toLowerCase()}` ? hrefLang : `${hrefLang}=${home}`;
}
