import type {Market} from './types';

/**
 * Market path prefixes without the market table, so the browser can build links for the
 * current market without shipping all 23. No route's first segment looks like a locale
 * ('/xx-yy'), so such a segment is always a market prefix: a known one (resolveMarket
 * decides which) or an unknown one, whose page is a 404 anyway.
 */
export const LOCALE_LIKE_SEGMENT = /^[a-z]{2}-[a-z]{2}$/i;
const ABSOLUTE_OR_PROTOCOL_RELATIVE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function splitFirstSegment(pathname: string): {segment: string; rest: string} {
  const end = pathname.indexOf('/', 1);
  return end === -1
    ? {segment: pathname.slice(1), rest: ''}
    : {segment: pathname.slice(1, end), rest: pathname.slice(end)};
}

/** Removes a leading market prefix, if any: '/fr-fr/x' → '/x', '/en-gb' → '/'. */
export function stripMarketPrefix(pathname: string): string {
  const {segment, rest} = splitFirstSegment(pathname);
  return LOCALE_LIKE_SEGMENT.test(segment) ? rest || '/' : pathname;
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
