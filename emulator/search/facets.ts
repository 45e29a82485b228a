/**
 * Facet counts (`facets`), numeric statistics (`facets_stats`) and facet-value search, over
 * the documents a query matched. Only attributes declared in attributesForFaceting (and not
 * `filterOnly`) are counted, as on Algolia.
 */
import {badRequest} from './errors';
import type {IndexData, IndexedDocument} from './index-data';
import {foldText, tokenize} from './text';
import type {FacetHit, FacetStats} from './types';

export function resolveFacetAttributes(data: IndexData, requested: string[]): string[] {
  const countable = data.facetingAttributes
    .filter((attribute) => !attribute.filterOnly)
    .map((attribute) => attribute.path);
  if (requested.includes('*')) return countable;
  const declared = new Set(countable);
  const names = requested.map((name) => name.replace(/^disjunctive\((.+)\)$/, '$1'));
  return [...new Set(names)].filter((name) => declared.has(name));
}

function countValues(documents: IndexedDocument[], attribute: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const document of documents) {
    const values = document.facetDisplayValues(attribute);
    if (!values) continue;
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

function orderCounts(counts: Map<string, number>, sortBy: 'count' | 'alpha'): Array<[string, number]> {
  const entries = [...counts.entries()];
  if (sortBy === 'alpha') return entries.sort(([a], [b]) => a.localeCompare(b));
  return entries.sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b));
}

export interface FacetComputation {
  facets: Record<string, Record<string, number>>;
  facetsStats: Record<string, FacetStats>;
}

export function computeFacets(
  documents: IndexedDocument[],
  attributes: string[],
  maxValuesPerFacet: number,
  sortBy: 'count' | 'alpha',
): FacetComputation {
  const facets: Record<string, Record<string, number>> = {};
  const facetsStats: Record<string, FacetStats> = {};
  for (const attribute of attributes) {
    const counts = countValues(documents, attribute);
    // Like Algolia, an attribute without any value among the hits is left out.
    if (counts.size === 0) continue;
    facets[attribute] = Object.fromEntries(orderCounts(counts, sortBy).slice(0, maxValuesPerFacet));
    const stats = numericStats(documents, attribute);
    if (stats) facetsStats[attribute] = stats;
  }
  return {facets, facetsStats};
}

/** Stats exist only for attributes whose values are all numeric. */
function numericStats(documents: IndexedDocument[], attribute: string): FacetStats | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let count = 0;
  for (const document of documents) {
    const numbers = document.numericValues(attribute);
    const allValues = document.facetValues(attribute);
    if (!allValues) continue;
    if (!numbers || numbers.length < allValues.size) return null;
    const raw = document.record[attribute];
    if (typeof raw === 'boolean' || (Array.isArray(raw) && raw.some((item) => typeof item === 'boolean')))
      return null;
    for (const value of numbers) {
      min = Math.min(min, value);
      max = Math.max(max, value);
      sum += value;
      count++;
    }
  }
  if (count === 0) return null;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {min, max, avg: round(sum / count), sum: round(sum)};
}

/** searchForFacetValues: values of one facet whose words start with the facet query. */
export function searchFacetValues(
  data: IndexData,
  documents: IndexedDocument[],
  facet: string,
  facetQuery: string,
  maxFacetHits: number,
  tags: {pre: string; post: string},
): FacetHit[] {
  const attribute = data.facetingAttributes.find((candidate) => candidate.path === facet);
  if (!attribute || !attribute.searchable) {
    throw badRequest(
      `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
    );
  }
  const queryTokens = tokenize(facetQuery).map((token) => token.term);
  const counts = countValues(documents, facet);
  const hits: FacetHit[] = [];
  for (const [value, count] of orderCounts(counts, 'count')) {
    const highlighted = highlightFacetValue(value, queryTokens, tags);
    if (highlighted !== null) hits.push({value, highlighted, count});
    if (hits.length >= maxFacetHits) break;
  }
  return hits;
}

/** Every query word must prefix a word of the value; returns the highlighted value or null. */
function highlightFacetValue(
  value: string,
  queryTokens: string[],
  tags: {pre: string; post: string},
): string | null {
  if (queryTokens.length === 0) return value;
  const tokens = tokenize(value);
  const used = new Set<number>();
  const marks: Array<{start: number; end: number}> = [];
  for (const query of queryTokens) {
    const index = tokens.findIndex(
      (token, tokenIndex) => !used.has(tokenIndex) && token.term.startsWith(foldText(query)),
    );
    if (index < 0) return null;
    used.add(index);
    const token = tokens[index];
    marks.push({start: token.start, end: token.originalEnds[Math.min(query.length, token.term.length) - 1]});
  }
  marks.sort((a, b) => a.start - b.start);
  let out = '';
  let cursor = 0;
  for (const mark of marks) {
    out += value.slice(cursor, mark.start) + tags.pre + value.slice(mark.start, mark.end) + tags.post;
    cursor = mark.end;
  }
  return out + value.slice(cursor);
}
