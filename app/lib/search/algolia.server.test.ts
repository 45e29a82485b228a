import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {getMarket} from '@markets';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {
  algoliaHosts,
  productSearchRequest,
  productsIndexName,
  searchProducts,
  SEARCH_HITS_PER_PAGE,
  STORE_SEARCH_FILTER,
  type ProductSearchClient,
  type SearchEnv,
} from './algolia.server';

const env: SearchEnv = {
  PUBLIC_ALGOLIA_APP_ID: 'APP',
  PUBLIC_ALGOLIA_SEARCH_KEY: 'key',
  ALGOLIA_HOST: 'http://127.0.0.1:4100',
};
const gb = getMarket('GB');
let reports: ErrorReport[] = [];
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => setErrorSink(consoleSink));

type SearchForHitsParams = Parameters<ProductSearchClient['searchForHits']>[0];

/** A fake client that records its requests and answers with `answer` (or throws it). */
function fakeClient(answer: Record<string, unknown> | Error) {
  const requests: SearchForHitsParams[] = [];
  const client = {
    searchForHits: vi.fn(async (params: SearchForHitsParams) => {
      requests.push(params);
      if (answer instanceof Error) throw answer;
      return {results: [answer]};
    }),
  } as unknown as ProductSearchClient;
  return {client, requests, createClient: vi.fn(() => client)};
}

const record = {
  objectID: '1001',
  handle: 'dreamknit-legging-black',
  title: 'DreamKnit Legging | Black',
  price: 68,
  compare_at_price: 85,
  currency: 'GBP',
  image: 'http://127.0.0.1:4100/images/legging-black.svg',
};

describe('productsIndexName', () => {
  it('is {country}_products with the country in lower case', () => {
    expect(productsIndexName(getMarket('US'))).toBe('us_products');
    expect(productsIndexName(gb)).toBe('gb_products');
    expect(productsIndexName(getMarket('AE'))).toBe('ae_products');
  });
});

describe('productSearchRequest', () => {
  it('searches the market index with the store filter, 24 hits and click analytics', () => {
    expect(productSearchRequest({market: getMarket('FR'), query: 'legging', page: 2})).toEqual({
      indexName: 'fr_products',
      query: 'legging',
      filters:
        '(requires_shipping:false OR online_inventory_available:true OR tags:back-in-stock-enabled) AND NOT tags:findify-remove',
      hitsPerPage: 24,
      page: 2,
      clickAnalytics: true,
      attributesToRetrieve: expect.arrayContaining(['handle', 'title', 'price', 'compare_at_price', 'image']),
      attributesToHighlight: [],
    });
    expect(STORE_SEARCH_FILTER).toContain('AND NOT tags:findify-remove');
    expect(SEARCH_HITS_PER_PAGE).toBe(24);
  });

  it('truncates the query to 512 characters', () => {
    const request = productSearchRequest({market: gb, query: 'a'.repeat(600), page: 0});
    expect(request.query).toHaveLength(512);
  });

  it('keeps pages within what Algolia can page to', () => {
    expect(productSearchRequest({market: gb, query: 'x', page: -3}).page).toBe(0);
    expect(productSearchRequest({market: gb, query: 'x', page: Number.NaN}).page).toBe(0);
    expect(productSearchRequest({market: gb, query: 'x', page: 9999}).page).toBe(41);
  });
});

describe('algoliaHosts', () => {
  it('is undefined (Algolia’s own hosts) when ALGOLIA_HOST is empty', () => {
    expect(algoliaHosts(undefined)).toBeUndefined();
    expect(algoliaHosts('  ')).toBeUndefined();
  });

  it('turns the emulator origin into one read-write host', () => {
    expect(algoliaHosts('http://127.0.0.1:4100')).toEqual([
      {url: '127.0.0.1:4100', protocol: 'http', accept: 'readWrite'},
    ]);
    expect(algoliaHosts('http://127.0.0.1:4100/')).toEqual([
      {url: '127.0.0.1:4100', protocol: 'http', accept: 'readWrite'},
    ]);
    expect(algoliaHosts('search.example.com')).toEqual([
      {url: 'search.example.com', protocol: 'https', accept: 'readWrite'},
    ]);
  });
});

describe('searchProducts', () => {
  it('sends one request built from the market and query, with the env', async () => {
    const fake = fakeClient({hits: [record], nbHits: 1, page: 0, nbPages: 1, queryID: 'a'.repeat(32)});
    const result = await searchProducts(
      {env, market: gb, query: '  legging  '.trim(), page: 0},
      {createClient: fake.createClient},
    );
    expect(fake.createClient).toHaveBeenCalledWith(env, 2000);
    expect(fake.requests).toEqual([
      {requests: [productSearchRequest({market: gb, query: 'legging', page: 0})]},
    ]);
    expect(result).toEqual({
      hits: [record],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      queryID: 'a'.repeat(32),
    });
  });

  it('sends a 600-character query as 512 characters', async () => {
    const fake = fakeClient({hits: [], nbHits: 0, page: 0, nbPages: 0});
    await searchProducts(
      {env, market: gb, query: 'b'.repeat(600), page: 0},
      {createClient: fake.createClient},
    );
    const [{requests}] = fake.requests as Array<{requests: Array<{query: string}>}>;
    expect(requests[0].query).toBe('b'.repeat(512));
  });

  it('leaves out records it cannot show and falls back to the market currency', async () => {
    const fake = fakeClient({
      hits: [
        {...record, compare_at_price: null, currency: undefined, image: null},
        {objectID: '2', title: 'No handle', price: 10},
        {objectID: '3', handle: 'no-price', title: 'No price', price: null},
      ],
      nbHits: 3,
      page: 0,
      nbPages: 1,
    });
    const result = await searchProducts(
      {env, market: gb, query: 'x', page: 0},
      {createClient: fake.createClient},
    );
    expect(result?.hits).toEqual([{...record, compare_at_price: null, currency: 'GBP', image: null}]);
    expect(result?.queryID).toBeNull();
  });

  it('answers null and logs when the service fails', async () => {
    const fake = fakeClient(new Error('Unreachable hosts'));
    const result = await searchProducts(
      {env, market: gb, query: 'legging', page: 0},
      {createClient: fake.createClient},
    );
    expect(result).toBeNull();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      code: 'SEARCH-001',
      details: {index: 'gb_products'},
      error: {message: 'Unreachable hosts'},
    });
  });

  it('answers null when search is not configured', async () => {
    const result = await searchProducts({env: {}, market: gb, query: 'legging', page: 0});
    expect(result).toBeNull();
    expect(reports.map((report) => report.code)).toEqual(['SEARCH-001']);
  });
});
