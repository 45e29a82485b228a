/**
 * Matches query words against an index's vocabulary the way Algolia does by default: every
 * word must match (AND), the last word also as a prefix (`queryType: prefixLast`), words of
 * 4+ characters tolerate one typo and 8+ two (Damerau: a swap is one typo). For each matched
 * document it computes the signals of Algolia's tie-breaking ranking.
 */
import type {IndexData, Posting} from './index-data';
import {boundedEditDistance} from './text';
import type {SearchParams} from './types';

export interface QueryWord {
  word: string;
  allowedTypos: number;
  prefix: boolean;
}

export interface DocumentMatch {
  document: number;
  nbTypos: number;
  nbExactWords: number;
  /** attributeRank * 1000 + position of the best-placed matched word. */
  firstMatchedWord: number;
  proximityDistance: number;
  words: number;
}

interface TermCandidate {
  term: string;
  postings: Posting[];
  typos: number;
  exact: boolean;
}

interface WordHit {
  typos: number;
  exact: boolean;
  postings: Posting[];
}

const MAX_PROXIMITY = 8;
const CANDIDATE_CACHE_LIMIT = 5000;

function allowedTyposFor(
  word: string,
  params: Pick<SearchParams, 'typoTolerance' | 'minWordSizefor1Typo' | 'minWordSizefor2Typos'>,
): number {
  if (params.typoTolerance === false) return 0;
  const length = [...word].length;
  if (length >= params.minWordSizefor2Typos) return 2;
  if (length >= params.minWordSizefor1Typo) return 1;
  return 0;
}

export function buildQueryWords(words: string[], params: SearchParams): QueryWord[] {
  return words.map((word, index) => ({
    word,
    allowedTypos: /^\d+$/.test(word) ? 0 : allowedTyposFor(word, params),
    prefix:
      params.queryType === 'prefixAll' || (params.queryType === 'prefixLast' && index === words.length - 1),
  }));
}

function exactNeighbour(data: IndexData, term: string): Array<[string, [Posting[], number]]> {
  const postings = data.vocabulary.get(term);
  return postings ? [[term, [postings, 0]]] : [];
}

function termCandidates(data: IndexData, query: QueryWord): TermCandidate[] {
  const cacheKey = `${query.word}|${query.prefix ? 1 : 0}|${query.allowedTypos}`;
  const cached = data.termCandidateCache.get(cacheKey) as TermCandidate[] | undefined;
  if (cached) return cached;
  const byTerm = new Map<string, TermCandidate>();
  const exact = data.vocabulary.get(query.word);
  if (exact) byTerm.set(query.word, {term: query.word, postings: exact, typos: 0, exact: true});
  if (query.prefix) {
    for (const [term, postings] of data.vocabulary.atPrefix(query.word)) {
      if (!byTerm.has(term)) byTerm.set(term, {term, postings, typos: 0, exact: false});
    }
  }
  if (query.allowedTypos > 0) {
    // Levenshtein neighbours, plus neighbours of each adjacent swap so that a transposition
    // counts as one typo (Damerau), as Algolia counts it.
    const probes: Array<[string, number]> = [[query.word, query.allowedTypos]];
    for (let i = 0; i + 1 < query.word.length; i++) {
      if (query.word[i] === query.word[i + 1]) continue;
      probes.push([
        query.word.slice(0, i) + query.word[i + 1] + query.word[i] + query.word.slice(i + 2),
        query.allowedTypos - 1,
      ]);
    }
    for (const [probe, distance] of probes) {
      const neighbours: Iterable<[string, [Posting[], number]]> =
        distance === 0 ? exactNeighbour(data, probe) : data.vocabulary.fuzzyGet(probe, distance);
      for (const [term, [postings]] of neighbours) {
        if (byTerm.has(term)) continue;
        const typos = boundedEditDistance(query.word, term, query.allowedTypos);
        if (typos <= query.allowedTypos) byTerm.set(term, {term, postings, typos, exact: false});
      }
    }
  }
  const candidates = [...byTerm.values()].sort((a, b) => a.typos - b.typos);
  if (data.termCandidateCache.size >= CANDIDATE_CACHE_LIMIT) data.termCandidateCache.clear();
  data.termCandidateCache.set(cacheKey, candidates);
  return candidates;
}

function hitsForWord(
  data: IndexData,
  query: QueryWord,
  allowedAttributes: Set<number> | null,
): Map<number, WordHit> {
  const hits = new Map<number, WordHit>();
  for (const candidate of termCandidates(data, query)) {
    for (const posting of candidate.postings) {
      if (allowedAttributes && !allowedAttributes.has(posting.attributeIndex)) continue;
      const hit = hits.get(posting.document);
      if (!hit) {
        hits.set(posting.document, {typos: candidate.typos, exact: candidate.exact, postings: [posting]});
        continue;
      }
      hit.postings.push(posting);
      if (candidate.typos < hit.typos) hit.typos = candidate.typos;
      if (candidate.exact) hit.exact = true;
    }
  }
  return hits;
}

function proximityBetween(first: Posting[], second: Posting[]): number {
  let best = MAX_PROXIMITY;
  for (const a of first) {
    for (const b of second) {
      if (a.attributeIndex !== b.attributeIndex) continue;
      const distance = Math.max(1, Math.abs(b.position - a.position) + (b.position < a.position ? 1 : 0));
      if (distance < best) best = distance;
    }
  }
  return best;
}

function firstMatchedWord(postings: Posting[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const posting of postings) {
    const score = posting.attributeRank * 1000 + (posting.unordered ? 0 : Math.min(posting.position, 999));
    if (score < best) best = score;
  }
  return best;
}

/**
 * Returns the matching documents with their ranking signals, or null when the query has no
 * words (every document matches).
 */
export function matchQuery(
  data: IndexData,
  words: QueryWord[],
  params: SearchParams,
): Map<number, DocumentMatch> | null {
  if (words.length === 0) return null;
  let allowedAttributes: Set<number> | null = null;
  if (params.restrictSearchableAttributes.length > 0) {
    const restricted = new Set(params.restrictSearchableAttributes);
    allowedAttributes = new Set(
      data.searchableAttributes.flatMap((attribute, index) =>
        restricted.has(attribute.path) ? [index] : [],
      ),
    );
  }
  const perWord = words.map((word) => hitsForWord(data, word, allowedAttributes));
  const smallest = perWord.reduce((a, b) => (b.size < a.size ? b : a));
  const matches = new Map<number, DocumentMatch>();
  for (const documentIndex of smallest.keys()) {
    const wordHits: WordHit[] = [];
    for (const hits of perWord) {
      const hit = hits.get(documentIndex);
      if (!hit) break;
      wordHits.push(hit);
    }
    if (wordHits.length !== perWord.length) continue;
    let proximity = 0;
    for (let i = 0; i + 1 < wordHits.length; i++)
      proximity += proximityBetween(wordHits[i].postings, wordHits[i + 1].postings);
    matches.set(documentIndex, {
      document: documentIndex,
      nbTypos: wordHits.reduce((sum, hit) => sum + hit.typos, 0),
      nbExactWords: wordHits.filter((hit) => hit.exact).length,
      firstMatchedWord: Math.min(...wordHits.map((hit) => firstMatchedWord(hit.postings))),
      proximityDistance: proximity,
      words: wordHits.length,
    });
  }
  if (params.typoTolerance === 'min' || params.typoTolerance === 'strict') {
    const fewest = Math.min(...[...matches.values()].map((match) => match.nbTypos));
    const limit = params.typoTolerance === 'min' ? fewest : fewest + 1;
    for (const [documentIndex, match] of matches) if (match.nbTypos > limit) matches.delete(documentIndex);
  }
  return matches;
}
