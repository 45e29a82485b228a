import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getCatalogue, type Product} from '../../emulator/seed/index';
import {Shopper, startWorkerHarness, type WorkerHarness} from './harness';

/**
 * Members-only products (tagged `gated::warehouse-sale`) through every path the built worker
 * serves: a guest and a customer without the tag get none of them, whatever they ask for; the
 * warehouse-sale customer gets them, at the price the bag and checkout charge.
 */

let harness: WorkerHarness;

beforeAll(async () => {
  harness = await startWorkerHarness();
});

afterAll(async () => {
  await harness?.stop();
});

const catalogue = getCatalogue(1);
const isMembersOnly = (product: Product) => product.tags.includes('gated::warehouse-sale');
/** The product the shoppers reported: members-only, in a family with colours everyone may see. */
const gated = catalogue.productsByHandle.get('womens-vcycled-legging-black')!;
const gatedVariant = gated.variants.find((variant) => variant.inventory > 2)!;
const membersOnlyHandles = catalogue.products.filter(isMembersOnly).map((product) => product.handle);
/** A colour of the same style that everyone may see. */
const sibling = catalogue.products.find(
  (product) =>
    product.family === gated.family &&
    !isMembersOnly(product) &&
    product.variants.some((v) => v.availableForSale),
)!;
const productId = (product: Product) => String(product.id);

const shopper = () => new Shopper(harness.storefrontUrl);
async function signedIn(email: string) {
  const customer = shopper();
  await customer.signIn(email);
  return customer;
}

/** Product handles a text links to or names in a `handle` field. */
function handlesIn(text: string): string[] {
  return [
    ...[...text.matchAll(/\/products\/([a-z0-9-]+)/g)].map((match) => match[1]),
    ...[...text.matchAll(/"handle":"([a-z0-9-]+)"/g)].map((match) => match[1]),
  ];
}
const membersOnlyIn = (text: string) =>
  handlesIn(text).filter((handle) => membersOnlyHandles.includes(handle));

describe('the seed', () => {
  it('has the members-only product in a style with colours for everyone', () => {
    expect(isMembersOnly(gated)).toBe(true);
    expect(sibling).toBeDefined();
    expect(gatedVariant.price.USD).toBe(108);
  });
});

describe('a members-only product page', () => {
  it('sends a guest to sign in and back, and answers 404 to a customer without the tag', async () => {
    const guest = await shopper().request(`/products/${gated.handle}?Size=M`);
    expect(guest.status).toBe(302);
    expect(guest.headers.get('Location')).toBe(
      `/account/login?returnTo=${encodeURIComponent(`/products/${gated.handle}?Size=M`)}`,
    );
    expect(guest.headers.get('Cache-Control')).toBe('private, no-store');
    expect(guest.html).not.toContain(gated.title.en);

    const plain = await (await signedIn('shopper@alderline.test')).request(`/products/${gated.handle}`);
    expect(plain.status).toBe(404);
    expect(plain.html).not.toContain(gated.title.en.split('|')[0].trim());
  });

  it('is its members’ alone: no shared cache, no search engine, no structured data', async () => {
    for (const email of ['warehouse@alderline.test', 'influencer@alderline.test']) {
      const page = await (await signedIn(email)).request(`/products/${gated.handle}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('Cache-Control')).toBe('private, no-store');
      expect(page.html).toMatch(/<meta name="robots" content="noindex/);
      expect(page.html).not.toContain('"@type":"Product"');
      expect(page.html).toContain('data-testid="member-price"');
    }
    // A page everyone may see keeps its structured data.
    const open = await shopper().request(`/products/${sibling.handle}`);
    expect(open.html).toContain('"@type":"Product"');
  });

  it('is never named by a breadcrumb to a guest who came by its collection', async () => {
    const page = await shopper().request(`/products/${sibling.handle}?collection=warehouse-sale`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Warehouse Sale');
  });
});

describe('the product page’s sections for a members-only product', () => {
  const paths = () => [
    `/api/product-details/${gated.handle}`,
    `/api/product-lists/${gated.handle}?id=${productId(gated)}`,
    `/api/review-list/${gated.handle}?id=${productId(gated)}`,
    `/api/product-reviews?product=gid://shopify/Product/${productId(gated)}&page=2`,
  ];

  it('answer 404 to a guest and to a customer without the tag', async () => {
    for (const customer of [shopper(), await signedIn('shopper@alderline.test')]) {
      for (const path of paths()) {
        const answer = await customer.request(path);
        expect({path, status: answer.status}).toEqual({path, status: 404});
        expect(answer.html).not.toContain(gated.handle);
      }
    }
  });

  it('answer its members, privately', async () => {
    const member = await signedIn('warehouse@alderline.test');
    for (const path of paths()) {
      const answer = await member.request(path);
      expect({path, status: answer.status}).toEqual({path, status: 200});
      expect({path, cache: answer.headers.get('Cache-Control')}).toEqual({path, cache: 'private, no-store'});
    }
  });
});

describe('lists of products', () => {
  it('related products and colour swatches of a public colour leave out the members-only colours', async () => {
    const path = `/api/product-lists/${sibling.handle}?id=${productId(sibling)}&family=${encodeURIComponent(sibling.family)}`;
    const guest = await shopper().request(path);
    expect(guest.status).toBe(200);
    expect(membersOnlyIn(guest.html)).toEqual([]);
    expect(guest.headers.get('Cache-Control')).toMatch(/^public/);

    const member = await (await signedIn('warehouse@alderline.test')).request(path);
    expect(member.headers.get('Cache-Control')).toBe('private, no-store');
    expect(membersOnlyIn(member.html)).toContain(gated.handle);

    // The page itself, rendered for a guest, neither links to nor names them either.
    const page = await shopper().request(`/products/${sibling.handle}`);
    expect(membersOnlyIn(page.html)).toEqual([]);
  });

  it('recently viewed leaves them out for a guest, and prices them for a member', async () => {
    const ids = [gated, sibling].map((product) => `gid://shopify/Product/${product.id}`).join(',');
    const guest = await shopper().request(`/api/recently-viewed?ids=${ids}`);
    expect(guest.status).toBe(200);
    expect(membersOnlyIn(guest.html)).toEqual([]);
    expect(handlesIn(guest.html)).toContain(sibling.handle);

    const member = await (
      await signedIn('warehouse@alderline.test')
    ).request(`/api/recently-viewed?ids=${ids}`);
    const cards = (
      JSON.parse(member.html) as {products: Array<{handle: string; memberPrice?: {amount: string}}>}
    ).products;
    expect(cards.find((card) => card.handle === gated.handle)?.memberPrice?.amount).toBe('75.60');
    expect(member.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('the home page’s best sellers leave them out for a guest', async () => {
    const home = await shopper().request('/api/home/products');
    expect(home.status).toBe(200);
    expect(handlesIn(home.html).length).toBeGreaterThan(0);
    expect(membersOnlyIn(home.html)).toEqual([]);
    // The best sellers do hold members-only products: members see them.
    const member = await (await signedIn('warehouse@alderline.test')).request('/api/home/products');
    expect(membersOnlyIn(member.html).length).toBeGreaterThan(0);
  });
});

describe('search', () => {
  it('results, their swatches and the page leave them out for a guest', async () => {
    const list = await shopper().request('/api/listing/search?q=vcycled');
    expect(list.status).toBe(200);
    expect(handlesIn(list.html)).toContain(sibling.handle);
    expect(membersOnlyIn(list.html)).toEqual([]);

    const page = await shopper().request('/search?q=vcycled');
    expect(handlesIn(page.html)).toContain(sibling.handle);
    expect(membersOnlyIn(page.html)).toEqual([]);

    const member = await (
      await signedIn('warehouse@alderline.test')
    ).request('/api/listing/search?q=vcycled');
    expect(membersOnlyIn(member.html)).toContain(gated.handle);
  });

  it('the overlay’s connection carries the filter for a guest and the member’s tags for a member', async () => {
    const guest = JSON.parse((await shopper().request('/api/search')).html) as {
      config: {filters: string; customerTags: string[]};
    };
    expect(guest.config.filters).toContain('NOT tags:"gated::warehouse-sale"');
    expect(guest.config.customerTags).toEqual([]);
    const member = JSON.parse(
      (await (await signedIn('warehouse@alderline.test')).request('/api/search')).html,
    ) as {config: {filters: string; customerTags: string[]}};
    expect(member.config.filters).not.toContain('gated::');
    expect(member.config.customerTags).toEqual(['gated::warehouse-sale']);
  });
});

describe('sitemaps', () => {
  it('list neither the members-only collection nor its products', async () => {
    const guest = shopper();
    const index = (await guest.request('/sitemap.xml')).html;
    const pages = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]).pathname)
      .filter((path) => /^\/sitemap\/(products|collections)\//.test(path));
    expect(pages.length).toBeGreaterThan(1);
    let products = 0;
    for (const path of pages) {
      const xml = (await guest.request(path)).html;
      products += (xml.match(/\/products\//g) ?? []).length;
      expect(membersOnlyIn(xml)).toEqual([]);
      expect(xml).not.toContain('/collections/warehouse-sale<');
    }
    expect(products).toBeGreaterThan(0);
  });
});

describe('the bag', () => {
  const addAs = async (customer: Shopper) => customer.add('', gatedVariant.gid);
  /** The add as the product page's fetcher sends it (the action's answer, not a page). */
  const fetcherAdd = (customer: Shopper) =>
    customer.post('/cart.data', {
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: gatedVariant.gid, quantity: 1}]},
      }),
    });
  const bagLines = (html: string) => html.match(/data-testid="bag-line"/g)?.length ?? 0;

  it('refuses a forged add of a members-only variant by a guest or a customer without the tag', async () => {
    for (const customer of [shopper(), await signedIn('shopper@alderline.test')]) {
      const answer = await fetcherAdd(customer);
      expect(answer.status).toBe(403);
      expect(answer.html).toContain('membersOnly');
      expect(answer.html).toContain(
        'This item is for members only. Sign in with your member account to add it to your bag.',
      );
      expect(bagLines((await customer.request('/cart')).html)).toBe(0);
    }
    // Without JavaScript the form comes back to its page, which says why.
    const plain = await shopper().post('/cart', {
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: {
          lines: [{merchandiseId: gatedVariant.gid, quantity: 1}],
          redirectTo: `/products/${sibling.handle}`,
        },
      }),
    });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('Location')).toBe(`/products/${sibling.handle}?bag=membersOnly`);
  });

  it('charges a member the member price: line, subtotal, total and the checkout page', async () => {
    const member = await signedIn('warehouse@alderline.test');
    expect((await addAs(member)).status).toBe(200);
    const bag = (await member.request('/cart')).html;
    expect(bag).toMatch(/data-testid="line-total"[^>]*>[\s\S]{0,200}\$75\.60[\s\S]{0,200}\$108/);
    expect(bag).toContain('Warehouse sale price');
    expect(bag).not.toContain('$108.00');
    const checkout = await member.post('/cart', {
      cartFormInput: JSON.stringify({action: 'CustomCheckout', inputs: {}}),
    });
    expect(checkout.status).toBe(303);
    const page = await checkoutPage(checkout.headers.get('Location')!);
    expect(page).toMatch(/data-testid="checkout-total"><strong>\$75\.60</);
  });

  it('returns to full price with a message when the member signs out, and keeps a guest from checkout', async () => {
    const member = await signedIn('warehouse@alderline.test');
    expect((await addAs(member)).status).toBe(200);
    expect((await member.request('/cart')).html).toContain('$75.60');

    const signOut = await member.post('/account/logout', {});
    expect(signOut.status).toBe(302);
    const bag = (await member.request('/cart')).html;
    expect(bagLines(bag)).toBe(1);
    expect(bag).toContain('Members’ prices no longer apply to your bag');
    expect(bag).not.toContain('$75.60');
    expect(bag).toContain('$108');
    // Said once.
    expect((await member.request('/cart')).html).not.toContain('Members’ prices no longer apply');

    const checkout = await member.post('/cart', {
      cartFormInput: JSON.stringify({action: 'CustomCheckout', inputs: {}}),
    });
    expect(checkout.status).toBe(303);
    expect(checkout.headers.get('Location')).toBe('/cart?bag=membersOnly');
  });
});

/** The emulator's checkout page a hand-off leads to, following its redirects (Multipass included). */
async function checkoutPage(location: string): Promise<string> {
  const response = await fetch(new URL(location, harness.storefrontUrl));
  expect(response.status).toBe(200);
  return response.text();
}
