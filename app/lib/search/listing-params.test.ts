import {describe, expect, it} from 'vitest';
import {FACETS} from './config';
import {fromIndexUiState, listingSearch, readListingParams, toIndexUiState} from './listing-params';
import {isListingStateChange, LISTING_PARAM_NAMES} from './listing-state-change';

const read = (search: string) => readListingParams(new URLSearchParams(search));

describe('readListingParams', () => {
  it('reads the query, facets, sort and page', () => {
    expect(read('q=%20jogger%20&color=black&color=blue&size=M&sort=price-asc&page=3')).toEqual({
      query: 'jogger',
      page: 3,
      sort: 'price-asc',
      refinements: {color_group: ['black', 'blue'], size: ['M']},
    });
  });

  it('ignores what it does not know instead of failing', () => {
    expect(read('sort=cheapest&page=-2&colour=black&color=&size=' + 'x'.repeat(200))).toEqual({
      query: '',
      page: 1,
      sort: 'featured',
      refinements: {},
    });
    expect(read('page=99999').page).toBe(1);
    expect(read('page=500').page).toBe(42);
    expect(read(`q=${'a'.repeat(600)}`).query).toHaveLength(512);
  });

  it('keeps each value once and at most twenty per facet', () => {
    const many = Array.from({length: 30}, (_, index) => `color=c${index}`).join('&');
    expect(read(`color=black&color=black&${many}`).refinements.color_group).toHaveLength(20);
    expect(read('color=black&color=black').refinements.color_group).toEqual(['black']);
  });
});

describe('listingSearch', () => {
  it('writes a stable address and leaves defaults out', () => {
    expect(
      listingSearch({
        query: 'jogger',
        page: 2,
        sort: 'price-desc',
        refinements: {size: ['M'], color_group: ['black', 'natural / tan']},
      }),
    ).toBe('q=jogger&size=M&color=black&color=natural+%2F+tan&sort=price-desc&page=2');
    expect(listingSearch({query: '', page: 1, sort: 'featured', refinements: {}})).toBe('');
  });

  it('round-trips through the address', () => {
    const params = read('q=legging&color=black&fabric=DreamKnit+Warm&sort=newest&page=2');
    expect(read(listingSearch(params))).toEqual(params);
  });
});

describe('InstantSearch state', () => {
  it('maps sorts to replicas and pages one-based, both ways', () => {
    const params = read('q=jogger&color=black&color=blue&sort=price-asc&page=2');
    const state = toIndexUiState(params, 'us_products');
    expect(state).toEqual({
      query: 'jogger',
      page: 2,
      sortBy: 'us_products_price_asc',
      refinementList: {color_group: ['black', 'blue']},
    });
    expect(fromIndexUiState(state, 'us_products')).toEqual(params);
    expect(fromIndexUiState(undefined, 'us_products')).toEqual({
      query: '',
      page: 1,
      sort: 'featured',
      refinements: {},
    });
  });
});

describe('isListingStateChange', () => {
  it('knows every parameter of a list', () => {
    expect([...LISTING_PARAM_NAMES]).toEqual(['q', 'page', 'sort', ...FACETS.map(({param}) => param)]);
  });

  const url = (path: string) => new URL(path, 'https://shop.example');
  it('is a move within the list when only its parameters change', () => {
    expect(isListingStateChange(url('/search?q=jogger'), url('/search?q=jogger&color=black'))).toBe(true);
    expect(isListingStateChange(url('/collections/men?sort=newest'), url('/collections/men?page=2'))).toBe(
      true,
    );
  });

  it('is not when the path or another parameter changes', () => {
    expect(isListingStateChange(url('/search?q=a'), url('/collections/men?q=a'))).toBe(false);
    expect(isListingStateChange(url('/search?q=a'), url('/search?q=a&ff.search.searchBar=1'))).toBe(false);
  });
});
