/**
 * The address parameters that hold a product list's state: query, page, sort and each
 * facet's parameter (`FACETS` in `config.ts`; a test keeps the two lists equal). Kept apart
 * and small: the root route's revalidation reads it on every page.
 */
export const LISTING_PARAM_NAMES: ReadonlySet<string> = new Set([
  'q',
  'page',
  'sort',
  'gender',
  'category',
  'size',
  'color',
  'activity',
  'inseam',
  'length',
  'fabric',
  'lined',
  'fit',
  'support',
]);

/**
 * A move within one list (a filter, a sort, a page, back and forward through them): the
 * same path, and only the list's parameters differ. The list follows such moves in the
 * browser; loaders need not run again.
 */
export function isListingStateChange(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const names = new Set([...currentUrl.searchParams.keys(), ...nextUrl.searchParams.keys()]);
  for (const name of names) {
    const same =
      currentUrl.searchParams.getAll(name).join('\u0000') ===
      nextUrl.searchParams.getAll(name).join('\u0000');
    if (!same && !LISTING_PARAM_NAMES.has(name)) return false;
  }
  return true;
}
