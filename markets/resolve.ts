import {DEFAULT_MARKET, MARKETS} from './markets';
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

const LOCALE_LIKE_SEGMENT = /^[a-z]{2}-[a-z]{2}$/i;
const ABSOLUTE_OR_PROTOCOL_RELATIVE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
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
function splitFirstSegment(pathname: string): {segment: string; rest: string} {
  const end = pathname.indexOf('/', 1);
  return end === -1
    ? {segment: pathname.slice(1), rest: ''}
    : {segment: pathname.slice(1, end), rest: pathname.slice(end)};
}

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

/** Removes a leading market prefix, if any: '/fr-fr/x' → '/x', '/en-gb' → '/'. */
export function stripMarketPrefix(pathname: string): string {
  const {segment, rest} = splitFirstSegment(pathname);
  return MARKET_BY_PREFIX_SEGMENT.has(segment.toLowerCase()) ? rest || '/' : pathname;
}

/** Splits at the first '?' or '#' so the path part can be rewritten alone. */
function splitPathAndSuffix(path: string): {pathname: string; suffix: string} {
  const suffixStart = path.search(/[?#]/);
  return suffixStart === -1
    ? {pathname: path, suffix: ''}
    : {pathname: path.slice(0, suffixStart), suffix: path.slice(suffixStart)};
}

/**
 * Puts a root-relative link under the market's prefix. Absolute URLs, `#`/`?`
 * links and document-relative paths are returned unchanged; a path that
 * already carries a market prefix is re-targeted, never double-prefixed.
 * Accepts a `ResolvedMarket` too, so links follow the prefix the request used
 * ('' on a market's own domain).
 */
export function localizePath(path: string, market: Pick<Market, 'pathPrefix'>): string {
  if (!path.startsWith('/') || ABSOLUTE_OR_PROTOCOL_RELATIVE.test(path)) {
    return path;
  }
  const {pathname, suffix} = splitPathAndSuffix(path);
  const bare = stripMarketPrefix(pathname);
  if (market.pathPrefix === '') return bare + suffix;
  return (bare === '/' ? market.pathPrefix : market.pathPrefix + bare) + suffix;
}

/**
 * The same page in another market (single-host URLs). Any query or hash on
 * the path is replaced by `search`, which may be given with or without '?'.
 */
export function switchMarketPath(
  currentPathWithoutPrefix: string,
  search: string,
  target: Pick<Market, 'pathPrefix'>,
): string {
  const {pathname} = splitPathAndSuffix(currentPathWithoutPrefix);
  // Collapsing leading slashes keeps '//host' from becoming an off-site link.
  const rootRelative = `/${pathname.replace(/^[/\\]+/, '')}`;
  const query = search.replace(/^\?/, '');
  return localizePath(rootRelative, target) + (query ? `?${query}` : '');
}
