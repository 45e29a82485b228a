/**
 * Reads search parameters from any of the shapes the clients send — v5's flattened object,
 * the legacy `{params: "query=...&hitsPerPage=4"}` string, or both — validates the names,
 * coerces the values and applies the index's defaults.
 */
import {badRequest} from './errors';
import type {IndexSettings, QueryType, SearchParams, TypoTolerance} from './types';

/** Every search-time parameter Algolia accepts; unsupported ones are accepted and ignored. */
const KNOWN_PARAMETERS = new Set([
  'query',
  'similarQuery',
  'filters',
  'facetFilters',
  'optionalFilters',
  'numericFilters',
  'tagFilters',
  'sumOrFiltersScores',
  'restrictSearchableAttributes',
  'facets',
  'facetingAfterDistinct',
  'page',
  'offset',
  'length',
  'aroundLatLng',
  'aroundLatLngViaIP',
  'aroundRadius',
  'aroundPrecision',
  'minimumAroundRadius',
  'insideBoundingBox',
  'insidePolygon',
  'naturalLanguages',
  'ruleContexts',
  'personalizationImpact',
  'userToken',
  'getRankingInfo',
  'synonyms',
  'clickAnalytics',
  'analytics',
  'analyticsTags',
  'percentileComputation',
  'enableABTest',
  'attributesToRetrieve',
  'ranking',
  'relevancyStrictness',
  'attributesToHighlight',
  'attributesToSnippet',
  'highlightPreTag',
  'highlightPostTag',
  'snippetEllipsisText',
  'restrictHighlightAndSnippetArrays',
  'hitsPerPage',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
  'typoTolerance',
  'allowTyposOnNumericTokens',
  'disableTypoToleranceOnAttributes',
  'ignorePlurals',
  'removeStopWords',
  'queryLanguages',
  'decompoundQuery',
  'enableRules',
  'enablePersonalization',
  'queryType',
  'removeWordsIfNoResults',
  'mode',
  'semanticSearch',
  'advancedSyntax',
  'optionalWords',
  'disableExactOnAttributes',
  'exactOnSingleWordQuery',
  'alternativesAsExact',
  'advancedSyntaxFeatures',
  'distinct',
  'replaceSynonymsInHighlight',
  'minProximity',
  'responseFields',
  'maxValuesPerFacet',
  'sortFacetValuesBy',
  'attributeCriteriaComputedByMinProximity',
  'renderingContent',
  'enableReRanking',
  'reRankingApplyFilter',
  'explain',
  'keepDiacriticsOnCharacters',
  'customRanking',
  'maxFacetHits',
  'facetQuery',
  'facet',
  'cacheable',
  'extensions',
  'x-algolia-agent',
  'aroundLatLngViaIp',
  'hitsPerPageOverride',
]);

/** Keys of a multi-query entry that are envelope, not parameters. */
const ENVELOPE_KEYS = new Set(['indexName', 'params', 'type']);

const MAX_HITS_PER_PAGE = 1000;

export type RawParams = Record<string, unknown>;

/** Parses `query=a&hitsPerPage=4&facets=%5B%22*%22%5D` into string values. */
export function parseParamsString(params: string): RawParams {
  const raw: RawParams = {};
  for (const [key, value] of new URLSearchParams(params)) raw[key] = value;
  return raw;
}

function serializeValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The `params` string Algolia echoes back for object-form parameters. */
function serializeParams(raw: RawParams): string {
  return Object.entries(raw)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(serializeValue(value))}`)
    .join('&');
}

/**
 * Collects the raw parameters of one request (single-index body or multi-query entry) and the
 * `params` string to echo.
 */
export function collectRawParams(entry: Record<string, unknown>): {raw: RawParams; paramsString: string} {
  const raw: RawParams = {};
  const parts: string[] = [];
  const objectForm: RawParams = {};
  if (typeof entry.params === 'string') {
    Object.assign(raw, parseParamsString(entry.params));
    if (entry.params.length > 0) parts.push(entry.params);
  } else if (entry.params && typeof entry.params === 'object') {
    Object.assign(objectForm, entry.params as RawParams);
  }
  for (const [key, value] of Object.entries(entry)) {
    if (!ENVELOPE_KEYS.has(key) && value !== undefined) objectForm[key] = value;
  }
  Object.assign(raw, objectForm);
  const serialized = serializeParams(objectForm);
  if (serialized.length > 0) parts.push(serialized);
  return {raw, paramsString: parts.join('&')};
}

function invalid(name: string, expected: string): never {
  throw badRequest(`Invalid value for "${name}" parameter, expected ${expected}`);
}

function readInteger(name: string, value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isInteger(number)) invalid(name, 'an integer');
  return number;
}

function readBoolean(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return invalid(name, 'a boolean');
}

function readString(name: string, value: unknown, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return invalid(name, 'a string');
}

/** Accepts arrays, JSON-encoded arrays and comma-separated strings. */
export function readStringList(name: string, value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((item) => readString(name, item, ''));
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        return readStringList(name, JSON.parse(trimmed));
      } catch {
        invalid(name, 'an array of strings');
      }
    }
    return trimmed.length === 0 ? [] : trimmed.split(',').map((item) => item.trim());
  }
  return invalid(name, 'an array of strings');
}

/** Filter arrays arrive JSON-encoded in the string form. */
function readFilterInput(value: unknown): unknown {
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

function readTypoTolerance(value: unknown): TypoTolerance {
  if (value === undefined || value === null || value === '') return true;
  if (value === 'min' || value === 'strict') return value;
  return readBoolean('typoTolerance', value, true);
}

function readQueryType(value: unknown): QueryType {
  if (value === undefined || value === null || value === '') return 'prefixLast';
  if (value === 'prefixLast' || value === 'prefixAll' || value === 'prefixNone') return value;
  return invalid('queryType', 'one of prefixLast, prefixAll, prefixNone');
}

function readSortFacetValuesBy(value: unknown): 'count' | 'alpha' {
  if (value === undefined || value === null || value === '') return 'count';
  if (value === 'count' || value === 'alpha') return value;
  return invalid('sortFacetValuesBy', 'count or alpha');
}

export interface FacetQueryInput {
  facet: string;
  facetQuery?: unknown;
  maxFacetHits?: unknown;
}

/** Validates names and builds the normalised parameters for one query. */
export function buildSearchParams(
  raw: RawParams,
  paramsString: string,
  settings: IndexSettings,
  facetQuery?: FacetQueryInput,
): SearchParams {
  for (const key of Object.keys(raw)) {
    if (!KNOWN_PARAMETERS.has(key)) throw badRequest(`Unknown parameter: ${key}`);
  }
  const hitsPerPage = Math.min(
    readInteger('hitsPerPage', raw.hitsPerPage) ?? settings.hitsPerPage,
    MAX_HITS_PER_PAGE,
  );
  if (hitsPerPage < 0) invalid('hitsPerPage', 'a positive integer');
  const page = readInteger('page', raw.page) ?? 0;
  if (page < 0) invalid('page', 'a positive integer');
  const offset = readInteger('offset', raw.offset);
  const length = readInteger('length', raw.length);
  const maxValuesPerFacet = Math.min(
    readInteger('maxValuesPerFacet', raw.maxValuesPerFacet) ?? settings.maxValuesPerFacet,
    1000,
  );
  return {
    query: readString('query', raw.query, '').slice(0, 512),
    filters: readString('filters', raw.filters, ''),
    facetFilters: readFilterInput(raw.facetFilters),
    numericFilters: readFilterInput(raw.numericFilters),
    tagFilters: readFilterInput(raw.tagFilters),
    facets: readStringList('facets', raw.facets) ?? [],
    maxValuesPerFacet,
    sortFacetValuesBy: readSortFacetValuesBy(raw.sortFacetValuesBy),
    hitsPerPage,
    page,
    offset,
    length: offset !== undefined ? (length ?? hitsPerPage) : undefined,
    attributesToRetrieve: readStringList('attributesToRetrieve', raw.attributesToRetrieve) ?? ['*'],
    attributesToHighlight:
      readStringList('attributesToHighlight', raw.attributesToHighlight) ?? settings.attributesToHighlight,
    attributesToSnippet:
      readStringList('attributesToSnippet', raw.attributesToSnippet) ?? settings.attributesToSnippet ?? [],
    highlightPreTag: readString('highlightPreTag', raw.highlightPreTag, '<em>'),
    highlightPostTag: readString('highlightPostTag', raw.highlightPostTag, '</em>'),
    snippetEllipsisText: readString('snippetEllipsisText', raw.snippetEllipsisText, '…'),
    restrictHighlightAndSnippetArrays: readBoolean(
      'restrictHighlightAndSnippetArrays',
      raw.restrictHighlightAndSnippetArrays,
      false,
    ),
    restrictSearchableAttributes:
      readStringList('restrictSearchableAttributes', raw.restrictSearchableAttributes) ?? [],
    typoTolerance: readTypoTolerance(raw.typoTolerance),
    minWordSizefor1Typo:
      readInteger('minWordSizefor1Typo', raw.minWordSizefor1Typo) ?? settings.minWordSizefor1Typo,
    minWordSizefor2Typos:
      readInteger('minWordSizefor2Typos', raw.minWordSizefor2Typos) ?? settings.minWordSizefor2Typos,
    queryType: readQueryType(raw.queryType),
    enableRules: readBoolean('enableRules', raw.enableRules, true),
    ruleContexts: readStringList('ruleContexts', raw.ruleContexts) ?? [],
    analytics: readBoolean('analytics', raw.analytics, true),
    clickAnalytics: readBoolean('clickAnalytics', raw.clickAnalytics, false),
    analyticsTags: readStringList('analyticsTags', raw.analyticsTags) ?? [],
    userToken: raw.userToken === undefined ? undefined : readString('userToken', raw.userToken, ''),
    getRankingInfo: readBoolean('getRankingInfo', raw.getRankingInfo, false),
    responseFields: readStringList('responseFields', raw.responseFields) ?? ['*'],
    facetQuery: facetQuery
      ? {
          facet: facetQuery.facet,
          facetQuery: readString('facetQuery', facetQuery.facetQuery, ''),
          maxFacetHits: Math.min(readInteger('maxFacetHits', facetQuery.maxFacetHits) ?? 10, 100),
        }
      : undefined,
    paramsString,
  };
}
