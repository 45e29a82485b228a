import {describe, expect, it} from 'vitest';
import {readSearchPageParams, searchPagePath, truncateQuery} from './search-params';

const read = (search: string) => readSearchPageParams(new URLSearchParams(search));

describe('readSearchPageParams', () => {
  it('trims q and defaults to page 1', () => {
    expect(read('q=%20legging%20')).toEqual({query: 'legging', page: 1});
    expect(read('')).toEqual({query: '', page: 1});
    expect(read('q=%20%20')).toEqual({query: '', page: 1});
  });

  it('caps q at 512 characters', () => {
    expect(read(`q=${'a'.repeat(600)}`).query).toHaveLength(512);
  });

  it('accepts only a positive whole page number', () => {
    expect(read('q=x&page=3').page).toBe(3);
    expect(read('q=x&page=0').page).toBe(1);
    expect(read('q=x&page=-2').page).toBe(1);
    expect(read('q=x&page=2.5').page).toBe(1);
    expect(read('q=x&page=abc').page).toBe(1);
    expect(read('q=x&page=123456789').page).toBe(1);
  });
});

describe('truncateQuery', () => {
  it('never splits a surrogate pair', () => {
    const query = `${'a'.repeat(511)}😀`;
    expect(truncateQuery(query)).toBe('a'.repeat(511));
    expect(truncateQuery('short')).toBe('short');
  });
});

describe('searchPagePath', () => {
  it('keeps the query and leaves out page 1', () => {
    expect(searchPagePath('black legging')).toBe('/search?q=black+legging');
    expect(searchPagePath('a&b', 2)).toBe('/search?q=a%26b&page=2');
  });
});
