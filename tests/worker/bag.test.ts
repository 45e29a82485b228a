import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {Shopper, startEmulatorOnly, type EmulatorHarness} from './harness';

let emulator: EmulatorHarness;
let worker: {url: string; dispose(): Promise<void>};

beforeAll(async () => {
  emulator = await startEmulatorOnly();
  // A short personalisation budget: a slow service must cost the page little.
  worker = await emulator.startWorker({SERVICE_BUDGETS_MS: 'personalisation=600'});
});

afterEach(async () => {
  await emulator.setFaults({});
});

afterAll(async () => {
  await worker?.dispose();
  await emulator?.stop();
});

/** A product in stock and one of its variants for sale. */
async function productForSale(): Promise<{handle: string; title: string; variantId: string}> {
  const response = await fetch(`${emulator.emulatorUrl}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'test'},
    body: JSON.stringify({
      query: `{ products(first: 20) { nodes { handle title isGiftCard
        variants(first: 20) { nodes { id availableForSale } } } } }`,
    }),
  });
  const body = (await response.json()) as {
    data: {
      products: {
        nodes: Array<{
          handle: string;
          title: string;
          isGiftCard: boolean;
          variants: {nodes: Array<{id: string; availableForSale: boolean}>};
        }>;
      };
    };
  };
  for (const product of body.data.products.nodes) {
    const variant = product.variants.nodes.find((node) => node.availableForSale);
    if (variant && !product.isGiftCard)
      return {handle: product.handle, title: product.title.split('|')[0].trim(), variantId: variant.id};
  }
  throw new Error('No product for sale in the seed');
}

/** The upsell section of a bag page's HTML, if any. */
const upsellIn = (html: string) =>
  /<section id="cartpage-nosto-1"[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;
const bagLines = (html: string) => html.match(/data-testid="bag-line"/g)?.length ?? 0;

describe('the bag page’s upsell', () => {
  it('shows the slot’s products under a filled bag, in the market’s currency, without the bag’s own', async () => {
    const product = await productForSale();
    const shopper = new Shopper(worker.url);
    expect((await shopper.add('/en-gb', product.variantId)).status).toBe(200);
    const {status, html} = await shopper.request('/en-gb/cart');
    expect(status).toBe(200);
    expect(bagLines(html)).toBe(1);
    const upsell = upsellIn(html);
    expect(upsell).toContain('You may also like');
    const links = [...(upsell ?? '').matchAll(/href="(\/en-gb\/products\/[a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(4);
    expect(links).not.toContain(`/en-gb/products/${product.handle}`);
    expect(upsell).toMatch(/£\d/);
  });

  it('leaves the slot out, and keeps the bag, when personalisation is down or slower than its budget', async () => {
    const product = await productForSale();
    const shopper = new Shopper(worker.url);
    expect((await shopper.add('', product.variantId)).status).toBe(200);
    // The shopper's session was handed out while the service was up.
    expect(upsellIn((await shopper.request('/cart')).html)).not.toBeNull();

    for (const fault of [{down: true}, {latencyMs: 3000}]) {
      await emulator.setFaults({personalisation: fault});
      const {status, html} = await shopper.request('/cart');
      expect(status).toBe(200);
      expect(bagLines(html)).toBe(1);
      expect(html).toContain(product.title);
      expect(upsellIn(html)).toBeNull();
    }
  });

  it('shows nothing where personalisation is not configured', async () => {
    const plain = await emulator.startWorker({PERSONALISATION_URL: '', PERSONALISATION_API_KEY: ''});
    try {
      const response = await fetch(`${plain.url}/cart`);
      expect(response.status).toBe(200);
      expect(upsellIn(await response.text())).toBeNull();
    } finally {
      await plain.dispose();
    }
  });
});
