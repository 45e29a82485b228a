import {createWithCache, InMemoryCache} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {createSearchService} from '../../emulator/search/index';
import {serve, warmUp, type RunningServer} from '../../emulator/search/testing/http-server';
import {getCatalogue, type Product} from '../../emulator/seed/index';
import {requestDeadlines, serviceBudgets} from '~/lib/deadlines.server';
import {productCardsById} from '~/lib/search/cards-by-id.server';

/**
 * Cards for products named by id (personalised slots, the bag's picks, recently viewed): the
 * seeded catalogue through the emulator's search service, over HTTP, as the worker reads it.
 */
const catalogue = getCatalogue(1);
const gid = (product: Product) => `gid://shopify/Product/${product.id}`;
const listable = (product: Product) =>
  !product.tags.includes('findify-remove') &&
  (product.variants.some((variant) => !variant.requiresShipping || variant.availableForSale) ||
    product.tags.includes('back-in-stock-enabled'));

let server: RunningServer;
/** Cache writes run after the answer (waitUntil); a test awaits them as the next request would find them. */
const background: Promise<unknown>[] = [];

beforeAll(async () => {
  server = await serve(createSearchService({seed: 1}));
  await warmUp(server, ['gb_products']);
});

afterAll(async () => {
  await server?.close();
});

function context(env: Record<string, string> = {}) {
  return {
    env: {
      PUBLIC_ALGOLIA_APP_ID: 'EMULATOR',
      PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only-key',
      ALGOLIA_HOST: server.origin,
      ...env,
    },
    market: {countryCode: 'GB', currency: 'GBP'},
    deadlines: requestDeadlines(serviceBudgets({})),
    withCache: createWithCache({
      cache: new InMemoryCache(),
      waitUntil: (promise: Promise<unknown>) => void background.push(promise),
      request: new Request('https://shop.test/'),
    }),
  } as unknown as Parameters<typeof productCardsById>[0];
}

describe('productCardsById', () => {
  it('gives the cards of the products a list may show, in pounds, keyed by product id', async () => {
    const shown = catalogue.products.filter(listable).slice(0, 3);
    const hidden = catalogue.products.find((product) => !listable(product));
    expect(hidden, 'the seeded catalogue holds a product no list may show').toBeDefined();
    const cards = await productCardsById(context(), [...shown.map(gid), gid(hidden!), 'not-an-id']);
    expect([...cards.keys()].sort()).toEqual(shown.map(gid).sort());
    const card = cards.get(gid(shown[0]))!;
    expect(card).toMatchObject({handle: shown[0].handle, title: shown[0].title.en});
    expect(card.priceRange.minVariantPrice.currencyCode).toBe('GBP');
    expect(Number(card.priceRange.minVariantPrice.amount)).toBeGreaterThan(0);
  });

  it('asks nothing for no product ids, and the same ids again come from its cache', async () => {
    const fetcher = vi.spyOn(globalThis, 'fetch');
    const same = context();
    expect((await productCardsById(same, ['gid://shopify/ProductVariant/1'])).size).toBe(0);
    expect(fetcher).not.toHaveBeenCalled();
    const ids = [gid(catalogue.products.filter(listable)[0])];
    await productCardsById(same, ids);
    await Promise.all(background.splice(0));
    await productCardsById(same, ids);
    expect(fetcher).toHaveBeenCalledTimes(1);
    fetcher.mockRestore();
  });

  it('fails when the search service is not configured or does not answer', async () => {
    const ids = [gid(catalogue.products[0])];
    await expect(productCardsById(context({PUBLIC_ALGOLIA_APP_ID: ''}), ids)).rejects.toThrow(
      /not configured/,
    );
    await expect(productCardsById(context({ALGOLIA_HOST: 'http://127.0.0.1:9'}), ids)).rejects.toThrow();
  });
});
