import {FACETS, SEARCH_LIMITS, SORT_OPTIONS, sortIndex, type FacetAttribute, type SortId} from './config';
import {truncateQuery} from './search-params';

/**
 * A product list's state as the address holds it, for result and collection pages:
 * `?q=jogger&color=black&color=blue&sort=price-asc&page=2`. The server reads it for the first
 * render and InstantSearch's router reads and writes it afterwards, so a reload or the back
 * button shows the same list. Browser-safe and pure.
 */
export interface ListingParams {
  /** Trimmed, at most 512 characters; '' on a collection without a query. */
  query: string;
  /** One-based. */
  page: number;
  sort: SortId;
  /** Chosen values per facet; values of one facet are ORed, facets ANDed. */
  refinements: Partial<Record<FacetAttribute, string[]>>;
}

/** Algolia pages to 1000 hits at most. */
const LAST_PAGE = Math.ceil(1000 / SEARCH_LIMITS.hitsPerPage);
const MAX_VALUES_PER_FACET = 20;
const MAX_VALUE_LENGTH = 100;

/** Reads the address leniently: unknown or malformed parameters are ignored, never an error. */
export function readListingParams(searchParams: URLSearchParams): ListingParams {
  const query = truncateQuery((searchParams.get('q') ?? '').trim()).trim();
  const rawPage = searchParams.get('page') ?? '';
  const page = /^\d{1,4}$/.test(rawPage) ? Math.min(Math.max(1, Number(rawPage)), LAST_PAGE) : 1;
  const rawSort = searchParams.get('sort');
  const sort = SORT_OPTIONS.find((option) => option.id === rawSort)?.id ?? 'featured';
  const refinements: ListingParams['refinements'] = {};
  for (const {attribute, param} of FACETS) {
    const values = [
      ...new Set(
        searchParams
          .getAll(param)
          .map((value) => value.trim())
          .filter((value) => value && value.length <= MAX_VALUE_LENGTH),
      ),
    ].slice(0, MAX_VALUES_PER_FACET);
    if (values.length > 0) refinements[attribute] = values;
  }
  return {query, page, sort, refinements};
}

/** The address's query string for a state (no `?`), in one stable order; defaults are left out. */
export function listingSearch(params: ListingParams): string {
  const search = new URLSearchParams();
  if (params.query) search.set('q', params.query);
  for (const {attribute, param} of FACETS) {
    for (const value of params.refinements[attribute] ?? []) search.append(param, value);
  }
  if (params.sort !== 'featured') search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search.toString();
}

/** InstantSearch's state of one index, as its router middleware hands it over. */
export interface IndexUiState {
  query?: string;
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
}

/** Our address state as InstantSearch's state of the products index `indexName`. */
export function toIndexUiState(params: ListingParams, indexName: string): IndexUiState {
  const state: IndexUiState = {};
  if (params.query) state.query = params.query;
  if (params.page > 1) state.page = params.page;
  if (params.sort !== 'featured') state.sortBy = sortIndex(indexName, params.sort);
  const refinementList = Object.fromEntries(
    Object.entries(params.refinements).filter(([, values]) => values && values.length > 0),
  ) as Record<string, string[]>;
  if (Object.keys(refinementList).length > 0) state.refinementList = refinementList;
  return state;
}

/** InstantSearch's state of the products index `indexName` as our address state. */
export function fromIndexUiState(state: IndexUiState | undefined, indexName: string): ListingParams {
  const sort =
    SORT_OPTIONS.find((option) => state?.sortBy && sortIndex(indexName, option.id) === state.sortBy)?.id ??
    'featured';
  const refinements: ListingParams['refinements'] = {};
  for (const {attribute} of FACETS) {
    const values = state?.refinementList?.[attribute];
    if (values && values.length > 0) refinements[attribute] = [...values];
  }
  return {
    query: truncateQuery(state?.query ?? '').trim(),
    page: Math.min(Math.max(1, Math.trunc(state?.page ?? 1) || 1), LAST_PAGE),
    sort,
    refinements,
  };
}
