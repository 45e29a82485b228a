import {DEFAULT_MARKET, MARKETS} from './markets';
import {LOCALE_LIKE_SEGMENT, splitFirstSegment} from './paths';
import type {Market, PathPrefix} from './types';

export interface ResolvedMarket {
  market: Market;
  /** The prefix this request used: '' when the host decided or for the US. */
  pathPrefix: PathPrefix;
  /** The path without the prefix; always starts with '/'. */
  pathname: string;
  /**
   * The first segment looks like a locale prefix ('/xx-yy') but names no
   * market; the app should answer 404.
   */
  unknownPrefix: boolean;
  /** The host was a market's own domain (production): links carry no prefix, alternates use domains. */
  byHost: boolean;
}

// Base for relative inputs; never a market domain, so only the path decides.
const RELATIVE_BASE = 'http://relative.invalid';

const MARKET_BY_HOST: ReadonlyMap<string, Market> = new Map(
  MARKETS.map((market) => [market.domain.toLowerCase(), market]),
);
const MARKET_BY_PREFIX_SEGMENT: ReadonlyMap<string, Market> = new Map(
  MARKETS.filter((market) => market.pathPrefix !== '').map((market) => [market.pathPrefix.slice(1), market]),
);

function parseUrl(url: URL | string): URL | undefined {
  if (url instanceof URL) return url;
  try {
    return new URL(url, RELATIVE_BASE);
  } catch {
    return undefined;
  }
}

/** Splits '/en-gb/products/x' into 'en-gb' and '/products/x' ('' when nothing follows). */

/**
 * A market's own domain decides first (production serves unprefixed paths);
 * on any other host the first path segment `/{language}-{country}` does.
 */
export function resolveMarket(url: URL | string): ResolvedMarket {
  const parsed = parseUrl(url);
  const pathname = parsed?.pathname || '/';
  const unprefixed = (market: Market, unknownPrefix = false): ResolvedMarket => ({
    market,
    pathPrefix: '',
    pathname,
    unknownPrefix,
    byHost: false,
  });
  if (!parsed) return unprefixed(DEFAULT_MARKET);

  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  const marketOfHost = MARKET_BY_HOST.get(host);
  if (marketOfHost) return {...unprefixed(marketOfHost), byHost: true};

  const {segment, rest} = splitFirstSegment(pathname);
  if (!LOCALE_LIKE_SEGMENT.test(segment)) return unprefixed(DEFAULT_MARKET);

  const marketOfPrefix = MARKET_BY_PREFIX_SEGMENT.get(segment.toLowerCase());
  if (!marketOfPrefix) return unprefixed(DEFAULT_MARKET, true);
  return {
    market: marketOfPrefix,
    pathPrefix: marketOfPrefix.pathPrefix,
    pathname: rest || '/',
    unknownPrefix: false,
    byHost: false,
  };
}
