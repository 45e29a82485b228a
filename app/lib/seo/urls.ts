import type {SeoBase} from './types';

/** The canonical URL: origin and path only (query and hash removed), no trailing slash. */
export function canonicalUrl(origin: string, pathname: string): string {
  const path = pathname.split(/[?#]/)[0].replace(/\/+$/, '');
  return `${origin}${path}` || origin;
}

/**
 * One alternate per market plus x-default, for a path without its market prefix; the
 * countries in `exclude` (a page's noindex list) are left out, and x-default with the US.
 */
export function pageAlternates(
  base: Pick<SeoBase, 'alternates' | 'origin'>,
  path: string,
  exclude: readonly string[] = [],
): {hrefLang: string; href: string}[] {
  const pathname = `/${path.split(/[?#]/)[0].replace(/^\/+/, '')}`;
  const excluded = new Set(exclude);
  const usExcluded = excluded.has('US');
  return base.alternates
    .split(' ')
    .map((pair): [string, string] => {
      // A pair without a home is a market at its own lower-case prefix (see `seoBase`).
      const [hrefLang, home = `/${hrefLang.toLowerCase()}`] = pair.split('=');
      return [hrefLang, home];
    })
    .filter(([hrefLang]) => (hrefLang === 'x-default' ? !usExcluded : !excluded.has(hrefLang.slice(-2))))
    .map(([hrefLang, home]) => ({
      hrefLang,
      href: joinPath(home.startsWith('/') || home === '' ? base.origin + home : home, pathname),
    }));
}

/** A market's home URL and a path: '…/en-gb' + '/' stays '…/en-gb'; a bare origin gets the '/'. */
function joinPath(home: string, pathname: string): string {
  if (pathname !== '/') return `${home}${pathname}`;
  return new URL(home).pathname === '/' ? `${home}/` : home;
}
