/**
 * Shapes shared by the search emulator: stored records, index settings, normalised search
 * parameters and the Algolia response objects we produce.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};

/** One stored record, exactly as Algolia would return it (before highlighting). */
export interface AlgoliaRecord {
  objectID: string;
  [attribute: string]: JsonValue | undefined;
}

type SortDirection = 'asc' | 'desc';

export interface SortCriterion {
  attribute: string;
  direction: SortDirection;
}

export interface IndexSettings {
  /** Algolia syntax: `title`, `unordered(title)`, `"title,subtitle"` (same rank). */
  searchableAttributes: string[];
  /** Algolia syntax: `category`, `searchable(category)`, `filterOnly(tags)`. */
  attributesForFaceting: string[];
  /** `desc(recently_ordered_count)`, `asc(title)`. */
  customRanking: string[];
  /** Standard replicas put a sort criterion (`desc(price)`) in front of the default ranking. */
  ranking: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  unretrievableAttributes?: string[];
  hitsPerPage: number;
  maxValuesPerFacet: number;
  paginationLimitedTo: number;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  replicas?: string[];
  primary?: string;
  renderingContent?: RenderingContent;
}

export interface RenderingContent {
  facetOrdering?: {
    facets?: {order?: string[]};
    values?: Record<string, {order?: string[]; sortRemainingBy?: 'count' | 'alpha' | 'hidden'}>;
  };
  redirect?: {url: string};
  [key: string]: unknown;
}

export type TypoTolerance = boolean | 'min' | 'strict';
export type QueryType = 'prefixLast' | 'prefixAll' | 'prefixNone';

/** Search parameters after parsing the string or object form and applying index defaults. */
export interface SearchParams {
  query: string;
  filters: string;
  facetFilters: unknown;
  numericFilters: unknown;
  tagFilters: unknown;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  hitsPerPage: number;
  page: number;
  offset: number | undefined;
  length: number | undefined;
  attributesToRetrieve: string[];
  /** Undefined: the index setting, else every searchable attribute. `*`: every attribute. */
  attributesToHighlight: string[] | undefined;
  attributesToSnippet: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  restrictHighlightAndSnippetArrays: boolean;
  restrictSearchableAttributes: string[];
  typoTolerance: TypoTolerance;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  queryType: QueryType;
  enableRules: boolean;
  ruleContexts: string[];
  analytics: boolean;
  clickAnalytics: boolean;
  analyticsTags: string[];
  userToken: string | undefined;
  getRankingInfo: boolean;
  responseFields: string[];
  /** Facet-value search (multi-query `type: 'facet'` or the facets/{facet}/query route). */
  facetQuery: {facet: string; facetQuery: string; maxFacetHits: number} | undefined;
  /** The urlencoded parameter string echoed back in `params`. */
  paramsString: string;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResultOption {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export type HighlightResult = HighlightResultOption | HighlightResult[] | {[key: string]: HighlightResult};

interface SnippetResultOption {
  value: string;
  matchLevel: MatchLevel;
}

export type SnippetResult = SnippetResultOption | SnippetResult[] | {[key: string]: SnippetResult};

export interface RankingInfo {
  nbTypos: number;
  firstMatchedWord: number;
  proximityDistance: number;
  userScore: number;
  geoDistance: number;
  geoPrecision: number;
  nbExactWords: number;
  words: number;
  filters: number;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResponse {
  hits: Array<Record<string, unknown>>;
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustiveFacetsCount?: boolean;
  exhaustive: {nbHits: boolean; typo: boolean; facetsCount?: boolean};
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  query: string;
  params: string;
  index: string;
  renderingContent: RenderingContent;
  userData?: unknown[];
  appliedRules?: Array<{objectID: string}>;
  queryID?: string;
  processingTimeMS: number;
  processingTimingsMS?: Record<string, unknown>;
  serverTimeMS: number;
  serverUsed?: string;
  indexUsed?: string;
  parsedQuery?: string;
  timeoutCounts?: boolean;
  timeoutHits?: boolean;
  [key: string]: unknown;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface SearchForFacetValuesResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}
