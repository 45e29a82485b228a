/**
 * The emulator through the unmodified algoliasearch v5 client (fetch requester), over HTTP,
 * against the seeded catalogue.
 */
import {createFetchRequester} from '@algolia/requester-fetch';
import {algoliasearch, type SearchResponse} from 'algoliasearch';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getCatalogue, type Product} from '../seed/index';
import {createSearchService, STORE_SEARCH_FILTER} from './index';
import {serve, TEST_CLIENT_TIMEOUTS, warmUp, type RunningServer} from './testing/http-server';

const catalogue = getCatalogue(1);
const byId = new Map(catalogue.products.map((product) => [String(product.id), product]));
const isShoppable = (product: Product) =>
  !product.tags.includes('findify-remove') &&
  (product.variants.some((variant) => !variant.requiresShipping) ||
    product.variants.some((variant) => variant.availableForSale) ||
    product.tags.includes('back-in-stock-enabled'));

let server: RunningServer;
let client: ReturnType<typeof algoliasearch>;
const credentials = {'x-algolia-application-id': 'EMULATOR', 'x-algolia-api-key': 'search-only-key'};

beforeAll(async () => {
  server = await serve(createSearchService({seed: 1}));
  await warmUp(server, ['us_products', 'us_products_query_suggestions', 'gb_products', 'fr_products']);
  client = algoliasearch('EMULATOR', 'search-only-key', {
    hosts: [{url: `127.0.0.1:${server.port}`, protocol: 'http', accept: 'readWrite'}],
    requester: createFetchRequester(),
    timeouts: TEST_CLIENT_TIMEOUTS,
  });
});

afterAll(async () => {
  await server.close();
});

type Hit = Record<string, unknown> & {objectID: string};
const first = (response: {results: unknown[]}, index = 0) => response.results[index] as SearchResponse<Hit>;

describe('search through algoliasearch v5', () => {
  it('runs the search bar multi-query (store filter, search_bar context, 4 hits, suggestions)', async () => {
    const response = await client.search<Hit>({
      requests: [
        {
          indexName: 'us_products',
          query: 'legging',
          hitsPerPage: 4,
          clickAnalytics: true,
          userToken: 'user-42',
          ruleContexts: ['search_bar'],
          filters: STORE_SEARCH_FILTER,
          attributesToRetrieve: [
            'handle',
            'title',
            'tags',
            'requires_shipping',
            'online_inventory_available',
          ],
          highlightPreTag: '__aa-highlight__',
          highlightPostTag: '__/aa-highlight__',
        },
        {indexName: 'us_products_query_suggestions', query: 'legging', hitsPerPage: 8, clickAnalytics: true},
      ],
    });
    const products = first(response);
    expect(products.hits).toHaveLength(4);
    expect(products.nbHits).toBeGreaterThan(4);
    expect(products.nbPages).toBe(Math.ceil(products.nbHits! / 4));
    expect(products.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(products.index).toBe('us_products');
    for (const hit of products.hits) {
      expect(Object.keys(hit).sort()).toEqual([
        '_highlightResult',
        'handle',
        'objectID',
        'online_inventory_available',
        'requires_shipping',
        'tags',
        'title',
      ]);
      expect(isShoppable(byId.get(hit.objectID)!)).toBe(true);
      expect((hit._highlightResult as unknown as {title: {value: string}}).title.value).toContain(
        '__aa-highlight__Legging__/aa-highlight__',
      );
    }
    // "legging" is the last word, so it also matches "leggings" as a prefix (the category).
    const expected = catalogue.products.filter(
      (product) =>
        isShoppable(product) && (/legging/i.test(product.title.en) || product.category === 'leggings'),
    ).length;
    expect(products.nbHits).toBe(expected);
    const suggestions = first(response, 1);
    expect(suggestions.hits.length).toBeGreaterThan(0);
    expect(suggestions.hits.length).toBeLessThanOrEqual(8);
    expect(suggestions.hits[0]).toMatchObject({
      query: expect.stringContaining('legging'),
      us_products: {exact_nb_hits: expect.any(Number)},
    });
    // Default suggestions (empty query, fetched on mount) come by popularity.
    const defaults = await client.searchSingleIndex<Hit>({
      indexName: 'us_products_query_suggestions',
      searchParams: {query: '', hitsPerPage: 8},
    });
    const popularity = defaults.hits.map((hit) => hit.popularity as number);
    expect(popularity).toHaveLength(8);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('answers the gift card and sale redirects in the search_bar context only', async () => {
    const giftCard = await client.searchSingleIndex<Hit>({
      indexName: 'us_products',
      searchParams: {query: 'gift card', ruleContexts: ['search_bar']},
    });
    expect(giftCard.renderingContent?.redirect).toEqual({url: '/products/alderline-gift-card'});
    expect(giftCard.userData).toEqual([{redirect: '/products/alderline-gift-card'}]);
    const french = await client.searchSingleIndex<Hit>({
      indexName: 'fr_products',
      searchParams: {query: 'soldes', ruleContexts: ['search_bar']},
    });
    expect(french.renderingContent?.redirect).toEqual({url: '/collections/sale'});
    const noContext = await client.searchSingleIndex<Hit>({
      indexName: 'us_products',
      searchParams: {query: 'gift card'},
    });
    expect(noContext.renderingContent?.redirect).toBeUndefined();
  });

  it('counts facets like the catalogue and prices in the market currency', async () => {
    const response = await client.searchSingleIndex<Hit>({
      indexName: 'gb_products',
      searchParams: {query: '', facets: ['gender', 'color_group', 'price'], hitsPerPage: 1},
    });
    const womens = catalogue.products.filter((product) => product.gender === 'womens').length;
    expect(response.facets?.gender?.womens).toBe(womens);
    expect(response.nbHits).toBe(catalogue.products.length);
    const gbpPrices = catalogue.products.flatMap((product) =>
      product.variants.map((variant) => variant.price.GBP),
    );
    expect(response.facets_stats?.price?.max).toBe(
      Math.max(
        ...catalogue.products.map((product) =>
          Math.min(...product.variants.map((variant) => variant.price.GBP)),
        ),
      ),
    );
    expect(response.facets_stats?.price?.min).toBeGreaterThanOrEqual(Math.min(...gbpPrices));
  });

  it('serves the disjunctive-facet pattern InstantSearch sends', async () => {
    const response = await client.search<Hit>({
      requests: [
        {
          indexName: 'us_products',
          query: '',
          facets: ['color_group', 'gender'],
          facetFilters: [['color_group:black', 'color_group:blue'], ['gender:womens']],
          hitsPerPage: 20,
        },
        {
          indexName: 'us_products',
          query: '',
          facets: ['color_group'],
          facetFilters: [['gender:womens']],
          hitsPerPage: 0,
          page: 0,
          analytics: false,
          clickAnalytics: false,
        },
        {
          indexName: 'us_products',
          query: '',
          facets: ['gender'],
          facetFilters: [['color_group:black', 'color_group:blue']],
          hitsPerPage: 0,
          page: 0,
          analytics: false,
          clickAnalytics: false,
        },
      ],
    });
    const [main, colours, genders] = [first(response, 0), first(response, 1), first(response, 2)];
    const womens = catalogue.products.filter((product) => product.gender === 'womens');
    const blackOrBlue = womens.filter(
      (product) => product.facets.colorGroup === 'black' || product.facets.colorGroup === 'blue',
    );
    expect(main.nbHits).toBe(blackOrBlue.length);
    expect(colours.hits).toEqual([]);
    expect(colours.facets?.color_group?.black).toBe(
      womens.filter((product) => product.facets.colorGroup === 'black').length,
    );
    expect(genders.facets?.gender?.womens).toBe(blackOrBlue.length);
    expect(genders.facets?.gender?.mens).toBeGreaterThan(0);
  });

  it('applies numeric filters', async () => {
    const response = await client.searchSingleIndex<Hit>({
      indexName: 'us_products',
      searchParams: {
        numericFilters: ['price>=100'],
        filters: 'NOT price:150 TO 1000',
        hitsPerPage: 1000,
        attributesToRetrieve: ['price'],
      },
    });
    expect(response.nbHits).toBeGreaterThan(0);
    for (const hit of response.hits) expect(hit.price as number).toBeGreaterThanOrEqual(100);
    for (const hit of response.hits) expect(hit.price as number).toBeLessThan(150);
  });

  it('orders replicas by their sort attribute', async () => {
    const read = async (indexName: string, attribute: string) =>
      (
        await client.searchSingleIndex<Hit>({
          indexName,
          searchParams: {hitsPerPage: 1000, attributesToRetrieve: [attribute]},
        })
      ).hits.map((hit) => hit[attribute] as number);
    const ascending = await read('us_products_price_asc', 'price');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await read('us_products_price_desc', 'price');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const bestSellers = await read('us_products_best_sellers', 'recently_ordered_count');
    expect(bestSellers).toEqual([...bestSellers].sort((a, b) => b - a));
    const newest = await read('us_products_newest', 'created_at');
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('tolerates typos and pages', async () => {
    const typo = await client.searchSingleIndex<Hit>({
      indexName: 'us_products',
      searchParams: {query: 'leggnigs', attributesToRetrieve: ['category']},
    });
    expect(typo.nbHits).toBeGreaterThan(0);
    expect(typo.hits.every((hit) => hit.category === 'leggings')).toBe(true);
    const all = await client.searchSingleIndex<Hit>({
      indexName: 'us_products',
      searchParams: {query: 'short', hitsPerPage: 10, attributesToRetrieve: []},
    });
    const page = await client.searchSingleIndex<Hit>({
      indexName: 'us_products',
      searchParams: {query: 'short', hitsPerPage: 5, page: 1, attributesToRetrieve: []},
    });
    expect(page.hits.map((hit) => hit.objectID)).toEqual(all.hits.slice(5, 10).map((hit) => hit.objectID));
    expect(page.page).toBe(1);
  });

  it('gets objects and lists indices', async () => {
    const product = catalogue.products[0];
    const object = await client.getObject({
      indexName: 'us_products',
      objectID: String(product.id),
      attributesToRetrieve: ['handle', 'image'],
    });
    expect(object).toEqual({
      handle: product.handle,
      image: `${server.origin}/images/${product.images[0].name}.svg`,
      objectID: String(product.id),
    });
    const objects = await client.getObjects<Hit>({
      requests: [
        {indexName: 'de_products', objectID: String(product.id)},
        {indexName: 'us_products', objectID: 'missing'},
      ],
    });
    expect(objects.results[0]).toMatchObject({handle: product.handle, currency: 'EUR'});
    expect(objects.results[1]).toBeNull();
    const indices = await client.listIndices();
    expect(indices.items).toHaveLength(23 * 7);
    expect(indices.items.find((item) => item.name === 'us_products')).toMatchObject({
      replicas: [
        'us_products_best_sellers',
        'us_products_newest',
        'us_products_price_desc',
        'us_products_price_asc',
      ],
      entries: catalogue.products.length,
    });
  });

  it('answers errors in Algolia shapes', async () => {
    await expect(
      client.searchSingleIndex({indexName: 'xx_products', searchParams: {}}),
    ).rejects.toMatchObject({status: 404, message: 'Index does not exist'});
    await expect(
      client.searchSingleIndex({indexName: 'us_products', searchParams: {filters: 'price >'}}),
    ).rejects.toMatchObject({
      status: 400,
      message: 'filters: Unexpected token end of filter expected numeric at col 7',
    });
    await expect(client.getObject({indexName: 'us_products', objectID: 'nope'})).rejects.toMatchObject({
      status: 404,
      message: 'ObjectID does not exist',
    });
    const anonymous = await fetch(`${server.origin}/1/indexes/*/queries`, {
      method: 'POST',
      body: JSON.stringify({requests: []}),
    });
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual({message: 'Invalid Application-ID or API key', status: 403});
    const viaQueryString = await fetch(
      `${server.origin}/1/indexes/us_products/query?x-algolia-application-id=A&x-algolia-api-key=K`,
      {
        method: 'POST',
        headers: {'content-type': 'text/plain'},
        body: JSON.stringify({params: 'query=tee&hitsPerPage=1'}),
      },
    );
    expect(viaQueryString.status).toBe(200);
    expect(await viaQueryString.json()).toMatchObject({hitsPerPage: 1, params: 'query=tee&hitsPerPage=1'});
    const write = await fetch(`${server.origin}/1/indexes/us_products/batch`, {
      method: 'POST',
      headers: credentials,
      body: '{}',
    });
    expect(write.status).toBe(403);
  });
});

describe('insights through algoliasearch v5', () => {
  it('validates and records events', async () => {
    await fetch(`${server.origin}/1/__events`, {method: 'DELETE', headers: credentials});
    const insights = client.initInsights({
      options: {
        hosts: [{url: `127.0.0.1:${server.port}`, protocol: 'http', accept: 'readWrite'}],
        requester: createFetchRequester(),
        timeouts: TEST_CLIENT_TIMEOUTS,
      },
    });
    const search = await client.searchSingleIndex<Hit>({
      indexName: 'us_products',
      searchParams: {query: 'tee', clickAnalytics: true, hitsPerPage: 2},
    });
    const accepted = await insights.pushEvents({
      events: [
        {
          eventType: 'click',
          eventName: 'Product Clicked',
          index: 'us_products',
          userToken: 'user-42',
          queryID: search.queryID!,
          objectIDs: [search.hits[0].objectID],
          positions: [1],
        },
        {
          eventType: 'view',
          eventName: 'Hits Viewed',
          index: 'us_products',
          userToken: 'user-42',
          objectIDs: search.hits.map((hit) => hit.objectID),
        },
        {
          eventType: 'conversion',
          eventSubtype: 'addToCart',
          eventName: 'Added To Cart',
          index: 'us_products',
          userToken: 'user-42',
          queryID: search.queryID!,
          objectIDs: [search.hits[0].objectID],
          objectData: [{price: 10, quantity: 1}],
          value: 10,
          currency: 'USD',
        },
      ],
    });
    expect(accepted).toEqual({status: 200, message: 'OK'});
    const recorded = (await (await fetch(`${server.origin}/1/__events`, {headers: credentials})).json()) as {
      events: Array<Record<string, unknown>>;
    };
    expect(recorded.events.map((event) => event.eventName)).toEqual([
      'Product Clicked',
      'Hits Viewed',
      'Added To Cart',
    ]);
    expect(recorded.events[0]).toMatchObject({queryID: search.queryID, positions: [1], appId: 'EMULATOR'});

    const tooMany = Array.from({length: 21}, (_, index) => String(index));
    await expect(
      insights.pushEvents({
        events: [
          {
            eventType: 'view',
            eventName: 'Hits Viewed',
            index: 'us_products',
            userToken: 'u',
            objectIDs: tooMany,
          },
        ],
      }),
    ).rejects.toMatchObject({status: 422});
    await expect(
      insights.pushEvents({
        events: [
          {
            eventType: 'click',
            eventName: 'Clicked',
            index: 'us_products',
            userToken: 'u',
            queryID: 'not-hex',
            objectIDs: ['1'],
            positions: [1],
          },
        ],
      }),
    ).rejects.toMatchObject({status: 422, message: expect.stringContaining('queryID')});
    await expect(
      insights.pushEvents({
        events: [
          {
            eventType: 'click',
            eventName: 'Clicked',
            index: 'us_products',
            userToken: 'u',
            queryID: search.queryID!,
            objectIDs: ['1'],
          },
        ],
      }),
    ).rejects.toMatchObject({status: 422, message: expect.stringContaining('positions')});
    const after = (await (await fetch(`${server.origin}/1/__events`, {headers: credentials})).json()) as {
      events: unknown[];
    };
    expect(after.events).toHaveLength(3);
  });

  it('accepts search-insights style beacons (credentials in the query string, text/plain body)', async () => {
    const response = await fetch(
      `${server.origin}/1/events?X-Algolia-Application-Id=EMULATOR&X-Algolia-API-Key=k&X-Algolia-Agent=insights-js`,
      {
        method: 'POST',
        headers: {'content-type': 'text/plain;charset=UTF-8'},
        body: JSON.stringify({
          events: [
            {
              eventType: 'view',
              eventName: 'Viewed',
              index: 'us_products',
              userToken: 'anonymous-1',
              filters: ['gender%3Awomens'],
            },
          ],
        }),
      },
    );
    expect(response.status).toBe(200);
  });
});
