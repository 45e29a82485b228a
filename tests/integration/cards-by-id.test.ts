import {createWithCache, InMemoryCache} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {createSearchService} from '../../emulator/search/index';
import {serve, warmUp, type RunningServer} from '../../emulator/search/testing/http-server';
import {getCatalogue, type Product} from '../../emulator/seed/index';
import {requestDeadlines, serviceBudgets} from '~/lib/deadlines.server';
import {GUEST_VIEWER} from '~/lib/customer/product-access.server';
import {productCardsById} from '~/lib/search/cards-by-id.server';

/**
 * Cards for products named by id (personalised slots, the bag's picks, recently viewed): the
 * seeded catalogue through the emulator's search service, over HTTP, as the worker reads it.
 */
const catalogue = getCatalogue(1);
const gid = (product: Product) => `gid://shopify/Product/${product.id}`;
const membersOnly = (product: Product) => product.tags.includes('gated::warehouse-sale');
const listable = (product: Product) =>
  !product.tags.includes('findify-remove') &&
  (product.variants.some((variant) => !variant.requiresShipping || variant.availableForSale) ||
    product.tags.includes('back-in-stock-enabled'));

/** A warehouse-sale customer: unlocks the members-only collection and has its member price. */
const MEMBER = {signedIn: true, tags: ['gated::warehouse-sale'], unlocked: ['warehouse-sale']};

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
    const shown = catalogue.products
      .filter((product) => listable(product) && !membersOnly(product))
      .slice(0, 3);
    const hidden = catalogue.products.find((product) => !listable(product));
    expect(hidden, 'the seeded catalogue holds a product no list may show').toBeDefined();
    const cards = await productCardsById(
      context(),
      [...shown.map(gid), gid(hidden!), 'not-an-id'],
      GUEST_VIEWER,
    );
    expect([...cards.keys()].sort()).toEqual(shown.map(gid).sort());
    const card = cards.get(gid(shown[0]))!;
    expect(card).toMatchObject({handle: shown[0].handle, title: shown[0].title.en});
    expect(card.priceRange.minVariantPrice.currencyCode).toBe('GBP');
    expect(Number(card.priceRange.minVariantPrice.amount)).toBeGreaterThan(0);
  });

  it('asks nothing for no product ids, and the same ids again come from its cache', async () => {
    const fetcher = vi.spyOn(globalThis, 'fetch');
    const same = context();
    expect((await productCardsById(same, ['gid://shopify/ProductVariant/1'], GUEST_VIEWER)).size).toBe(0);
    expect(fetcher).not.toHaveBeenCalled();
    const ids = [gid(catalogue.products.filter(listable)[0])];
    await productCardsById(same, ids, GUEST_VIEWER);
    await Promise.all(background.splice(0));
    await productCardsById(same, ids, MEMBER);
    // One read for every shopper: the viewer's rule runs on the cached answer.
    expect(fetcher).toHaveBeenCalledTimes(1);
    fetcher.mockRestore();
  });

  it('gives a members-only product only to its members, at their member price', async () => {
    const gated = catalogue.products.find((product) => listable(product) && membersOnly(product))!;
    expect(gated, 'the seeded catalogue holds a listable members-only product').toBeDefined();
    expect((await productCardsById(context(), [gid(gated)], GUEST_VIEWER)).size).toBe(0);
    const untagged = {signedIn: true, tags: ['vip'], unlocked: []};
    expect((await productCardsById(context(), [gid(gated)], untagged)).size).toBe(0);
    const card = (await productCardsById(context(), [gid(gated)], MEMBER)).get(gid(gated))!;
    const price = Number(card.priceRange.minVariantPrice.amount);
    expect(card.memberPrice).toMatchObject({percentage: 30, kind: 'gated', currencyCode: 'GBP'});
    expect(Number(card.memberPrice!.amount)).toBeCloseTo(price * 0.7, 2);
  });

  it('fails when the search service is not configured or does not answer', async () => {
    const ids = [gid(catalogue.products[0])];
    await expect(productCardsById(context({PUBLIC_ALGOLIA_APP_ID: ''}), ids, GUEST_VIEWER)).rejects.toThrow(
      /not configured/,
    );
    await expect(
      productCardsById(context({ALGOLIA_HOST: 'http://127.0.0.1:9'}), ids, GUEST_VIEWER),
    ).rejects.toThrow();
  });
});
