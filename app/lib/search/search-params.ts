/**
 * The search page's address: `/search?q={query}&page={n}`. Pages are
 * counted from 1 in the address and from 0 by Algolia. Shared by the loader and
 * the page's links, so it must stay browser-safe.
 */

/** Longer queries are truncated. Mirrors the input's `maxlength`. */
export const SEARCH_QUERY_MAX_LENGTH = 512;

export interface SearchPageParams {
  /** Trimmed and at most 512 characters; '' when nothing was searched. */
  query: string;
  /** One-based. */
  page: number;
}

/**
 * Cuts a query to 512 UTF-16 code units (what an input's `maxlength` counts), never
 * leaving half of a surrogate pair at the end.
 */
export function truncateQuery(query: string): string {
  if (query.length <= SEARCH_QUERY_MAX_LENGTH) return query;
  const cut = query.slice(0, SEARCH_QUERY_MAX_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** `q` trimmed and capped; `page` a positive whole number, else 1. */
export function readSearchPageParams(searchParams: URLSearchParams): SearchPageParams {
  const query = truncateQuery((searchParams.get('q') ?? '').trim()).trim();
  const rawPage = searchParams.get('page') ?? '';
  const page = /^\d{1,4}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  return {query, page};
}

/** The app path (no market prefix) of a results page; page 1 has no `page` parameter. */
export function searchPagePath(query: string, page = 1): string {
  const params = new URLSearchParams({q: query});
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}
