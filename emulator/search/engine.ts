/**
 * One searchable index (a primary or a replica): runs a query through filters, matching,
 * ranking, paging, faceting, highlighting and rules, and answers with Algolia's response
 * shape. The heavy structures (IndexData) are built on first use and shared with replicas.
 */
import {createHash} from 'node:crypto';
import {performance} from 'node:perf_hooks';
import {computeFacets, resolveFacetAttributes, searchFacetValues} from './facets';
import {compileFilters, type DocumentPredicate} from './filters/evaluate';
import {parseFacetFilters, parseNumericFilters, parseTagFilters} from './filters/legacy';
import {parseFiltersParameter} from './filters/parser';
import {buildHighlightResult, buildSnippetResult, Highlighter} from './highlight';
import type {IndexData, IndexedDocument} from './index-data';
import {buildQueryWords, matchQuery, type DocumentMatch, type QueryWord} from './matching';
import {buildComparator, customRankingCriteria} from './ranking';
import {applyRules, type QueryRule} from './rules';
import {queryWords} from './text';
import type {
  AlgoliaRecord,
  IndexSettings,
  RankingInfo,
  SearchForFacetValuesResponse,
  SearchParams,
  SearchResponse,
} from './types';

const FILTER_CACHE_LIMIT = 1000;
const filterCache = new Map<string, DocumentPredicate>();

interface CompiledFilters {
  key: string;
  predicate: DocumentPredicate;
}

/** Parses and compiles all four filter parameters once per distinct combination. */
function compileRequestFilters(params: SearchParams): CompiledFilters {
  const key = JSON.stringify([params.filters, params.facetFilters, params.numericFilters, params.tagFilters]);
  const cached = filterCache.get(key);
  if (cached) return {key, predicate: cached};
  const predicate = compileFilters(
    parseFiltersParameter(params.filters),
    parseFacetFilters(params.facetFilters),
    parseNumericFilters(params.numericFilters),
    parseTagFilters(params.tagFilters),
  );
  if (filterCache.size >= FILTER_CACHE_LIMIT) filterCache.clear();
  filterCache.set(key, predicate);
  return {key, predicate};
}

/** Deterministic per index and parameters: 32 lower-case hex characters, like Algolia's. */
function queryIdFor(indexName: string, paramsString: string): string {
  return createHash('md5').update(`${indexName}\n${paramsString}`).digest('hex');
}

/** Copies `path` (a nested attribute, `meta.custom.key`) from a record into `out`, when the record has it. */
function copyNested(record: Record<string, unknown>, out: Record<string, unknown>, path: string[]): void {
  let source: unknown = record;
  for (const key of path) {
    if (!source || typeof source !== 'object' || Array.isArray(source)) return;
    source = (source as Record<string, unknown>)[key];
  }
  if (source === undefined) return;
  let target = out;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    target = (target[key] = next && typeof next === 'object' ? {...next} : {}) as Record<string, unknown>;
  }
  target[path[path.length - 1]] = source;
}

/** Applies attributesToRetrieve (`*`, names, `-name` exclusions) and unretrievableAttributes. */
function retrieveAttributes(
  record: AlgoliaRecord,
  attributesToRetrieve: string[],
  unretrievable: string[] = [],
): Record<string, unknown> {
  const all = attributesToRetrieve.includes('*');
  const excluded = new Set([
    ...unretrievable,
    ...attributesToRetrieve.filter((name) => name.startsWith('-')).map((name) => name.slice(1)),
  ]);
  const out: Record<string, unknown> = {};
  if (all) {
    for (const [key, value] of Object.entries(record)) if (!excluded.has(key)) out[key] = value;
  } else {
    for (const name of attributesToRetrieve) {
      if (excluded.has(name)) continue;
      if (name in record) {
        out[name] = record[name];
        continue;
      }
      copyNested(record, out, name.split('.'));
    }
  }
  out.objectID = record.objectID;
  return out;
}

interface QueryExecution {
  documents: IndexedDocument[];
  matches: Map<number, DocumentMatch> | null;
  words: QueryWord[];
}

export class SearchIndex {
  private cachedUserScores: number[] | null = null;

  constructor(
    readonly name: string,
    readonly settings: IndexSettings,
    private readonly loadData: () => IndexData,
    readonly rules: QueryRule[] = [],
  ) {}

  get data(): IndexData {
    return this.loadData();
  }

  get entries(): number {
    return this.data.size;
  }

  getObject(objectID: string, attributesToRetrieve: string[] = ['*']): Record<string, unknown> | undefined {
    const record = this.data.getObject(objectID);
    return record
      ? retrieveAttributes(record, attributesToRetrieve, this.settings.unretrievableAttributes)
      : undefined;
  }

  /**
   * Matching + filtering + ranking, shared by search and facet-value search. `rankedCount`:
   * how many leading results must be in ranking order (0: none).
   */
  private execute(params: SearchParams, rankedCount: number): QueryExecution {
    const data = this.data;
    const filters = compileRequestFilters(params);
    const mask = data.filterMask(filters.key, filters.predicate);
    const words = buildQueryWords(queryWords(params.query), params);
    const matches = matchQuery(data, words, params);
    const candidates = matches ? [...matches.keys()] : data.documents.map((_, index) => index);
    let kept = candidates.filter((index) => mask[index] === 1);
    if (rankedCount > 0) kept = topRanked(kept, buildComparator(data, this.settings, matches), rankedCount);
    return {documents: kept.map((index) => data.documents[index]), matches, words};
  }

  /** The documents a query and its filters match, unranked (for building derived indices). */
  matchingDocuments(params: SearchParams): IndexedDocument[] {
    return this.execute(params, 0).documents;
  }

  private userScores(): number[] {
    if (this.cachedUserScores) return this.cachedUserScores;
    const data = this.data;
    const order = data.documents.map((_, index) => index);
    order.sort(buildComparator(data, {...this.settings, ranking: ['custom']}, null));
    const scores = new Array<number>(order.length);
    order.forEach((documentIndex, rank) => (scores[documentIndex] = order.length - rank));
    this.cachedUserScores = scores;
    return scores;
  }

  private rankingInfo(document: IndexedDocument, match: DocumentMatch | undefined): RankingInfo {
    return {
      nbTypos: match?.nbTypos ?? 0,
      firstMatchedWord: match?.firstMatchedWord ?? 0,
      proximityDistance: match?.proximityDistance ?? 0,
      userScore: customRankingCriteria(this.settings).length > 0 ? this.userScores()[document.position] : 0,
      geoDistance: 0,
      geoPrecision: 1,
      nbExactWords: match?.nbExactWords ?? 0,
      words: match?.words ?? 0,
      filters: 0,
    };
  }

  search(params: SearchParams): SearchResponse {
    const started = performance.now();
    const rules = params.enableRules ? applyRules(this.rules, params.query, params.ruleContexts) : null;
    const wanted =
      params.offset !== undefined
        ? params.offset + (params.length ?? params.hitsPerPage)
        : (params.page + 1) * params.hitsPerPage;
    const {documents, matches, words} = this.execute(
      params,
      Math.min(wanted, this.settings.paginationLimitedTo),
    );

    const nbHits = documents.length;
    const limit = this.settings.paginationLimitedTo;
    const hitsPerPage = params.hitsPerPage;
    const nbPages =
      hitsPerPage > 0 ? Math.min(Math.ceil(nbHits / hitsPerPage), Math.ceil(limit / hitsPerPage)) : 0;
    const start = params.offset !== undefined ? params.offset : params.page * hitsPerPage;
    const count = params.offset !== undefined ? (params.length ?? hitsPerPage) : hitsPerPage;
    const end = Math.min(start + count, limit, nbHits);
    const pageDocuments = start < end ? documents.slice(start, end) : [];

    const highlighter = new Highlighter(
      words,
      params.highlightPreTag,
      params.highlightPostTag,
      params.snippetEllipsisText,
    );
    const highlightAttributes =
      params.attributesToHighlight ?? this.data.searchableAttributes.map((attribute) => attribute.path);
    const hits = pageDocuments.map((document) => {
      const hit = retrieveAttributes(
        document.record,
        params.attributesToRetrieve,
        this.settings.unretrievableAttributes,
      );
      if (highlightAttributes.length > 0)
        hit._highlightResult = buildHighlightResult(document.record, highlightAttributes, highlighter);
      if (params.attributesToSnippet.length > 0)
        hit._snippetResult = buildSnippetResult(document.record, params.attributesToSnippet, highlighter);
      if (params.getRankingInfo)
        hit._rankingInfo = this.rankingInfo(document, matches?.get(document.position));
      return hit;
    });

    const response: SearchResponse = {
      hits,
      nbHits,
      page: params.offset !== undefined ? Math.floor(start / Math.max(count, 1)) : params.page,
      nbPages,
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: {nbHits: true, typo: true},
      query: params.query,
      params: params.paramsString,
      index: this.name,
      renderingContent: {...(this.settings.renderingContent ?? {}), ...(rules?.renderingContent ?? {})},
      processingTimeMS: 0,
      serverTimeMS: 0,
    };
    if (params.offset !== undefined) {
      response.offset = params.offset;
      response.length = count;
    }
    const facetAttributes = resolveFacetAttributes(this.data, params.facets);
    if (params.facets.length > 0) {
      const {facets, facetsStats} = computeFacets(
        documents,
        facetAttributes,
        params.maxValuesPerFacet,
        params.sortFacetValuesBy,
      );
      response.facets = facets;
      if (Object.keys(facetsStats).length > 0) response.facets_stats = facetsStats;
      response.exhaustiveFacetsCount = true;
      response.exhaustive.facetsCount = true;
    }
    if (rules && rules.appliedRules.length > 0) {
      response.userData = rules.userData;
      response.appliedRules = rules.appliedRules;
    }
    if (params.clickAnalytics) response.queryID = queryIdFor(this.name, params.paramsString);
    if (params.getRankingInfo) {
      response.serverUsed = 'emulator-search-1';
      response.indexUsed = this.name;
      response.parsedQuery = words.map((word) => word.word).join(' ');
      response.timeoutCounts = false;
      response.timeoutHits = false;
    }
    const elapsed = Math.round(performance.now() - started);
    response.processingTimeMS = Math.max(1, elapsed);
    response.processingTimingsMS = {_request: {roundTrip: 0}, total: Math.max(1, elapsed)};
    response.serverTimeMS = Math.max(1, elapsed);
    return filterResponseFields(response, params.responseFields);
  }

  searchForFacetValues(params: SearchParams): SearchForFacetValuesResponse {
    const started = performance.now();
    const facetQuery = params.facetQuery!;
    const {documents} = this.execute(params, 0);
    const facetHits = searchFacetValues(
      this.data,
      documents,
      facetQuery.facet,
      facetQuery.facetQuery,
      facetQuery.maxFacetHits,
      {
        pre: params.highlightPreTag,
        post: params.highlightPostTag,
      },
    );
    return {
      facetHits,
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
    };
  }
}

/**
 * Orders the first `count` results exactly (the rest keep an unspecified order): a bounded
 * insertion for the few hits a page needs, a full sort otherwise.
 */
function topRanked(indexes: number[], compare: (a: number, b: number) => number, count: number): number[] {
  if (count * 8 >= indexes.length) return indexes.sort(compare);
  const top: number[] = [];
  const rest: number[] = [];
  for (const index of indexes) {
    if (top.length < count || compare(index, top[top.length - 1]) < 0) {
      let position = top.length;
      while (position > 0 && compare(index, top[position - 1]) < 0) position--;
      top.splice(position, 0, index);
      if (top.length > count) rest.push(top.pop()!);
    } else {
      rest.push(index);
    }
  }
  return top.concat(rest);
}

function filterResponseFields(response: SearchResponse, fields: string[]): SearchResponse {
  if (fields.includes('*')) return response;
  const kept = new Set(fields);
  for (const key of Object.keys(response)) if (!kept.has(key)) delete response[key];
  return response;
}
