import {describe, expect, it} from 'vitest';
import {AlgoliaApiError} from '../errors';
import type {FilterExpression} from './ast';
import {parseFacetFilters, parseNumericFilters, parseTagFilters, splitLegacyList} from './legacy';
import {parseFilterString, parseFiltersParameter} from './parser';

const facet = (attribute: string, value: string, negated = false) => ({
  kind: 'facet',
  attribute,
  value,
  negated,
});
const tag = (value: string, negated = false) => ({kind: 'tag', value, negated});
const numeric = (attribute: string, operator: string, value: number, negated = false) => ({
  kind: 'numeric',
  attribute,
  operator,
  value,
  negated,
});
const range = (attribute: string, low: number, high: number, negated = false) => ({
  kind: 'range',
  attribute,
  low,
  high,
  negated,
});

describe('filters grammar: accepted inputs', () => {
  const table: Array<[string, FilterExpression | unknown[]]> = [
    ['', []],
    ['   ', []],
    ['category:leggings', [[facet('category', 'leggings')]]],
    ['category : leggings', [[facet('category', 'leggings')]]],
    ['tags:"family::dreamknit-legging"', [[facet('tags', 'family::dreamknit-legging')]]],
    ["tags:'family::x'", [[facet('tags', 'family::x')]]],
    ['"color group":"natural / tan"', [[facet('color group', 'natural / tan')]]],
    ['requires_shipping:false', [[facet('requires_shipping', 'false')]]],
    ['price > 50', [[numeric('price', '>', 50)]]],
    ['price>=12.99', [[numeric('price', '>=', 12.99)]]],
    ['price<10', [[numeric('price', '<', 10)]]],
    ['price <= -5', [[numeric('price', '<=', -5)]]],
    ['price = 98', [[numeric('price', '=', 98)]]],
    ['price != 98', [[numeric('price', '!=', 98)]]],
    ['price:10 TO 100', [[range('price', 10, 100)]]],
    ['NOT price:10 TO 100', [[range('price', 10, 100, true)]]],
    ['NOT price > 5', [[numeric('price', '>', 5, true)]]],
    ['_tags:published', [[tag('published')]]],
    ['published', [[tag('published')]]],
    ['NOT published', [[tag('published', true)]]],
    ['NOT tags:findify-remove', [[facet('tags', 'findify-remove', true)]]],
    ['name:-value', [[facet('name', '-value')]]],
    ['name:\\-value', [[facet('name', '-value')]]],
    ['a AND b', [[tag('a')], [tag('b')]]],
    ['a OR b', [[tag('a'), tag('b')]]],
    ['a AND b OR c', [[tag('a')], [tag('b'), tag('c')]]],
    ['a OR b AND c', [[tag('a'), tag('b')], [tag('c')]]],
    [
      '(a OR b) AND (c OR d)',
      [
        [tag('a'), tag('b')],
        [tag('c'), tag('d')],
      ],
    ],
    ['((a OR b)) AND c', [[tag('a'), tag('b')], [tag('c')]]],
    ['(a OR (b OR c))', [[tag('a'), tag('b'), tag('c')]]],
    [
      '(type:a OR type:b) AND NOT type:c AND NOT type:d',
      [[facet('type', 'a'), facet('type', 'b')], [facet('type', 'c', true)], [facet('type', 'd', true)]],
    ],
    ['a AND (b AND c)', [[tag('a')], [tag('b')], [tag('c')]]],
    ['category:leggings<score=2>', [[facet('category', 'leggings')]]],
    ['price > 10 OR price < 2', [[numeric('price', '>', 10), numeric('price', '<', 2)]]],
    ['num:123TO456', [[facet('num', '123TO456')]]],
    ['"AND":"OR"', [[facet('AND', 'OR')]]],
    ['name:"double quote = \\""', [[facet('name', 'double quote = "')]]],
    [
      '(requires_shipping:false OR online_inventory_available:true OR tags:back-in-stock-enabled) AND NOT tags:findify-remove',
      [
        [
          facet('requires_shipping', 'false'),
          facet('online_inventory_available', 'true'),
          facet('tags', 'back-in-stock-enabled'),
        ],
        [facet('tags', 'findify-remove', true)],
      ],
    ],
  ];
  it.each(table)('%s', (input, expected) => {
    expect(parseFilterString(input)).toEqual(expected);
  });
});

describe('filters grammar: rejected inputs, with Algolia messages', () => {
  const table: Array<[string, string]> = [
    [':value1 AND name2:value2', "Unexpected token ':' expected filter at col 0"],
    ['name1: AND name2:value2', "Unexpected token 'AND' expected string at col 7"],
    ['"":value1 AND name2:value2', 'Unexpected token empty string expected filter at col 1'],
    ['name1:"" AND name2:value2', 'Unexpected token empty string expected string at col 7'],
    ['"unclosed', 'Unexpected token incomplete string expected filter at col 0'],
    ['a"b"c', 'Unexpected token string(b) expected end of filter at col 1'],
    ['not a', 'Unexpected token string(a) expected end of filter at col 4'],
    ['a and b', 'Unexpected token string(and) expected end of filter at col 2'],
    ['num:123 to 456', 'Unexpected token string(to) expected end of filter at col 8'],
    ['NOT(a OR b)', "Unexpected token '(' expected filter at col 3"],
    ['NOT (a OR b)', "Unexpected token '(' expected filter at col 4"],
    ['(a AND b) OR c', 'filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed'],
    ['a OR (b AND c)', 'filter X OR (Y AND Z) is not allowed, only X AND (Y OR Z) is allowed'],
    ['price > ', 'Unexpected token end of filter expected numeric at col 8'],
    ['price > cheap', 'Unexpected token string(cheap) expected numeric at col 8'],
    ['price:10 TO', 'Unexpected token end of filter expected numeric at col 11'],
    ['(a OR b', "Unexpected token end of filter expected ')' at col 7"],
    ['a OR b)', "Unexpected token ')' expected end of filter at col 6"],
    ['a AND', 'Unexpected token end of filter expected filter at col 5'],
    ['AND a', "Unexpected token 'AND' expected filter at col 0"],
    ['price ! 3', 'Not allowed ! at col 6'],
    ['a<unknown=666>', 'Unexpected token string(unknown) expected numeric at col 2'],
    [
      'a OR name:value',
      'Different types are not allowed in the same OR.\nExpected a tag filter which needs to have this form:\n - _tags:tag_value\n - tag_value',
    ],
    [
      'name:value OR num = 666',
      'Different types are not allowed in the same OR.\nExpected a facet filter which needs to have this form:\n - facet_name:facet_value',
    ],
    ['a=10 OR B', expect.stringContaining('Expected a numeric filter') as unknown as string],
  ];
  it.each(table)('%s', (input, message) => {
    expect(() => parseFilterString(input)).toThrowError(
      expect.objectContaining({message}) as unknown as Error,
    );
  });

  it('answers a 400 prefixed with "filters: " through the API entry point', () => {
    try {
      parseFiltersParameter('category:leggings AND');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AlgoliaApiError);
      expect((error as AlgoliaApiError).status).toBe(400);
      expect((error as AlgoliaApiError).message).toBe(
        'filters: Unexpected token end of filter expected filter at col 21',
      );
    }
  });
});

describe('array filter parameters', () => {
  it('reads facetFilters: strings, nested OR arrays, negation and escapes', () => {
    expect(
      parseFacetFilters([
        'gender:womens',
        ['color_group:black', 'color_group:blue'],
        'category:-shoes',
        'tags:\\-odd',
      ]),
    ).toEqual([
      [facet('gender', 'womens')],
      [facet('color_group', 'black'), facet('color_group', 'blue')],
      [facet('category', 'shoes', true)],
      [facet('tags', '-odd')],
    ]);
    expect(parseFacetFilters('tags:family::x')).toEqual([[facet('tags', 'family::x')]]);
    expect(parseFacetFilters('a:b,(c:d,c:e)')).toEqual([
      [facet('a', 'b')],
      [facet('c', 'd'), facet('c', 'e')],
    ]);
    expect(parseFacetFilters(['_tags:sale'])).toEqual([[tag('sale')]]);
    expect(() => parseFacetFilters(['novalue'])).toThrow(/facetFilters/);
    expect(() => parseFacetFilters([[['too', 'deep']]])).toThrow(/facetFilters/);
  });

  it('reads numericFilters and rejects non-numeric conditions', () => {
    expect(parseNumericFilters(['price>=10', ['price<5', 'price:90 TO 100']])).toEqual([
      [numeric('price', '>=', 10)],
      [numeric('price', '<', 5), range('price', 90, 100)],
    ]);
    expect(parseNumericFilters('price>10,price<20')).toEqual([
      [numeric('price', '>', 10)],
      [numeric('price', '<', 20)],
    ]);
    expect(() => parseNumericFilters(['status=open'])).toThrow(
      'Invalid syntax for numeric condition:status=open',
    );
    expect(() => parseNumericFilters(['category:shoes'])).toThrow(
      'Invalid syntax for numeric condition:category:shoes',
    );
  });

  it('reads tagFilters', () => {
    expect(parseTagFilters(['a', ['b', 'c'], '-d'])).toEqual([
      [tag('a')],
      [tag('b'), tag('c')],
      [tag('d', true)],
    ]);
    expect(parseTagFilters('a,(b,c)')).toEqual([[tag('a')], [tag('b'), tag('c')]]);
  });

  it('splits legacy comma lists respecting quotes and escapes', () => {
    expect(splitLegacyList('a:"x,y",(b:1,b:2),c\\,d')).toEqual(['a:"x,y"', ['b:1', 'b:2'], 'c\\,d']);
  });
});
