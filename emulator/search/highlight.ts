/**
 * `_highlightResult` and `_snippetResult` as Algolia builds them: every query word found in
 * an attribute is wrapped in the highlight tags (a prefix match only up to the typed
 * letters), with matchLevel none/partial/full, matchedWords and fullyHighlighted.
 */
import type {QueryWord} from './matching';
import {boundedEditDistance, tokenize} from './text';
import type {
  AlgoliaRecord,
  HighlightResult,
  HighlightResultOption,
  JsonValue,
  MatchLevel,
  SnippetResult,
} from './types';

interface TokenMatch {
  wordIndex: number;
  /** Folded characters to highlight; Infinity for the whole token. */
  chars: number;
}

const HIDDEN_ATTRIBUTES = new Set(['objectID', '_highlightResult', '_snippetResult', '_rankingInfo']);

export class Highlighter {
  private readonly tokenCache = new Map<string, TokenMatch | null>();

  constructor(
    private readonly words: QueryWord[],
    private readonly preTag: string,
    private readonly postTag: string,
    private readonly ellipsis: string,
  ) {}

  private matchTerm(term: string): TokenMatch | null {
    const cached = this.tokenCache.get(term);
    if (cached !== undefined) return cached;
    let best: {match: TokenMatch; quality: number} | null = null;
    this.words.forEach((query, wordIndex) => {
      let candidate: {match: TokenMatch; quality: number} | null = null;
      if (term === query.word) candidate = {match: {wordIndex, chars: Infinity}, quality: 3};
      else if (query.prefix && term.startsWith(query.word))
        candidate = {match: {wordIndex, chars: query.word.length}, quality: 2};
      else if (
        query.allowedTypos > 0 &&
        boundedEditDistance(query.word, term, query.allowedTypos) <= query.allowedTypos
      ) {
        candidate = {match: {wordIndex, chars: Infinity}, quality: 1};
      }
      if (candidate && (!best || candidate.quality > best.quality)) best = candidate;
    });
    const result = best ? (best as {match: TokenMatch}).match : null;
    this.tokenCache.set(term, result);
    return result;
  }

  private matchLevel(matched: Set<number>): MatchLevel {
    if (matched.size === 0) return 'none';
    return matched.size === new Set(this.words.map((word) => word.word)).size ? 'full' : 'partial';
  }

  /** Highlights one string; `matched` receives the indexes of the query words found. */
  private markup(text: string, matched: Set<number>): {value: string; fully: boolean} {
    const tokens = tokenize(text);
    let out = '';
    let cursor = 0;
    let fully = tokens.length > 0;
    for (const token of tokens) {
      const match = this.words.length > 0 ? this.matchTerm(token.term) : null;
      if (!match) {
        fully = false;
        continue;
      }
      matched.add(this.words.findIndex((word) => word.word === this.words[match.wordIndex].word));
      const wholeToken = match.chars >= token.term.length;
      const highlightEnd = wholeToken ? token.end : token.originalEnds[match.chars - 1];
      if (!wholeToken) fully = false;
      out +=
        text.slice(cursor, token.start) + this.preTag + text.slice(token.start, highlightEnd) + this.postTag;
      cursor = highlightEnd;
    }
    out += text.slice(cursor);
    return {value: out, fully: fully && matched.size > 0};
  }

  highlightText(text: string): HighlightResultOption {
    const matched = new Set<number>();
    const {value, fully} = this.markup(text, matched);
    const matchLevel = this.matchLevel(matched);
    const result: HighlightResultOption = {
      value,
      matchLevel,
      matchedWords: [...matched].sort((a, b) => a - b).map((index) => this.words[index].word),
    };
    if (matchLevel !== 'none') result.fullyHighlighted = fully;
    return result;
  }

  highlightValue(value: JsonValue): HighlightResult | undefined {
    if (value === null) return undefined;
    if (Array.isArray(value))
      return value
        .map((item) => this.highlightValue(item))
        .filter((item): item is HighlightResult => item !== undefined);
    if (typeof value === 'object') {
      const out: Record<string, HighlightResult> = {};
      for (const [key, inner] of Object.entries(value)) {
        const highlighted = this.highlightValue(inner);
        if (highlighted !== undefined) out[key] = highlighted;
      }
      return out;
    }
    return this.highlightText(String(value));
  }

  snippetText(text: string, maxWords: number): {value: string; matchLevel: MatchLevel} {
    const tokens = tokenize(text);
    if (tokens.length <= maxWords) {
      const {value, matchLevel} = this.highlightText(text);
      return {value, matchLevel};
    }
    const firstMatch = Math.max(
      0,
      tokens.findIndex((token) => this.words.length > 0 && this.matchTerm(token.term) !== null),
    );
    let start = Math.max(0, firstMatch - Math.floor(maxWords / 2));
    const end = Math.min(tokens.length, start + maxWords);
    start = Math.max(0, end - maxWords);
    const sliceEnd = end < tokens.length ? tokens[end - 1].end : text.length;
    const slice = text.slice(start > 0 ? tokens[start].start : 0, sliceEnd);
    const {value, matchLevel} = this.highlightText(slice);
    return {
      value: `${start > 0 ? this.ellipsis : ''}${value}${end < tokens.length ? this.ellipsis : ''}`,
      matchLevel,
    };
  }

  snippetValue(value: JsonValue, maxWords: number): SnippetResult | undefined {
    if (value === null) return undefined;
    if (Array.isArray(value))
      return value
        .map((item) => this.snippetValue(item, maxWords))
        .filter((item): item is SnippetResult => item !== undefined);
    if (typeof value === 'object') {
      const out: Record<string, SnippetResult> = {};
      for (const [key, inner] of Object.entries(value)) {
        const snippet = this.snippetValue(inner, maxWords);
        if (snippet !== undefined) out[key] = snippet;
      }
      return out;
    }
    return this.snippetText(String(value), maxWords);
  }
}

/** Expands `*` to the record's attributes and keeps the listed order. */
function resolveAttributes(record: AlgoliaRecord, attributes: string[]): string[] {
  if (!attributes.includes('*')) return attributes;
  return Object.keys(record).filter((key) => !HIDDEN_ATTRIBUTES.has(key));
}

function readPath(record: AlgoliaRecord, path: string): JsonValue | undefined {
  if (path in record) return record[path];
  let current: JsonValue | undefined = record as unknown as JsonValue;
  for (const segment of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object' || Array.isArray(current))
      return undefined;
    current = current[segment];
  }
  return current;
}

function assignPath<T>(target: Record<string, unknown>, path: string, value: T, isTopLevel: boolean): void {
  if (isTopLevel) {
    target[path] = value;
    return;
  }
  const segments = path.split('.');
  let cursor = target;
  for (const segment of segments.slice(0, -1)) {
    const next = cursor[segment];
    if (!next || typeof next !== 'object') cursor[segment] = {};
    cursor = cursor[segment] as Record<string, unknown>;
  }
  cursor[segments[segments.length - 1]] = value;
}

export function buildHighlightResult(
  record: AlgoliaRecord,
  attributes: string[],
  highlighter: Highlighter,
): Record<string, HighlightResult> {
  const out: Record<string, unknown> = {};
  for (const attribute of resolveAttributes(record, attributes)) {
    const value = readPath(record, attribute);
    if (value === undefined) continue;
    const highlighted = highlighter.highlightValue(value);
    if (highlighted !== undefined) assignPath(out, attribute, highlighted, attribute in record);
  }
  return out as Record<string, HighlightResult>;
}

export function buildSnippetResult(
  record: AlgoliaRecord,
  attributes: string[],
  highlighter: Highlighter,
): Record<string, SnippetResult> {
  const out: Record<string, unknown> = {};
  const specs = attributes.map((spec) => {
    const [name, count] = spec.split(':');
    return {name, words: count ? Number(count) || 10 : 10};
  });
  for (const {name, words} of specs) {
    for (const attribute of resolveAttributes(record, [name])) {
      const value = readPath(record, attribute);
      if (value === undefined) continue;
      const snippet = highlighter.snippetValue(value, words);
      if (snippet !== undefined) assignPath(out, attribute, snippet, attribute in record);
    }
  }
  return out as Record<string, SnippetResult>;
}
