import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {productHandles, startWorkerHarness, type WorkerHarness} from './harness';

/**
 * The product page's data: what its document carries (structured data, the sections the server
 * renders) and what a navigation's data request carries (none of that), and the personalisation
 * service: one product view per page view, none for the browser's read of the slots (except the
 * read that gives a shopper their session), and a page that never waits for the service.
 */

let harness: WorkerHarness;
let handle: string;

beforeAll(async () => {
  harness = await startWorkerHarness();
  [handle] = await productHandles(harness.emulatorUrl, 1);
});

afterAll(async () => {
  await harness?.stop();
});

const SESSION_COOKIE = 'alderline_reco_session';

/** A page or endpoint of the store, as a shopper with the given cookie asks for it. */
async function get(path: string, cookie = ''): Promise<Response> {
  return fetch(`${harness.storefrontUrl}${path}`, {headers: {Cookie: `automation=1; ${cookie}`}});
}

/** The JSON-LD blocks in a document's HTML. */
function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

/** The personalisation service's figures since the last reset: requests it finished (answered or not), by operation. */
async function personalisationStats(): Promise<{requests: number; operations: Record<string, number>}> {
  const stats = (await (await fetch(`${harness.emulatorUrl}/__emulator/stats`)).json()) as {
    services: Record<string, {requests: number; operations: Record<string, number>} | undefined>;
  };
  return stats.services.personalisation ?? {requests: 0, operations: {}};
}

async function personalisationOperations(): Promise<Record<string, number>> {
  return (await personalisationStats()).operations;
}

/** The operations once the worker's background work (a view recorded after the answer) has ended. */
async function settledOperations(): Promise<Record<string, number>> {
  let before = JSON.stringify(await personalisationOperations());
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await personalisationOperations();
    if (JSON.stringify(now) === before) return now;
    before = JSON.stringify(now);
  }
}

/** Replaces the emulator's faults (`{}` clears them). */
async function setFaults(faults: Record<string, unknown>): Promise<void> {
  await fetch(`${harness.emulatorUrl}/__emulator/faults`, {method: 'PUT', body: JSON.stringify(faults)});
}

/** Where the browser reads a product page's personalised slots, from the page's HTML. */
function slotsAddress(html: string): string {
  const src = /\/api\/product-recommendations\/[^"\\]+/.exec(html)?.[0];
  if (!src) throw new Error('The product page names no personalised slots');
  return src.replace(/\\u0026|&amp;/g, '&');
}

/** A shopper's personalisation session, as the browser's first read of a product page's slots gives it. */
async function shopperSession(): Promise<string> {
  const html = await (await get(`/products/${handle}`)).text();
  const response = await get(slotsAddress(html));
  await response.text();
  const session = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error('Reading the slots set no personalisation session');
  return `${SESSION_COOKIE}=${session}`;
}

describe('the product page’s structured data', () => {
  it('is in the document, a Product with an Offer per variant in the market’s currency at its canonical address', async () => {
    const html = await (await get(`/en-gb/products/${handle}`)).text();
    const product = jsonLdBlocks(html).find((block) => block['@type'] === 'Product');
    expect(product).toBeDefined();
    const offers = product!.offers as Array<{'@type': string; priceCurrency: string; price: string}>;
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer['@type']).toBe('Offer');
      expect(offer.priceCurrency).toBe('GBP');
      expect(Number(offer.price)).toBeGreaterThan(0);
    }
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical).toMatch(new RegExp(`/en-gb/products/${handle}$`));
    expect(product!.url).toBe(canonical);
    // The shell's blocks stay in the head as before.
    expect(jsonLdBlocks(html).map((block) => block['@type'])).toEqual(
      expect.arrayContaining(['Organization', 'WebSite', 'Product']),
    );
  });

  it('is not in the data a navigation downloads, nor are the sections the document renders', async () => {
    const cookie = await shopperSession();
    // The seed gives this product reviews, details and colours.
    const reviewed = 'womens-energy-tank-rose';
    const html = await (await get(`/en-gb/products/${reviewed}`, cookie)).text();
    for (const rendered of ['data-testid="review-list"', 'id="product-details"', 'data-personalised-slots']) {
      expect(html).toContain(rendered);
    }
    const data = await (await get(`/en-gb/products/${reviewed}.data`, cookie)).text();
    expect(data).toContain(reviewed);
    expect(data).not.toContain('schema.org');
    // The personalised slots, the reviews list and the details come from their endpoints.
    expect(data).not.toContain('productpage-nosto');
    expect(data).not.toContain('date_created');
    expect(data).not.toContain('descriptionHtml');
    // Texts of the closed size guide and of the purchase column come with their code.
    expect(data).not.toContain('product.sizeGuide.title');
    expect(data).not.toContain('product.addToBag');
  });
});

describe('the product page’s first HTML', () => {
  it('carries the title, price, description, options, add to bag and structured data; the related products only their place', async () => {
    const reviewed = 'womens-energy-tank-rose';
    const html = await (await get(`/products/${reviewed}`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toMatch(/<h1[^>]*>Energy Tank<\/h1>/);
    expect(main).toMatch(/data-testid="price"><span>\$\d+/);
    expect(html).toMatch(/<meta name="description" content="The Energy Tank in Rose\./);
    expect(main).toMatch(/<h3[^>]*>Description<\/h3><div class="prose[^"]*"><p>The Energy Tank in Rose\./);
    expect(main).toMatch(/<input type="radio" id="option-Size-M"/);
    expect(main).toMatch(/<button type="submit"[^>]*>Add to bag<\/button>/);
    expect(jsonLdBlocks(html).some((block) => block['@type'] === 'Product')).toBe(true);

    // The related products' place: their title and a box per card, busy until the browser
    // renders the cards from the list's own endpoint as the list nears the viewport.
    const related = /<section id="related-products"([^>]*)>([\s\S]*?)<\/section>/.exec(main);
    expect(related?.[1]).toContain('aria-busy="true"');
    expect(related?.[2]).toContain('You may also like');
    expect(related?.[2]).not.toContain('href=');
    const src = /\/api\/product-lists\/[^"\\]+/.exec(html)![0].replace(/\\u0026|&amp;/g, '&');
    const lists = (await (await get(src)).json()) as {products: Array<{handle: string}>};
    expect(lists.products.length).toBeGreaterThan(0);
    expect(related?.[2].match(/<li /g)).toHaveLength(lists.products.length);
    // The phone's sticky "Add to bag" bar is the browser's to show once the page scrolls.
    expect(main).not.toContain('sticky-add-to-bag');
  });
});

describe('personalised slots under a product', () => {
  it('record one product view per document, after it, none when the browser reads them back', async () => {
    const cookie = await shopperSession();
    await settledOperations();
    await fetch(`${harness.emulatorUrl}/__emulator/stats`, {method: 'DELETE'});

    const html = await (await get(`/products/${handle}`, cookie)).text();
    // The document renders the slots' place; the browser reads them into it.
    expect(html).toContain('<div data-personalised-slots=""></div>');
    expect(html).not.toContain('productpage-nosto');
    expect(await settledOperations()).toEqual({updateSession: 1});

    const response = await get(slotsAddress(html), cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    const lists = (await response.json()) as {slots: Array<{divId: string; products: unknown[]}>};
    expect(lists.slots.map((slot) => slot.divId)).toContain('productpage-nosto-1');
    expect(lists.slots.every((slot) => slot.products.length > 0)).toBe(true);
    expect(await settledOperations()).toEqual({updateSession: 1, session: 1});
  });

  it('record one product view per navigation in the browser', async () => {
    const cookie = await shopperSession();
    await settledOperations();
    await fetch(`${harness.emulatorUrl}/__emulator/stats`, {method: 'DELETE'});
    await (await get(`/products/${handle}.data`, cookie)).text();
    expect(await settledOperations()).toEqual({updateSession: 1});
  });

  it('give a shopper without a session one, once, from the browser’s read, which records their view', async () => {
    await settledOperations();
    await fetch(`${harness.emulatorUrl}/__emulator/stats`, {method: 'DELETE'});
    const html = await (await get(`/products/${handle}`)).text();
    // The page itself asks the service nothing for a shopper it does not know.
    expect(await settledOperations()).toEqual({});

    const first = await get(slotsAddress(html));
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[\\w-]+; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax$`),
    );
    const lists = (await first.json()) as {slots: Array<{divId: string}>};
    expect(lists.slots.map((slot) => slot.divId)).toContain('productpage-nosto-1');
    expect(await settledOperations()).toEqual({newSession: 1, updateSession: 1});

    const cookie = setCookie.split(';')[0];
    for (let view = 0; view < 2; view++) {
      const page = await get(`/products/${handle}`, cookie);
      await page.text();
      expect(page.headers.get('set-cookie') ?? '').not.toContain(SESSION_COOKIE);
    }
    expect(await settledOperations()).toEqual({newSession: 1, updateSession: 3});
  });

  it('never hold the page: it is whole before the service has answered anything', async () => {
    const cookie = await shopperSession();
    await settledOperations();
    await fetch(`${harness.emulatorUrl}/__emulator/stats`, {method: 'DELETE'});
    await setFaults({personalisation: {latencyMs: 5000}});
    try {
      const response = await get(`/products/${handle}`, cookie);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('data-personalised-slots');
      // Not one request finished, answered or given up on: the page waited for none.
      expect((await personalisationStats()).requests).toBe(0);
    } finally {
      await setFaults({});
    }
  });

  it('are empty when the service gives no session, and an address no page gives is not found', async () => {
    const [, other] = await productHandles(harness.emulatorUrl, 2);
    await setFaults({personalisation: {down: true}});
    try {
      const empty = await get(`/api/product-recommendations/${other}?id=1`);
      expect(empty.status).toBe(200);
      expect(empty.headers.get('set-cookie')).toBeNull();
      expect(await empty.json()).toMatchObject({products: [], slots: []});
    } finally {
      await setFaults({});
    }
    expect((await get(`/api/product-recommendations/${other}?id=gid%3A%2F%2Fx`)).status).toBe(404);
  });
});

describe('sections and parts of the product page', () => {
  it('answers the details, in the market’s language, the same for every shopper', async () => {
    const response = await get(`/fr-fr/api/product-details/${handle}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const section = (await response.json()) as {descriptionHtml: string; messages: Record<string, string>};
    expect(section.descriptionHtml.length).toBeGreaterThan(0);
    expect(section.messages['product.details.description']).toBe('Description');
    expect(section.messages['product.details.care']).toBe('Entretien');
    expect((await get('/fr-fr/api/product-details/does-not-exist')).status).toBe(404);
  });

  it('answers the reviews list with its texts', async () => {
    const response = await get(`/de-de/api/review-list/${handle}?id=1`);
    expect(response.status).toBe(200);
    const section = (await response.json()) as {productId: string; messages: Record<string, string>};
    expect(section.productId).toBe('gid://shopify/Product/1');
    expect(Object.keys(section.messages).every((key) => key.startsWith('product.reviews.'))).toBe(true);
    expect(section.messages['product.reviews.showMore']).toBeTruthy();
    expect((await get(`/de-de/api/review-list/${handle}?id=x`)).status).toBe(404);
  });

  it('answers the purchase column’s texts for a product’s sizes and parts, and its placements', async () => {
    const response = await get('/fr-fr/api/product-parts/purchase?sizes=m,xs&has=sizeGuide');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const part = (await response.json()) as {
      messages: Record<string, string>;
      lengthUnit: string;
      widgets: Record<string, unknown>;
    };
    expect(part.messages['product.sizeGuide.open']).toBe('Guide des tailles');
    expect(part.messages['product.sizeNames.xs']).toBeTruthy();
    expect(part.messages).not.toHaveProperty(['product.sizeNames.xl']);
    expect(part.messages).not.toHaveProperty(['product.backInStock.button']);
    expect(part.lengthUnit).toBe('cm');
    expect(part).toHaveProperty('widgets');
    for (const forged of ['sizes=huge', 'options=%3Cscript%3E', 'has=everything']) {
      expect((await get(`/fr-fr/api/product-parts/purchase?${forged}`)).status).toBe(404);
    }
    expect((await get('/fr-fr/api/product-parts/nothing')).status).toBe(404);
  });
});
