/**
 * Server-side rendering with react-instantsearch and the lite client: the request pattern
 * InstantSearch really sends (main query + one disjunctive query per refined facet,
 * `__ais-highlight__` tags), end to end over HTTP.
 */
import {createFetchRequester} from '@algolia/requester-fetch';
import {liteClient} from 'algoliasearch/lite';
import {createElement as h, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {
  Configure,
  getServerState,
  Highlight,
  Hits,
  InstantSearch,
  InstantSearchSSRProvider,
  RefinementList,
  type InstantSearchServerState,
} from 'react-instantsearch';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getCatalogue} from '../seed/index';
import {createSearchService, STORE_SEARCH_FILTER} from './index';
import {serve, TEST_CLIENT_TIMEOUTS, warmUp, type RunningServer} from './testing/http-server';

let server: RunningServer;

beforeAll(async () => {
  server = await serve(createSearchService({seed: 1}));
  await warmUp(server, ['us_products']);
});

afterAll(async () => {
  await server.close();
});

type ProductHit = {objectID: string; title: string; color_group: string; __position: number};

function App({
  serverState,
  searchClient,
}: {
  serverState?: InstantSearchServerState;
  searchClient: ReturnType<typeof liteClient>;
}): ReactNode {
  return h(
    InstantSearchSSRProvider,
    serverState ?? {},
    h(
      InstantSearch,
      {
        searchClient,
        indexName: 'us_products',
        initialUiState: {us_products: {refinementList: {color_group: ['black', 'blue']}}},
        future: {preserveSharedStateOnUnmount: true},
      },
      h(Configure, {query: 'legging', hitsPerPage: 4, filters: STORE_SEARCH_FILTER, clickAnalytics: true}),
      h(RefinementList, {attribute: 'color_group'}),
      h(Hits<ProductHit>, {
        hitComponent: ({hit}: {hit: ProductHit}) =>
          h('span', {className: 'hit-title'}, h(Highlight<ProductHit>, {attribute: 'title', hit})),
      }),
    ),
  );
}

describe('InstantSearch server-side rendering', () => {
  it('renders hits, highlights and disjunctive facet counts from the emulator', async () => {
    const searchClient = liteClient('EMULATOR', 'search-only-key', {
      hosts: [{url: `127.0.0.1:${server.port}`, protocol: 'http', accept: 'readWrite'}],
      requester: createFetchRequester(),
      timeouts: TEST_CLIENT_TIMEOUTS,
    });
    const serverState = await getServerState(h(App, {searchClient}), {renderToString});
    const state = serverState.initialResults.us_products;
    expect(state.results).toHaveLength(2);
    const [main, disjunctive] = state.results!;
    expect(main.hits).toHaveLength(4);
    expect(main.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(
      main.hits.every((hit) => ['black', 'blue'].includes((hit as unknown as ProductHit).color_group)),
    ).toBe(true);
    expect(disjunctive.hitsPerPage).toBe(0);

    const catalogue = getCatalogue(1);
    const leggingsInGroup = (group: string) =>
      catalogue.products.filter(
        (product) =>
          product.facets.colorGroup === group &&
          !product.tags.includes('findify-remove') &&
          (product.category === 'leggings' || /legging/i.test(product.title.en)) &&
          (product.variants.some((variant) => variant.availableForSale) ||
            product.tags.includes('back-in-stock-enabled')),
      ).length;
    expect(disjunctive.facets?.color_group?.black).toBe(leggingsInGroup('black'));
    expect(disjunctive.facets?.color_group?.green).toBe(leggingsInGroup('green'));

    const html = renderToString(h(App, {serverState, searchClient}));
    expect(html).toContain('ais-Hits-item');
    expect(html).toMatch(/<mark class="ais-Highlight-highlighted">Legging<\/mark>/);
    expect(html).toContain(`<span class="ais-RefinementList-count">${leggingsInGroup('green')}</span>`);
  });
});
