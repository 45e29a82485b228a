/**
 * The precomputed form of an index's records: per-document filter values, facet display
 * values, sort keys and an inverted index (radix tree of terms → postings) for matching.
 * Replicas share one IndexData with their primary; only the ranking differs.
 */
import SearchableMap from 'minisearch/SearchableMap';
import type {DocumentPredicate, FilterableDocument} from './filters/evaluate';
import {
  parseFacetingAttributes,
  parseSearchableAttributes,
  type FacetingAttribute,
  type SearchableAttribute,
} from './settings';
import {tokenize} from './text';
import type {AlgoliaRecord, IndexSettings, JsonValue} from './types';

/**
 * A record plus lazily computed, cached views of its values per attribute path: the first
 * query filtering or faceting on an attribute pays for reading it, later ones do not.
 */
export class IndexedDocument implements FilterableDocument {
  readonly tags: Set<string>;
  private readonly folded = new Map<string, Set<string> | undefined>();
  private readonly display = new Map<string, string[] | undefined>();
  private readonly numbers = new Map<string, number[] | undefined>();

  constructor(
    readonly record: AlgoliaRecord,
    /** Insertion order: the last ranking tie-break. */
    readonly position: number,
  ) {
    this.tags = new Set(
      Array.isArray(record._tags) ? record._tags.filter((tag): tag is string => typeof tag === 'string') : [],
    );
  }

  private read(attribute: string): void {
    const display: string[] = [];
    const folded = new Set<string>();
    const numbers: number[] = [];
    forEachLeaf(valueAtPath(this.record, attribute), '', (_path, leaf) => {
      const text = String(leaf);
      const key = text.toLowerCase();
      if (!folded.has(key)) {
        folded.add(key);
        display.push(text);
      }
      if (typeof leaf === 'number' || typeof leaf === 'boolean') numbers.push(Number(leaf));
    });
    const empty = display.length === 0;
    this.folded.set(attribute, empty ? undefined : folded);
    this.display.set(attribute, empty ? undefined : display);
    this.numbers.set(attribute, numbers.length === 0 ? undefined : numbers);
  }

  /** Lower-cased string form of every value (facet filters). */
  facetValues(attribute: string): Set<string> | undefined {
    if (!this.folded.has(attribute)) this.read(attribute);
    return this.folded.get(attribute);
  }

  /** Original-case values, de-duplicated (facet counts). */
  facetDisplayValues(attribute: string): string[] | undefined {
    if (!this.display.has(attribute)) this.read(attribute);
    return this.display.get(attribute);
  }

  /** Numeric values; booleans count as 0/1 (numeric filters, facet stats). */
  numericValues(attribute: string): number[] | undefined {
    if (!this.numbers.has(attribute)) this.read(attribute);
    return this.numbers.get(attribute);
  }
}

/** One occurrence of a term in a searchable attribute. */
export interface Posting {
  document: number;
  /** Index into IndexData.searchableAttributes (for restrictSearchableAttributes). */
  attributeIndex: number;
  /** Rank of the searchable attribute (0 = most important). */
  attributeRank: number;
  /** Word position inside the attribute (array elements are spaced apart). */
  position: number;
  unordered: boolean;
}

const ARRAY_ELEMENT_GAP = 8;
const FILTER_MASK_LIMIT = 500;

/** Visits every scalar leaf of a value with its dotted path (arrays do not add a segment). */
function forEachLeaf(
  value: JsonValue | undefined,
  path: string,
  visit: (path: string, leaf: string | number | boolean) => void,
): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) forEachLeaf(item, path, visit);
    return;
  }
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value))
      forEachLeaf(inner, path ? `${path}.${key}` : key, visit);
    return;
  }
  visit(path, value);
}

/** Reads a dotted path from a record, collecting across arrays. */
function valueAtPath(record: AlgoliaRecord, path: string): JsonValue | undefined {
  if (path in record) return record[path];
  let current: JsonValue | undefined = record as unknown as JsonValue;
  for (const segment of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      const collected: JsonValue[] = current
        .map((item) => (item && typeof item === 'object' && !Array.isArray(item) ? item[segment] : undefined))
        .filter((item): item is JsonValue => item !== undefined);
      current = collected;
    } else {
      current = current[segment];
    }
  }
  return current;
}

export class IndexData {
  readonly documents: IndexedDocument[];
  readonly searchableAttributes: SearchableAttribute[];
  readonly facetingAttributes: FacetingAttribute[];
  readonly vocabulary = new SearchableMap<Posting[]>();
  private readonly byObjectID = new Map<string, IndexedDocument>();
  private readonly sortKeyCache = new Map<string, Array<number | string | undefined>>();
  private readonly filterMasks = new Map<string, Uint8Array>();
  /** Query word → matching vocabulary terms, memoised (queries repeat while typing). */
  readonly termCandidateCache = new Map<string, unknown>();

  constructor(records: AlgoliaRecord[], settings: IndexSettings) {
    this.searchableAttributes = parseSearchableAttributes(settings.searchableAttributes);
    this.facetingAttributes = parseFacetingAttributes(settings.attributesForFaceting);
    this.documents = records.map((record, position) => new IndexedDocument(record, position));
    for (const document of this.documents) this.byObjectID.set(document.record.objectID, document);
    this.indexTerms();
  }

  get size(): number {
    return this.documents.length;
  }

  /** Which documents a filter keeps (1/0 per document), computed once per distinct filter. */
  filterMask(key: string, predicate: DocumentPredicate): Uint8Array {
    let mask = this.filterMasks.get(key);
    if (!mask) {
      mask = new Uint8Array(this.documents.length);
      this.documents.forEach((document, index) => (mask![index] = predicate(document) ? 1 : 0));
      if (this.filterMasks.size >= FILTER_MASK_LIMIT) this.filterMasks.clear();
      this.filterMasks.set(key, mask);
    }
    return mask;
  }

  getObject(objectID: string): AlgoliaRecord | undefined {
    return this.byObjectID.get(objectID)?.record;
  }

  private indexTerms(): void {
    const postingsByTerm = new Map<string, Posting[]>();
    this.documents.forEach((document, documentIndex) => {
      this.searchableAttributes.forEach((attribute, attributeIndex) => {
        let position = 0;
        const value = valueAtPath(document.record, attribute.path);
        const strings: string[] = [];
        forEachLeaf(value, '', (_path, leaf) => strings.push(String(leaf)));
        for (const text of strings) {
          for (const token of tokenize(text)) {
            let postings = postingsByTerm.get(token.term);
            if (!postings) postingsByTerm.set(token.term, (postings = []));
            postings.push({
              document: documentIndex,
              attributeIndex,
              attributeRank: attribute.rank,
              position,
              unordered: attribute.unordered,
            });
            position++;
          }
          position += ARRAY_ELEMENT_GAP;
        }
      });
    });
    for (const [term, postings] of postingsByTerm) this.vocabulary.set(term, postings);
  }

  /**
   * The value a sort criterion reads, per document: numbers compare numerically, strings
   * alphabetically; arrays use their smallest (asc) or largest (desc) element.
   */
  sortKeys(attribute: string, direction: 'asc' | 'desc'): Array<number | string | undefined> {
    const cacheKey = `${direction}:${attribute}`;
    const cached = this.sortKeyCache.get(cacheKey);
    if (cached) return cached;
    const keys = this.documents.map((document) => {
      const scalars: Array<number | string> = [];
      forEachLeaf(valueAtPath(document.record, attribute), '', (_path, leaf) => {
        scalars.push(typeof leaf === 'boolean' ? Number(leaf) : leaf);
      });
      if (scalars.length === 0) return undefined;
      const sorted = [...scalars].sort((a, b) => compareScalars(a, b));
      return direction === 'asc' ? sorted[0] : sorted[sorted.length - 1];
    });
    this.sortKeyCache.set(cacheKey, keys);
    return keys;
  }
}

export function compareScalars(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}
