/**
 * The requests the Autocomplete overlay makes (product hits, query suggestions) through the
 * preset the Autocomplete plugins use, with the lite client.
 */
import {fetchAlgoliaResults} from '@algolia/autocomplete-preset-algolia';
import {createFetchRequester} from '@algolia/requester-fetch';
import {liteClient} from 'algoliasearch/lite';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createSearchService, STORE_SEARCH_FILTER} from './index';
import {serve, TEST_CLIENT_TIMEOUTS, warmUp, type RunningServer} from './testing/http-server';

let server: RunningServer;

beforeAll(async () => {
  server = await serve(createSearchService({seed: 1}));
  await warmUp(server, ['us_products', 'us_products_query_suggestions']);
});

afterAll(async () => {
  await server.close();
});

describe('Autocomplete overlay requests', () => {
  it('gets product hits with __aa-highlight__ tags and suggestions carrying their categories', async () => {
    const searchClient = liteClient('EMULATOR', 'search-only-key', {
      hosts: [{url: `127.0.0.1:${server.port}`, protocol: 'http', accept: 'readWrite'}],
      requester: createFetchRequester(),
      timeouts: TEST_CLIENT_TIMEOUTS,
    });
    const [products, suggestions] = await fetchAlgoliaResults<Record<string, unknown>>({
      searchClient,
      queries: [
        {
          indexName: 'us_products',
          params: {
            query: 'jogg',
            hitsPerPage: 4,
            clickAnalytics: true,
            ruleContexts: ['search_bar'],
            filters: STORE_SEARCH_FILTER,
          },
        },
        {indexName: 'us_products_query_suggestions', params: {query: 'jogg', hitsPerPage: 8}},
      ],
    });
    expect('hits' in products && products.hits).toHaveLength(4);
    if (!('hits' in products) || !('hits' in suggestions)) throw new Error('expected hits');
    const title = (products.hits[0]._highlightResult as unknown as {title: {value: string}}).title.value;
    expect(title).toContain('__aa-highlight__Jogg__/aa-highlight__');
    expect(products.hits[0].__autocomplete_queryID).toMatch(/^[0-9a-f]{32}$/);
    const joggers = suggestions.hits.find((hit) => hit.query === 'joggers')!;
    expect(joggers).toBeDefined();
    // The query-suggestions plugin's categoryAttribute path.
    const categories = (
      joggers.us_products as {facets: {exact_matches: {category: Array<{value: string; count: number}>}}}
    ).facets.exact_matches.category;
    expect(categories[0]).toEqual({value: 'joggers', count: expect.any(Number)});
    const gift = await fetchAlgoliaResults({
      searchClient,
      queries: [
        {
          indexName: 'us_products',
          params: {query: 'gift card', hitsPerPage: 4, ruleContexts: ['search_bar']},
        },
      ],
    });
    expect((gift[0] as {renderingContent?: {redirect?: {url: string}}}).renderingContent?.redirect?.url).toBe(
      '/products/alderline-gift-card',
    );
  });
});
