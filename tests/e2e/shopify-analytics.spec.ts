import type {Page} from '@playwright/test';
import {baseTest, expect} from './support/test';
import {findProduct, onlySizeToChoose, shoppable, sizesInStock} from './support/catalogue';
import {skipCountryDialog} from './support/footer-consent';
import {startHttpsFront} from './support/https-front';
import {emulatorUrl, stack} from './support/stack';

/** Shopify's endpoint and cookies are https-only: these journeys shop the store over https. */
const test = baseTest.extend<object, {secureStore: string}>({
  secureStore: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const front = await startHttpsFront(stack()!.storefront);
      await use(front.url);
      await front.close();
    },
    {scope: 'worker'},
  ],
  baseURL: async ({secureStore}, use) => use(secureStore),
});

/** What the emulator's stand-in for the shop domain's analytics endpoint accepted. */
interface ShopifyEvent {
  schema_id: string;
  event_name: string;
  payload: Record<string, unknown>;
}

const PRODUCE_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';

async function shopifyEvents(): Promise<{events: ShopifyEvent[]; rejected: unknown[]}> {
  const response = await fetch(`${emulatorUrl()}/.well-known/shopify/monorail/__events`);
  return (await response.json()) as {events: ShopifyEvent[]; rejected: unknown[]};
}

/** Events whose page was this test's, so other tests on the same emulator do not count. */
const fromPage = (events: ShopifyEvent[], path: string) =>
  events.filter((event) => String(event.payload.event_source_url ?? event.payload.url ?? '').includes(path));

const banner = (page: Page) => page.getByRole('region', {name: 'Cookie consent'});

async function productInStock() {
  return findProduct(
    'is shoppable in a size, for everyone',
    (product) =>
      shoppable(product) &&
      onlySizeToChoose(product) &&
      sizesInStock(product).length > 0 &&
      !product.tags.some((tag) => tag.startsWith('gated::')),
  );
}

test.beforeEach(async ({context, baseURL}) => {
  await skipCountryDialog(context, baseURL);
});

test.describe("Shopify's analytics", () => {
  test.slow();

  test('a shopper who accepts sends the page view and the add to bag to the shop’s analytics endpoint', async ({
    page,
  }) => {
    const product = await productInStock();
    const [size] = sizesInStock(product);
    const variant = product.variants.nodes.find((node) =>
      node.selectedOptions.some((option) => option.name === 'Size' && option.value === size),
    )!;
    const path = `/en-gb/products/${product.handle}`;
    await page.goto('/en-gb');
    await banner(page).getByRole('button', {name: 'Accept all'}).click();
    await page.goto(`${path}?Size=${encodeURIComponent(size)}`, {waitUntil: 'networkidle'});

    // The page view, in Hydrogen's two schemas, for this shop in the market's currency.
    await expect
      .poll(
        async () =>
          fromPage((await shopifyEvents()).events, path)
            .map((event) => event.event_name)
            .sort(),
        {
          timeout: 15_000,
        },
      )
      .toEqual(expect.arrayContaining(['page_rendered', 'page_view', 'product_page_rendered']));
    const pageRendered = fromPage((await shopifyEvents()).events, path).find(
      (event) => event.event_name === 'page_rendered',
    )!;
    expect(pageRendered.payload).toMatchObject({
      shop_id: expect.any(Number),
      currency: 'GBP',
      source: 'hydrogen',
      analytics_allowed: true,
      marketing_allowed: true,
      is_persistent_cookie: true,
    });

    await page.getByRole('button', {name: 'Add to bag'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Added to your bag.'})).toBeVisible();
    await expect
      .poll(
        async () =>
          fromPage((await shopifyEvents()).events, path).filter(
            (event) => event.event_name === 'product_added_to_cart',
          ),
        {
          timeout: 15_000,
        },
      )
      .toHaveLength(1);
    const [added] = fromPage((await shopifyEvents()).events, path).filter(
      (event) => event.event_name === 'product_added_to_cart',
    );
    expect(added.payload).toMatchObject({currency: 'GBP', analytics_allowed: true});
    const [line] = (added.payload.products as string[]).map(
      (item) => JSON.parse(item) as Record<string, unknown>,
    );
    expect(line).toMatchObject({
      product_gid: product.id,
      variant_gid: variant.id,
      name: expect.stringContaining(product.title.split('|')[0].trim()),
      brand: 'Alderline',
      price: expect.any(Number),
      quantity: 1,
    });
    expect((await shopifyEvents()).rejected).toEqual([]);
  });

  test('a page served over plain http sends Shopify nothing, and sets none of its cookies', async ({
    browser,
  }) => {
    const context = await browser.newContext({baseURL: stack()!.storefront});
    await skipCountryDialog(context, stack()!.storefront);
    const page = await context.newPage();
    const posted: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === PRODUCE_PATH) posted.push(request.url());
    });
    await page.goto('/en-gb');
    await banner(page).getByRole('button', {name: 'Accept all'}).click();
    await page.goto('/en-gb/collections/women', {waitUntil: 'networkidle'});
    // The store's own analytics still run there: only Shopify's are left out.
    const ownBatch = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/analytics');
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await ownBatch;

    expect(posted).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/_shopify_[ys]=/);
    await context.close();
  });

  test('a shopper who declines sends Shopify nothing', async ({page}) => {
    const product = await productInStock();
    const [size] = sizesInStock(product);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === PRODUCE_PATH) posted.push(request.url());
    });
    const path = `/en-gb/products/${product.handle}`;
    await page.goto('/en-gb');
    await banner(page).getByRole('button', {name: 'Reject optional'}).click();
    await expect(banner(page)).toHaveCount(0);
    await page.goto(`${path}?Size=${encodeURIComponent(size)}`, {waitUntil: 'networkidle'});
    await page.getByRole('button', {name: 'Add to bag'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Added to your bag.'})).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

    expect(posted).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/_shopify_[ys]=/);
  });
});
