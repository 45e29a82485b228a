/**
 * Text normalisation shared by indexing, query parsing and highlighting: Algolia folds case
 * and diacritics, splits on anything that is not a letter or digit, and treats each CJK
 * ideograph/kana as its own word.
 */

const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/** Folds one character: lower case, diacritics removed (é → e, Ö → o). */
function foldChar(char: string): string {
  return char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface TextToken {
  /** Folded form used for matching. */
  term: string;
  /** Start offset in the original string (UTF-16 units). */
  start: number;
  /** End offset (exclusive) in the original string. */
  end: number;
  /** For each folded character, the original end offset it came from (for prefix highlighting). */
  originalEnds: number[];
}

/** Splits a string into folded word tokens with their offsets in the original. */
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let current: TextToken | null = null;
  let index = 0;
  for (const char of text) {
    const start = index;
    index += char.length;
    const code = char.charCodeAt(0);
    let folded: string | null = null;
    let isolated = false;
    if (code < 128) {
      // ASCII fast path: letters and digits only.
      if (code >= 65 && code <= 90) folded = String.fromCharCode(code + 32);
      else if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) folded = char;
    } else if (CJK.test(char)) {
      isolated = true;
    } else if (WORD_CHAR.test(char)) {
      folded = foldChar(char);
    }
    if (folded === null || isolated || folded.length === 0) {
      if (current && current.term.length > 0) tokens.push(current);
      current = null;
      if (isolated) tokens.push({term: char, start, end: index, originalEnds: [index]});
      continue;
    }
    if (!current) current = {term: '', start, end: index, originalEnds: []};
    current.term += folded;
    current.end = index;
    for (let i = 0; i < folded.length; i++) current.originalEnds.push(index);
  }
  if (current && current.term.length > 0) tokens.push(current);
  return tokens;
}

/** Folded words of a query, in order. */
export function queryWords(query: string): string[] {
  return tokenize(query).map((token) => token.term);
}

/**
 * Damerau-Levenshtein (optimal string alignment) distance, stopping early once it exceeds
 * `max`; Algolia counts a transposition as one typo.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({length: cols}, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2] + 1);
      }
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[cols - 1];
}
