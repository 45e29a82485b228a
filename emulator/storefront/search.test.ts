import {describe, expect, it} from 'vitest';
import {getCatalogue} from '../seed/index';
import {createSearchService} from '../search/index';
import {createStorefrontService} from './index';
import {SITEMAP_PAGE_SIZE} from './resolvers/sitemap';
import {graphql} from './test-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const storefront = createStorefrontService();
const algolia = createSearchService();
const catalogue = getCatalogue(1);

async function algoliaHandles(indexName: string, query: string): Promise<string[]> {
  const response = await algolia.handle({
    method: 'POST',
    url: new URL(`http://127.0.0.1:4100/1/indexes/${indexName}/query`),
    headers: {'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'KEY'},
    body: Buffer.from(JSON.stringify({query, hitsPerPage: 1000, attributesToRetrieve: ['handle']})),
  });
  return (response.body as {hits: Array<{handle: string}>}).hits.map((hit) => hit.handle);
}

const SEARCH = `query Search($query: String!, $first: Int, $after: String, $types: [SearchType!], $sortKey: SearchSortKeys, $reverse: Boolean, $productFilters: [ProductFilter!], $unavailableProducts: SearchUnavailableProductsType, $country: CountryCode)
  @inContext(country: $country) {
    search(query: $query, first: $first, after: $after, types: $types, sortKey: $sortKey, reverse: $reverse, productFilters: $productFilters, unavailableProducts: $unavailableProducts) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes {
        __typename
        ... on Product { handle availableForSale priceRange { minVariantPrice { amount currencyCode } } }
        ... on Page { handle }
        ... on Article { handle }
      }
      productFilters { id values { label count input } }
    }
  }`;

async function search(variables: Record<string, unknown>): Promise<Json> {
  const response = await graphql<Json>(storefront, SEARCH, {first: 250, ...variables});
  expect(response.body.errors).toBeUndefined();
  return response.body.data.search;
}

const PREDICTIVE = `query Predictive($query: String!, $limit: Int, $limitScope: PredictiveSearchLimitScope, $types: [PredictiveSearchType!], $searchableFields: [SearchableField!]) {
    predictiveSearch(query: $query, limit: $limit, limitScope: $limitScope, types: $types, searchableFields: $searchableFields) {
      products { handle }
      collections { handle }
      pages { handle }
      articles { handle }
      queries { text styledText }
    }
  }`;

async function predictive(variables: Record<string, unknown>): Promise<Json> {
  const response = await graphql<Json>(storefront, PREDICTIVE, variables);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.predictiveSearch;
}

describe('storefront search', () => {
  it('finds the same products for "jogger" as the search index does, in the same order', async () => {
    const result = await search({query: 'jogger', types: ['PRODUCT'], unavailableProducts: 'SHOW'});
    const handles = result.nodes.map((node: Json) => node.handle);
    expect(handles.length).toBeGreaterThan(10);
    expect(handles).toEqual(await algoliaHandles('us_products', 'jogger'));
    expect(result.totalCount).toBe(handles.length);
  });

  it('matches in the market’s language and prices in its currency', async () => {
    const result = await search({query: 'jogger', types: ['PRODUCT'], country: 'JP', first: 1});
    expect(result.nodes[0].priceRange.minVariantPrice.currencyCode).toBe('JPY');
    expect(result.totalCount).toBe((await algoliaHandles('jp_products', 'jogger')).length);
  });

  it('lists unavailable products last by default and can hide them', async () => {
    const soldOut = catalogue.products.find((p) => p.variants.every((v) => !v.availableForSale))!;
    const query = soldOut.productType;
    const last = await search({query, types: ['PRODUCT']});
    const available = last.nodes.map((node: Json) => node.availableForSale);
    expect(available).toContain(false);
    expect(available.indexOf(false)).toBeGreaterThan(available.lastIndexOf(true));
    const hidden = await search({query, types: ['PRODUCT'], unavailableProducts: 'HIDE'});
    expect(hidden.nodes.every((node: Json) => node.availableForSale)).toBe(true);
    expect(hidden.totalCount).toBe(available.filter(Boolean).length);
  });

  it('sorts by price, filters products and describes the filters of every match', async () => {
    const sorted = await search({
      query: 'legging',
      types: ['PRODUCT'],
      sortKey: 'PRICE',
      unavailableProducts: 'SHOW',
    });
    const prices = sorted.nodes.map((node: Json) => Number(node.priceRange.minVariantPrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const size = sorted.productFilters.find((filter: Json) => filter.id === 'filter.v.option.size').values[0];
    const filtered = await search({
      query: 'legging',
      types: ['PRODUCT'],
      unavailableProducts: 'SHOW',
      productFilters: [JSON.parse(size.input)],
    });
    expect(filtered.totalCount).toBe(size.count);
    expect(filtered.totalCount).toBeLessThan(sorted.totalCount);
  });

  it('searches pages and articles too, and pages through every result with cursors', async () => {
    const pages = await search({query: 'shipping', types: ['PAGE']});
    expect(pages.nodes).toContainEqual({__typename: 'Page', handle: 'shipping'});
    const article = catalogue.articles[0];
    const articles = await search({query: article.title.en, types: ['ARTICLE']});
    expect(articles.nodes[0]).toEqual({__typename: 'Article', handle: article.handle});

    const all = await search({query: 'short'});
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Json = await search({query: 'short', first: 7, after});
      seen.push(...page.nodes.map((node: Json) => node.handle));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(all.nodes.map((node: Json) => node.handle));
  });

  it('answers nothing for a blank query', async () => {
    expect((await search({query: '  '})).totalCount).toBe(0);
  });
});

describe('storefront predictive search', () => {
  it('suggests products, collections and queries for a partial word', async () => {
    const result = await predictive({query: 'jog', limitScope: 'EACH', limit: 4});
    expect(result.products).toHaveLength(4);
    expect(result.products.every((product: Json) => product.handle.includes('jogger'))).toBe(true);
    expect(result.collections.map((c: Json) => c.handle)).toEqual(
      expect.arrayContaining(['womens-joggers', 'mens-joggers']),
    );
    expect(result.queries[0]).toEqual({text: 'joggers', styledText: '<mark>jog</mark>gers'});
  });

  it('shares the limit between types by default and caps it at 10', async () => {
    const shared = await predictive({query: 'jog', limit: 6});
    const count = (r: Json) =>
      r.products.length + r.collections.length + r.pages.length + r.articles.length + r.queries.length;
    expect(count(shared)).toBe(6);
    expect(shared.products.length).toBeGreaterThan(0);
    expect(shared.queries.length).toBeGreaterThan(0);
    const capped = await predictive({query: 'jog', limit: 50, limitScope: 'EACH', types: ['PRODUCT']});
    expect(capped.products).toHaveLength(10);
    expect(capped.collections).toEqual([]);
  });

  it('searches only the fields asked for', async () => {
    const byVendor = await predictive({query: 'alderline', types: ['PRODUCT'], searchableFields: ['VENDOR']});
    expect(byVendor.products.length).toBeGreaterThan(0);
    const byTitle = await predictive({query: 'alderline', types: ['PRODUCT'], searchableFields: ['TITLE']});
    expect(byTitle.products.map((p: Json) => p.handle)).toEqual(['alderline-gift-card']);
  });
});

describe('storefront sitemap', () => {
  const SITEMAP = `query Sitemap($type: SitemapType!, $page: Int!) {
    sitemap(type: $type) {
      pagesCount { count precision }
      resources(page: $page) {
        hasNextPage
        items { handle updatedAt ... on SitemapResource { title image { filepath alt } } ... on SitemapResourceMetaobject { type } }
      }
    }
  }`;
  const sitemap = async (type: string, page: number): Promise<Json> => {
    const response = await graphql<Json>(storefront, SITEMAP, {type, page});
    expect(response.body.errors).toBeUndefined();
    return response.body.data.sitemap;
  };

  it('pages every product in pages of 250', async () => {
    const first = await sitemap('PRODUCT', 1);
    const pages = Math.ceil(catalogue.products.length / SITEMAP_PAGE_SIZE);
    expect(first.pagesCount).toEqual({count: pages, precision: 'EXACT'});
    expect(first.resources.items).toHaveLength(SITEMAP_PAGE_SIZE);
    expect(first.resources.hasNextPage).toBe(true);
    const last = await sitemap('PRODUCT', pages);
    expect(last.resources.hasNextPage).toBe(false);
    const handles = [...first.resources.items, ...last.resources.items].map((item: Json) => item.handle);
    expect(new Set(handles)).toEqual(new Set(catalogue.products.map((p) => p.handle)));
    expect(first.resources.items[0]).toMatchObject({
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      title: expect.any(String),
      image: {filepath: expect.stringContaining('/images/'), alt: expect.any(String)},
    });
    expect((await sitemap('PRODUCT', pages + 1)).resources).toEqual({items: [], hasNextPage: false});
  });

  it('lists collections, pages, blogs and articles; metaobjects have no web pages', async () => {
    for (const [type, expected] of [
      ['COLLECTION', catalogue.collections.length],
      ['PAGE', catalogue.pages.length],
      ['BLOG', catalogue.blogs.length],
      ['ARTICLE', catalogue.articles.length],
    ] as const) {
      const result = await sitemap(type, 1);
      expect(result.resources.items, type).toHaveLength(expected);
      expect(result.pagesCount.count, type).toBe(1);
    }
    const metaobjects = await sitemap('METAOBJECT', 1);
    expect(metaobjects).toEqual({
      pagesCount: {count: 0, precision: 'EXACT'},
      resources: {items: [], hasNextPage: false},
    });
  });
});
