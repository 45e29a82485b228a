import {MARKETS} from './markets';
import {localizePath, stripMarketPrefix} from './paths';
import type {CountryCode, Market, MarketLocale} from './types';

export interface HreflangAlternate {
  /** The market's locale ('en-GB'), or 'x-default'. */
  hrefLang: MarketLocale | 'x-default';
  href: string;
}

export interface HreflangOptions {
  /**
   * A function gives each market its own origin and paths stay unprefixed
   * (production; default `https://{domain}`). A string is one origin shared by
   * all markets, so each href carries the market's path prefix (single host).
   */
  origin?: string | ((market: Market) => string);
  /** Countries to leave out, e.g. a page's noindex list. */
  exclude?: readonly CountryCode[];
}

const X_DEFAULT_COUNTRY: CountryCode = 'US';

export function marketOrigin(market: Pick<Market, 'domain'>): string {
  return `https://${market.domain}`;
}

/** Path only, as canonical URLs drop query and hash; any market prefix removed. */
function normalizePath(path: string): string {
  const pathname = path.split(/[?#]/)[0];
  return stripMarketPrefix(`/${pathname.replace(/^\/+/, '')}`);
}

/**
 * One alternate per market plus 'x-default' (the US page). Excluding the US
 * also drops 'x-default', since it would point at the excluded page.
 */
export function hreflangAlternates(
  pathWithoutPrefix: string,
  options: HreflangOptions = {},
): HreflangAlternate[] {
  const {origin = marketOrigin, exclude = []} = options;
  const path = normalizePath(pathWithoutPrefix);
  const excluded = new Set<CountryCode>(exclude);

  const hrefFor =
    typeof origin === 'string'
      ? (market: Market) => origin.replace(/\/+$/, '') + localizePath(path, market)
      : (market: Market) => origin(market).replace(/\/+$/, '') + path;

  const included = MARKETS.filter((market) => !excluded.has(market.countryCode));
  const alternates: HreflangAlternate[] = included.map((market) => ({
    hrefLang: market.locale,
    href: hrefFor(market),
  }));
  const xDefaultMarket = included.find((market) => market.countryCode === X_DEFAULT_COUNTRY);
  if (xDefaultMarket) {
    alternates.push({hrefLang: 'x-default', href: hrefFor(xDefaultMarket)});
  }
  return alternates;
}
