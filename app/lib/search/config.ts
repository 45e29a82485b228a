import type {MessageBundle} from '~/lib/i18n/types';

/**
 * What the store asks the search service, shared by the server (first render) and the
 * browser (overlay, results and collection pages after hydration). Browser-safe: no keys
 * beyond the public search key travel through here.
 */

/** Which products a shopper may find: shippable stock or back-in-stock sign-up, never those marked for removal. */
export const STORE_SEARCH_FILTER =
  '(requires_shipping:false OR online_inventory_available:true OR tags:back-in-stock-enabled) AND NOT tags:findify-remove';

/**
 * Which products a listing (a collection) may show: gift cards, products for sale, or with
 * back-in-stock sign-up; never those marked for removal. Same rule as `isShoppable`.
 */
export const LISTING_FILTER =
  '(product_type:"Gift Card" OR online_inventory_available:true OR tags:back-in-stock-enabled) AND NOT tags:findify-remove';

/** Filter clauses joined with AND; empty clauses (nothing to hide) are left out. */
export function joinFilters(...clauses: string[]): string {
  return clauses.filter((clause) => clause !== '').join(' AND ');
}

export const SEARCH_LIMITS = {
  /** Product hits in the overlay. */
  overlayProducts: 4,
  overlaySuggestions: 8,
  /** Collections whose names match what is typed, in the overlay. */
  overlayCategories: 4,
  recentSearches: 3,
  queryLength: 512,
  debounceMs: 500,
  stallThresholdMs: 300,
  /** View events cover at most the first ten hits. */
  impressions: 10,
  /** Four columns of six rows on result and collection pages. */
  hitsPerPage: 24,
} as const;

/** The recent-searches plugin's key: stored as `AUTOCOMPLETE_RECENT_SEARCHES:main`. */
export const RECENT_SEARCHES_KEY = 'main';

/** The rule context the overlay's product query sends, for merchandising rules such as redirects. */
export const SEARCH_BAR_RULE_CONTEXT = 'search_bar';

/** The browser-side connection to the search service, built by the server per market. */
export interface SearchClientConfig {
  appId: string;
  /** The public, search-only key. */
  apiKey: string;
  /** An origin to use instead of the service's own hosts (the local emulator); null for the service's. */
  host: string | null;
  /** Lower-case country code: indices are `{country}_products…`. */
  indexPrefix: string;
  /** The filter every product query carries (the store's rule, plus a gated shopper's clause). */
  filters: string;
  /** Hashed account id of a signed-in shopper; null for guests. */
  userToken: string | null;
  /** The signed-in customer's tags, which earn member prices on cards; empty for guests. */
  customerTags: string[];
}

/** What the search overlay gets from `/api/search` when it first opens: the connection and its texts. */
export interface SearchOverlayData {
  /** Null when search is not configured for this store. */
  config: SearchClientConfig | null;
  messages: MessageBundle;
}

export function productsIndex(config: Pick<SearchClientConfig, 'indexPrefix'>): string {
  return `${config.indexPrefix}_products`;
}

export function suggestionsIndex(config: Pick<SearchClientConfig, 'indexPrefix'>): string {
  return `${config.indexPrefix}_products_query_suggestions`;
}

/** The market's collections as the search service keeps them (title, handle, url). */
export function categoriesIndex(config: Pick<SearchClientConfig, 'indexPrefix'>): string {
  return `${config.indexPrefix}_categories`;
}

/** The five orders a list can take, each a replica of the products index (featured is the index itself). */
export const SORT_OPTIONS = [
  {id: 'featured', suffix: '', label: 'search.sortFeatured'},
  {id: 'best-sellers', suffix: '_best_sellers', label: 'search.sortBestSellers'},
  {id: 'newest', suffix: '_newest', label: 'search.sortNewest'},
  {id: 'price-desc', suffix: '_price_desc', label: 'search.sortPriceDesc'},
  {id: 'price-asc', suffix: '_price_asc', label: 'search.sortPriceAsc'},
] as const;
export type SortId = (typeof SORT_OPTIONS)[number]['id'];

export function sortIndex(productsIndexName: string, sort: SortId): string {
  const option = SORT_OPTIONS.find((candidate) => candidate.id === sort) ?? SORT_OPTIONS[0];
  return `${productsIndexName}${option.suffix}`;
}

/**
 * The filters a list offers, in the order they show: the index attribute, its name in the
 * address (`?color=black&color=blue`) and its heading.
 */
export const FACETS = [
  {attribute: 'gender', param: 'gender', label: 'search.facetGender'},
  {attribute: 'category', param: 'category', label: 'search.facetCategory'},
  {attribute: 'size', param: 'size', label: 'search.facetSize'},
  {attribute: 'color_group', param: 'color', label: 'search.facetColor'},
  {attribute: 'activity', param: 'activity', label: 'search.facetActivity'},
  {attribute: 'inseam', param: 'inseam', label: 'search.facetInseam'},
  {attribute: 'length', param: 'length', label: 'search.facetLength'},
  {attribute: 'fabric', param: 'fabric', label: 'search.facetFabric'},
  {attribute: 'lined', param: 'lined', label: 'search.facetLined'},
  {attribute: 'fit', param: 'fit', label: 'search.facetFit'},
  {attribute: 'support', param: 'support', label: 'search.facetSupport'},
] as const;
export type FacetAttribute = (typeof FACETS)[number]['attribute'];

/** Only the fields a product card shows; records are large (variants, images, tags). */
export const CARD_ATTRIBUTES = [
  'handle',
  'title',
  'price',
  'compare_at_price',
  'currency',
  'image',
  'color',
  'family_tag',
  'family_group_tag',
  'hasAlgoliaSwatch',
  // Member prices: the product's gated discount values, as the index keeps its metafields.
  'meta.custom.gated_discount',
] as const;
