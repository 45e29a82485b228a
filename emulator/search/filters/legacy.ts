/**
 * The array-style filter parameters InstantSearch sends: `facetFilters`, `numericFilters`
 * and `tagFilters`. A flat array is AND, a nested array is OR; a string is one filter, or
 * the legacy comma list `a,(b,c)`.
 */
import {badRequest} from '../errors';
import type {FilterClause, FilterExpression, FilterPredicate} from './ast';
import {FilterSyntaxError, parseFilterString} from './parser';

type FilterName = 'facetFilters' | 'numericFilters' | 'tagFilters';

/** Splits `a,(b,c),d` into ['a', ['b','c'], 'd'] respecting quotes and escapes. */
export function splitLegacyList(input: string): Array<string | string[]> {
  const result: Array<string | string[]> = [];
  let group: string[] | null = null;
  let current = '';
  let quote: string | null = null;
  const push = () => {
    const value = current.trim();
    current = '';
    if (value.length === 0) return;
    if (group) group.push(value);
    else result.push(value);
  };
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (char === '\\' && i + 1 < input.length) {
      current += char + input[i + 1];
      i++;
    } else if (quote) {
      if (char === quote) quote = null;
      current += char;
    } else if (char === '"') {
      quote = char;
      current += char;
    } else if (char === '(' && current.trim() === '' && !group) {
      group = [];
    } else if (char === ')' && group) {
      push();
      result.push(group);
      group = null;
    } else if (char === ',') {
      push();
    } else {
      current += char;
    }
  }
  push();
  if (group) result.push(group);
  return result;
}

/** Normalises the parameter's accepted shapes into AND-of-OR lists of strings. */
function toNestedStrings(name: FilterName, input: unknown): string[][] {
  if (input === undefined || input === null || input === '') return [];
  const items: unknown[] =
    typeof input === 'string' ? splitLegacyList(input) : Array.isArray(input) ? input : [input];
  return items.map((item) => {
    if (typeof item === 'string') return [item];
    if (Array.isArray(item) && item.every((inner) => typeof inner === 'string')) return item as string[];
    throw badRequest(
      `${name}: Invalid value ${JSON.stringify(item)}, expected a string or an array of strings`,
    );
  });
}

/** Splits `attr:value` at the first unescaped colon. */
function splitFacetFilter(filter: string): {attribute: string; value: string} | null {
  for (let i = 0; i < filter.length; i++) {
    if (filter[i] === '\\') {
      i++;
      continue;
    }
    if (filter[i] === ':') return {attribute: filter.slice(0, i).trim(), value: filter.slice(i + 1).trim()};
  }
  return null;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1);
  return value;
}

/** `-value` negates; `\-value` is the literal value "-value". */
function readSignedValue(raw: string): {value: string; negated: boolean} {
  if (raw.startsWith('\\-')) return {value: raw.slice(1), negated: false};
  if (raw.startsWith('-')) return {value: raw.slice(1), negated: true};
  return {value: raw, negated: false};
}

function facetPredicate(filter: string): FilterPredicate {
  const parts = splitFacetFilter(filter);
  if (!parts || parts.attribute.length === 0) {
    throw badRequest(`facetFilters: Unexpected token end of filter expected ':' at col ${filter.length}`);
  }
  const {value, negated} = readSignedValue(unquote(parts.value));
  const attribute = unquote(parts.attribute);
  if (attribute === '_tags') return {kind: 'tag', value, negated};
  return {kind: 'facet', attribute, value, negated};
}

function numericPredicate(filter: string): FilterPredicate {
  let parsed: FilterExpression;
  try {
    parsed = parseFilterString(filter);
  } catch (error) {
    if (error instanceof FilterSyntaxError)
      throw badRequest(`Invalid syntax for numeric condition:${filter}`);
    throw error;
  }
  const predicate = parsed.length === 1 && parsed[0].length === 1 ? parsed[0][0] : undefined;
  if (!predicate || (predicate.kind !== 'numeric' && predicate.kind !== 'range')) {
    throw badRequest(`Invalid syntax for numeric condition:${filter}`);
  }
  return predicate;
}

function tagPredicate(filter: string): FilterPredicate {
  const {value, negated} = readSignedValue(unquote(filter.trim()));
  return {kind: 'tag', value, negated};
}

function compile(
  name: FilterName,
  input: unknown,
  toPredicate: (filter: string) => FilterPredicate,
): FilterExpression {
  return toNestedStrings(name, input).map((group): FilterClause => group.map(toPredicate));
}

export const parseFacetFilters = (input: unknown): FilterExpression =>
  compile('facetFilters', input, facetPredicate);
export const parseNumericFilters = (input: unknown): FilterExpression =>
  compile('numericFilters', input, numericPredicate);
export const parseTagFilters = (input: unknown): FilterExpression =>
  compile('tagFilters', input, tagPredicate);
