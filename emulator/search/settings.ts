/** Reads Algolia's settings mini-syntax: `unordered(title)`, `searchable(category)`, `desc(price)`. */
import type {IndexSettings, SortCriterion} from './types';

export interface SearchableAttribute {
  path: string;
  /** Attributes listed together (`"title,subtitle"`) share a rank. */
  rank: number;
  /** `unordered(x)`: the position of the match inside the attribute does not matter. */
  unordered: boolean;
}

export interface FacetingAttribute {
  path: string;
  /** `searchable(x)`: facet values can be searched with searchForFacetValues. */
  searchable: boolean;
  /** `filterOnly(x)`: filterable but never returned in `facets`. */
  filterOnly: boolean;
}

const MODIFIER = /^(\w+)\((.+)\)$/;

function unwrap(value: string): {modifier: string | null; inner: string} {
  const match = MODIFIER.exec(value.trim());
  return match ? {modifier: match[1], inner: match[2].trim()} : {modifier: null, inner: value.trim()};
}

export function parseSearchableAttributes(values: string[]): SearchableAttribute[] {
  return values.flatMap((value, rank) =>
    value.split(',').map((part) => {
      const {modifier, inner} = unwrap(part);
      return {path: inner, rank, unordered: modifier === 'unordered'};
    }),
  );
}

export function parseFacetingAttributes(values: string[]): FacetingAttribute[] {
  return values.map((value) => {
    let current = unwrap(value);
    const modifiers = new Set<string>();
    while (current.modifier) {
      modifiers.add(current.modifier);
      current = unwrap(current.inner);
    }
    return {
      path: current.inner,
      searchable: modifiers.has('searchable'),
      filterOnly: modifiers.has('filterOnly'),
    };
  });
}

export function parseSortCriterion(value: string): SortCriterion | null {
  const {modifier, inner} = unwrap(value);
  if (modifier === 'asc' || modifier === 'desc') return {attribute: inner, direction: modifier};
  return null;
}

const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

export function defaultSettings(overrides: Partial<IndexSettings> = {}): IndexSettings {
  return {
    searchableAttributes: [],
    attributesForFaceting: [],
    customRanking: [],
    ranking: DEFAULT_RANKING,
    hitsPerPage: 20,
    maxValuesPerFacet: 100,
    paginationLimitedTo: 1000,
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    ...overrides,
  };
}

/** The settings object `GET /1/indexes/{index}/settings` answers with. */
export function settingsResponse(settings: IndexSettings): Record<string, unknown> {
  return {
    minWordSizefor1Typo: settings.minWordSizefor1Typo,
    minWordSizefor2Typos: settings.minWordSizefor2Typos,
    hitsPerPage: settings.hitsPerPage,
    maxValuesPerFacet: settings.maxValuesPerFacet,
    paginationLimitedTo: settings.paginationLimitedTo,
    searchableAttributes: settings.searchableAttributes,
    attributesForFaceting: settings.attributesForFaceting,
    attributesToHighlight: settings.attributesToHighlight ?? null,
    attributesToSnippet: settings.attributesToSnippet ?? null,
    unretrievableAttributes: settings.unretrievableAttributes ?? null,
    ranking: settings.ranking,
    customRanking: settings.customRanking,
    ...(settings.replicas ? {replicas: settings.replicas} : {}),
    ...(settings.primary ? {primary: settings.primary} : {}),
    ...(settings.renderingContent ? {renderingContent: settings.renderingContent} : {}),
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
    typoTolerance: true,
    queryType: 'prefixLast',
    version: 2,
  };
}
