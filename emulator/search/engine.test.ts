import {describe, expect, it} from 'vitest';
import {AlgoliaApiError} from './errors';
import {buildSearchParams, collectRawParams} from './params';
import {createFixtureRegistry} from './testing/fixtures';
import type {HighlightResultOption, SearchResponse} from './types';

const registry = createFixtureRegistry();
const STORE_FILTER =
  '(requires_shipping:false OR online_inventory_available:true OR tags:back-in-stock-enabled) AND NOT tags:findify-remove';

function search(indexName: string, entry: Record<string, unknown>): SearchResponse {
  const index = registry.get(indexName)!;
  const {raw, paramsString} = collectRawParams(entry);
  return index.search(buildSearchParams(raw, paramsString, index.settings));
}

const ids = (response: SearchResponse) => response.hits.map((hit) => hit.objectID);

describe('query matching and ranking', () => {
  it('returns everything in customRanking order for an empty query', () => {
    const response = search('test_products', {});
    expect(response.nbHits).toBe(10);
    expect(ids(response)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10']);
    expect(response).toMatchObject({
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      query: '',
      index: 'test_products',
    });
  });

  it('requires every word and matches the last one as a prefix', () => {
    expect(ids(search('test_products', {query: 'black leg'}))).toEqual(['p1', 'p4']);
    expect(ids(search('test_products', {query: 'leg black'}))).toEqual([]);
    expect(ids(search('test_products', {query: 'leg', queryType: 'prefixNone'}))).toEqual([]);
  });

  it('tolerates one typo from 4 letters and two from 8, a swap counting as one', () => {
    expect(ids(search('test_products', {query: 'shrt'}))).toEqual(['p5', 'p6']); // 4 letters: one insertion allowed
    expect(ids(search('test_products', {query: 'shrt', typoTolerance: 'min'}))).toEqual(['p5', 'p6']);
    expect(ids(search('test_products', {query: 'shrt', minWordSizefor1Typo: 5}))).toEqual([]);
    expect(ids(search('test_products', {query: 'shortt'}))).toEqual(['p5', 'p6']);
    expect(ids(search('test_products', {query: 'sjort'}))).toEqual(['p5', 'p6']);
    expect(ids(search('test_products', {query: 'mat'}))).toEqual(['p10']); // exact
    expect(ids(search('test_products', {query: 'mta'}))).toEqual([]); // 3 letters: no typo allowed
    expect(ids(search('test_products', {query: 'dreamkint'}))).toEqual(['p1', 'p2', 'p3']); // swap = 1 typo
    expect(ids(search('test_products', {query: 'dremknot'}))).toEqual(['p1', 'p2', 'p3']); // 8 letters, 2 typos
    expect(ids(search('test_products', {query: 'dremknot', typoTolerance: false}))).toEqual([]);
  });

  it('ranks fewer typos, then better attributes, then exact words, before customRanking', () => {
    // "black" is exact on p1/p4/p5; "blacks" would be a typo for all of them.
    const response = search('test_products', {query: 'runner', getRankingInfo: true});
    expect(ids(response)[0]).toBe('p7'); // title match beats the description matches of p5/p6
    const info = response.hits[0]._rankingInfo as Record<string, number>;
    expect(info).toMatchObject({nbTypos: 0, firstMatchedWord: 0, nbExactWords: 1, words: 1});
    expect(response).toMatchObject({indexUsed: 'test_products', parsedQuery: 'runner'});
    // "runnin" typed so far: a prefix of "running" (p5/p6 descriptions); "runner" is 2 typos away.
    expect(ids(search('test_products', {query: 'runnin'}))).toEqual(['p5', 'p6']);
  });

  it('folds case and diacritics', () => {
    expect(ids(search('test_products', {query: 'CAFE'}))).toEqual(['p9']);
    expect(ids(search('test_products', {query: 'café'}))).toEqual(['p9']);
  });

  it('restricts matching to restrictSearchableAttributes', () => {
    // Both match in the (ordered) description: the earlier word position wins.
    expect(ids(search('test_products', {query: 'yoga'}))).toEqual(['p10', 'p1']);
    expect(ids(search('test_products', {query: 'yoga', restrictSearchableAttributes: ['title']}))).toEqual(
      [],
    );
  });
});

describe('filters', () => {
  it('applies the store filter', () => {
    expect(ids(search('test_products', {filters: STORE_FILTER}))).toEqual([
      'p1',
      'p3',
      'p5',
      'p6',
      'p7',
      'p8',
      'p9',
      'p10',
    ]);
  });

  it('filters numbers with comparisons and ranges, and facets case-insensitively', () => {
    expect(ids(search('test_products', {filters: 'price > 100'}))).toEqual(['p4', 'p7']);
    expect(ids(search('test_products', {filters: 'price:60 TO 70'}))).toEqual(['p3', 'p5']);
    expect(ids(search('test_products', {filters: 'NOT price:60 TO 200'}))).toEqual(['p6', 'p8', 'p9']);
    expect(ids(search('test_products', {filters: 'price != 98 AND category:LEGGINGS'}))).toEqual([
      'p3',
      'p4',
    ]);
    expect(ids(search('test_products', {filters: 'lined:true'}))).toEqual(['p5', 'p6']);
    expect(ids(search('test_products', {filters: 'named_tags.family:kore-short'}))).toEqual(['p5', 'p6']);
    expect(ids(search('test_products', {filters: 'color_group:"natural / tan"'}))).toEqual(['p9']);
  });

  it('matches _tags case-sensitively and accepts bare tags', () => {
    expect(ids(search('test_products', {filters: 'gift-card'}))).toEqual(['p8']);
    expect(ids(search('test_products', {filters: '_tags:Gift-Card'}))).toEqual([]);
    expect(ids(search('test_products', {tagFilters: [['gift-card', 'findify-remove']]}))).toEqual([
      'p4',
      'p8',
    ]);
  });

  it('combines facetFilters, numericFilters and filters with AND', () => {
    const response = search('test_products', {
      filters: 'NOT tags:findify-remove',
      facetFilters: [['color_group:black', 'color_group:green'], 'gender:womens'],
      numericFilters: ['price<=98'],
    });
    expect(ids(response)).toEqual(['p1', 'p3']);
    expect(ids(search('test_products', {facetFilters: ['tags:-odd']}))).toHaveLength(10);
    expect(ids(search('test_products', {facetFilters: ['tags:\\-odd']}))).toEqual(['p10']);
  });

  it('answers 400 for malformed filters', () => {
    expect(() => search('test_products', {filters: 'price >'})).toThrowError(AlgoliaApiError);
    expect(() => search('test_products', {filters: '(a AND b) OR c'})).toThrow(
      /^filters: filter \(X AND Y\) OR Z/,
    );
    expect(() => search('test_products', {numericFilters: ['price>cheap']})).toThrow(
      'Invalid syntax for numeric condition:price>cheap',
    );
  });
});

describe('facets', () => {
  it('counts declared facets, sorted by count then value, with numeric stats', () => {
    const response = search('test_products', {
      facets: ['color_group', 'price', 'undeclared'],
      filters: 'NOT category:gift-card',
    });
    expect(response.facets).toEqual({
      color_group: {black: 3, green: 2, blue: 1, 'natural / tan': 1, orange: 1, purple: 1},
      price: {'98': 2, '108': 1, '148': 1, '44': 1, '48': 1, '64': 1, '68': 1, '88': 1},
    });
    expect(response.facets_stats).toEqual({price: {min: 44, max: 148, avg: 84.889, sum: 764}});
    expect(response.exhaustiveFacetsCount).toBe(true);
  });

  it('expands * to every facet except filterOnly ones and honours maxValuesPerFacet / alpha sorting', () => {
    const response = search('test_products', {
      facets: ['*'],
      maxValuesPerFacet: 2,
      sortFacetValuesBy: 'alpha',
    });
    expect(Object.keys(response.facets!)).toEqual([
      'gender',
      'category',
      'size',
      'color_group',
      'fabric',
      'price',
      'lined',
      'requires_shipping',
      'online_inventory_available',
    ]);
    expect(response.facets!.gender).toEqual({mens: 3, unisex: 1});
    expect(response.facets!.lined).toEqual({true: 2});
  });

  it('supports the disjunctive pattern InstantSearch sends', () => {
    const main = search('test_products', {
      facets: ['color_group', 'gender'],
      facetFilters: [['color_group:black'], ['gender:womens']],
      hitsPerPage: 20,
    });
    const disjunctive = search('test_products', {
      facets: 'color_group',
      facetFilters: [['gender:womens']],
      hitsPerPage: 0,
      page: 0,
      analytics: false,
      clickAnalytics: false,
    });
    expect(ids(main)).toEqual(['p1', 'p4']);
    expect(disjunctive.hits).toEqual([]);
    expect(disjunctive.nbPages).toBe(0);
    expect(disjunctive.nbHits).toBe(6);
    expect(disjunctive.facets).toEqual({
      color_group: {black: 2, blue: 1, green: 1, 'natural / tan': 1, purple: 1},
    });
  });

  it('searches facet values of searchable facets only', () => {
    const index = registry.get('test_products')!;
    const params = buildSearchParams({}, '', index.settings, {facet: 'category', facetQuery: 'leg'});
    expect(index.searchForFacetValues(params).facetHits).toEqual([
      {value: 'leggings', highlighted: '<em>leg</em>gings', count: 4},
    ]);
    expect(() =>
      index.searchForFacetValues(
        buildSearchParams({}, '', index.settings, {facet: 'fabric', facetQuery: 'd'}),
      ),
    ).toThrow(/searchable\(fabric\)/);
  });
});

describe('replicas', () => {
  const prices = (response: SearchResponse) => response.hits.map((hit) => hit.price as number);
  it('sort by their attribute first, then the primary ranking', () => {
    expect(prices(search('test_products_price_asc', {}))).toEqual(
      [...prices(search('test_products', {}))].sort((a, b) => a - b),
    );
    expect(prices(search('test_products_price_desc', {}))).toEqual(
      [...prices(search('test_products', {}))].sort((a, b) => b - a),
    );
    expect(ids(search('test_products_price_desc', {}))[0]).toBe('p7');
    expect(ids(search('test_products_price_asc', {query: 'legging'}))).toEqual(['p3', 'p1', 'p2', 'p4']);
    expect(ids(search('test_products_best_sellers', {})).slice(0, 3)).toEqual(['p5', 'p4', 'p1']);
    expect(ids(search('test_products_newest', {})).slice(0, 2)).toEqual(['p3', 'p7']);
  });
});

describe('paging and retrieval', () => {
  it('pages with page/hitsPerPage and with offset/length', () => {
    const all = ids(search('test_products', {hitsPerPage: 10}));
    const second = search('test_products', {hitsPerPage: 3, page: 1});
    expect(ids(second)).toEqual(all.slice(3, 6));
    expect(second).toMatchObject({nbHits: 10, nbPages: 4, page: 1, hitsPerPage: 3});
    expect(ids(search('test_products', {hitsPerPage: 3, page: 9}))).toEqual([]);
    const offset = search('test_products', {offset: 2, length: 5});
    expect(ids(offset)).toEqual(all.slice(2, 7));
    expect(offset).toMatchObject({offset: 2, length: 5});
  });

  it('retrieves only the asked attributes, always with objectID', () => {
    const [hit] = search('test_products', {
      query: 'kore',
      hitsPerPage: 1,
      attributesToRetrieve: ['title', 'price'],
      attributesToHighlight: [],
    }).hits;
    expect(hit).toEqual({title: 'Kore Short | Black', price: 64, objectID: 'p5'});
    const [excluded] = search('test_products', {
      hitsPerPage: 1,
      attributesToRetrieve: ['*', '-description', '-tags'],
      attributesToHighlight: [],
    }).hits;
    expect(excluded).not.toHaveProperty('description');
    expect(excluded).not.toHaveProperty('tags');
    expect(excluded).toHaveProperty('title');
  });
});

describe('highlighting and snippets', () => {
  it('wraps matched words and prefixes in the requested tags', () => {
    const response = search('test_products', {
      query: 'black legg',
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      attributesToHighlight: ['title', 'color', 'fabric'],
    });
    const highlight = response.hits[0]._highlightResult as Record<string, HighlightResultOption>;
    expect(highlight.title).toEqual({
      value:
        'DreamKnit __ais-highlight__Legg__/ais-highlight__ing | __ais-highlight__Black__/ais-highlight__',
      matchLevel: 'full',
      matchedWords: ['black', 'legg'],
      fullyHighlighted: false,
    });
    expect(highlight.color).toEqual({
      value: '__ais-highlight__Black__/ais-highlight__',
      matchLevel: 'partial',
      matchedWords: ['black'],
      fullyHighlighted: true,
    });
    expect(highlight.fabric).toEqual({value: 'DreamKnit', matchLevel: 'none', matchedWords: []});
  });

  it('highlights typo matches whole and defaults to the searchable attributes', () => {
    const highlight = search('test_products', {query: 'shortt', hitsPerPage: 1}).hits[0]
      ._highlightResult as Record<string, HighlightResultOption>;
    expect(Object.keys(highlight)).toEqual(['title', 'category', 'color', 'fabric', 'description']);
    expect(highlight.title.value).toBe('Kore <em>Short</em> | Black');
  });

  it('builds snippets around the first match', () => {
    const [hit] = search('test_products', {
      query: 'lounge',
      attributesToSnippet: ['description:4'],
      snippetEllipsisText: '…',
    }).hits;
    expect(hit._snippetResult).toEqual({
      description: {value: '…yoga and <em>lounge</em> days…', matchLevel: 'full'},
    });
  });
});

describe('rules and analytics', () => {
  it('applies search_bar redirect rules only with that context', () => {
    const withContext = search('test_products', {query: 'Gift Card', ruleContexts: ['search_bar']});
    expect(withContext.renderingContent).toMatchObject({redirect: {url: '/products/alderline-gift-card'}});
    expect(withContext.userData).toEqual([{redirect: '/products/alderline-gift-card'}]);
    expect(withContext.appliedRules).toEqual([{objectID: 'redirect-gift-card'}]);
    const without = search('test_products', {query: 'gift card'});
    expect(without.renderingContent).not.toHaveProperty('redirect');
    expect(without).not.toHaveProperty('userData');
    expect(
      search('test_products', {query: 'sale', ruleContexts: ['search_bar']}).renderingContent.redirect,
    ).toEqual({url: '/collections/sale'});
    expect(
      search('test_products', {query: 'sale shorts', ruleContexts: ['search_bar']}).renderingContent.redirect,
    ).toBeUndefined();
    expect(
      search('test_products', {query: 'sale', ruleContexts: ['search_bar'], enableRules: false})
        .renderingContent.redirect,
    ).toBeUndefined();
  });

  it('returns a deterministic 32-hex queryID with clickAnalytics', () => {
    const first = search('test_products', {query: 'legging', clickAnalytics: true});
    const again = search('test_products', {query: 'legging', clickAnalytics: true});
    expect(first.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(again.queryID).toBe(first.queryID);
    expect(search('test_products', {query: 'legging'})).not.toHaveProperty('queryID');
  });

  it('echoes the parameters as a urlencoded string', () => {
    expect(search('test_products', {query: 'a b', hitsPerPage: 4, facets: ['gender']}).params).toBe(
      'query=a%20b&hitsPerPage=4&facets=%5B%22gender%22%5D',
    );
    expect(search('test_products', {params: 'query=kore&hitsPerPage=2'})).toMatchObject({
      params: 'query=kore&hitsPerPage=2',
      hitsPerPage: 2,
      nbHits: 2,
    });
  });

  it('returns the index renderingContent (facet ordering)', () => {
    expect(search('test_products', {}).renderingContent).toEqual({
      facetOrdering: {facets: {order: ['gender', 'category']}},
    });
  });

  it('rejects unknown parameters and bad values', () => {
    expect(() => search('test_products', {hitsPerPag: 3})).toThrow('Unknown parameter: hitsPerPag');
    expect(() => search('test_products', {hitsPerPage: 'many'})).toThrow(/hitsPerPage/);
  });
});
