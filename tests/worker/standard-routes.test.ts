import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startWorkerHarness, type WorkerHarness} from './harness';

let harness: WorkerHarness;

beforeAll(async () => {
  harness = await startWorkerHarness();
});

afterAll(async () => {
  await harness?.stop();
});

/** A browser's cookies for the store, kept across requests; redirects are not followed. */
class Shopper {
  private cookies = new Map<string, string>();

  async get(path: string) {
    const response = await fetch(path.startsWith('http') ? path : `${harness.storefrontUrl}${path}`, {
      redirect: 'manual',
      headers: {Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')},
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return {status: response.status, location: response.headers.get('Location'), html: await response.text()};
  }

  /** Signs in as a seeded customer, as the sign-in form does. */
  async signIn(email: string) {
    const response = await fetch(`${harness.storefrontUrl}/account/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: harness.storefrontUrl},
      body: new URLSearchParams({email, password: 'password123'}),
    });
    expect(response.status).toBe(302);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
  }

  /** Adds a variant (numeric id) to the bag as the product page's form does. */
  async add(prefix: string, variantId: string) {
    const response = await fetch(`${harness.storefrontUrl}${prefix}/cart`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: harness.storefrontUrl,
        Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: new URLSearchParams({
        cartFormInput: JSON.stringify({
          action: 'LinesAdd',
          inputs: {lines: [{merchandiseId: `gid://shopify/ProductVariant/${variantId}`, quantity: 1}]},
        }),
      }),
    });
    return {status: response.status};
  }
}

async function storefront<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${harness.emulatorUrl}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'test'},
    body: JSON.stringify({query, variables}),
  });
  return ((await response.json()) as {data: T}).data;
}

/** A product for sale (not a gift card, not members-only) and one of its variants' numeric id. */
async function productForSale(skip = 0): Promise<{handle: string; variantId: string}> {
  const {products} = await storefront<{
    products: {
      nodes: Array<{
        handle: string;
        isGiftCard: boolean;
        tags: string[];
        variants: {nodes: Array<{id: string; availableForSale: boolean}>};
      }>;
    };
  }>(
    `{ products(first: 30) { nodes { handle isGiftCard tags variants(first: 20) { nodes { id availableForSale } } } } }`,
  );
  const forSale = products.nodes.flatMap((product) => {
    const variant = product.variants.nodes.find((node) => node.availableForSale);
    const open = !product.isGiftCard && !product.tags.some((tag) => tag.startsWith('gated::'));
    return variant && open ? [{handle: product.handle, variantId: variant.id.split('/').pop()!}] : [];
  });
  if (forSale[skip]) return forSale[skip];
  throw new Error('No product for sale in the seed');
}

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('policies', () => {
  it.each([
    ['', 'Privacy Policy', 'We use your personal data'],
    ['/fr-fr', 'Politique de confidentialité', 'Nous utilisons vos données personnelles'],
    ['/ar-ae', 'سياسة الخصوصية', 'نستخدم بياناتك الشخصية'],
  ])('%s/policies/privacy-policy shows the policy in the market’s language', async (prefix, title, body) => {
    const {status, html} = await new Shopper().get(`${prefix}/policies/privacy-policy`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(textOf(html)).toContain(body);
  });

  it('lists every policy on /policies, linked in the market, and 404s a policy that does not exist', async () => {
    const shopper = new Shopper();
    const {status, html} = await shopper.get('/fr-fr/policies');
    expect(status).toBe(200);
    for (const handle of ['privacy-policy', 'refund-policy', 'shipping-policy', 'terms-of-service'])
      expect(html).toContain(`href="/fr-fr/policies/${handle}"`);
    expect((await shopper.get('/policies/cookie-policy')).status).toBe(404);
    expect((await shopper.get('/policies/constructor')).status).toBe(404);
  });

  it('the footer’s privacy and terms links lead to their policies', async () => {
    const shopper = new Shopper();
    const {html} = await shopper.get('/fr-fr');
    const links = [...html.matchAll(/href="(\/fr-fr\/policies\/[a-z-]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(expect.arrayContaining(['/fr-fr/policies/privacy-policy']));
    for (const link of new Set(links)) expect((await shopper.get(link)).status).toBe(200);
  });
});

describe('discount links', () => {
  it('put the code on the bag and go on to the link’s page in the market', async () => {
    const product = await productForSale();
    const shopper = new Shopper();
    const answer = await shopper.get(
      `/en-gb/discount/WELCOME10?redirect=/products/${product.handle}&utm_source=mail`,
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/en-gb/products/${product.handle}?utm_source=mail`);
    // The product page's add goes into the bag the link made, code and all.
    expect((await shopper.add('/en-gb', product.variantId)).status).toBe(200);
    const bag = await shopper.get('/en-gb/cart');
    expect(bag.html.match(/data-testid="bag-line"/g)).toHaveLength(1);
    expect(textOf(bag.html)).toContain('WELCOME10');
  });

  it('keep the lines of the shopper’s bag', async () => {
    const product = await productForSale();
    const shopper = new Shopper();
    expect((await shopper.get(`/cart/${product.variantId}:1`)).status).toBe(303);
    expect((await shopper.get('/discount/SUMMER20')).location).toBe('/');
    const bag = await shopper.get('/cart');
    expect(bag.html.match(/data-testid="bag-line"/g)).toHaveLength(1);
    expect(textOf(bag.html)).toContain('SUMMER20');
  });

  it('say why a code cannot be used on the page the shopper arrives at', async () => {
    const shopper = new Shopper();
    const answer = await shopper.get('/discount/SPRING10?redirect=/collections/new');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/collections/new?bag=discountInactive');
    const page = await shopper.get(answer.location!);
    expect(page.html).toMatch(/role="status"[^>]*>That discount code isn’t active right now\./);
  });

  it('never send the shopper off the site, and refuse a code that cannot be one', async () => {
    const shopper = new Shopper();
    for (const target of ['//evil.example/x', 'https://evil.example', '/\\evil.example'])
      expect((await shopper.get(`/discount/WELCOME10?redirect=${encodeURIComponent(target)}`)).location).toBe(
        '/',
      );
    const tooLong = await shopper.get(`/discount/${'A'.repeat(300)}`);
    expect(tooLong.status).toBe(400);
    expect(textOf(tooLong.html)).toContain('The discount code in the link is damaged or too long.');
  });
});

describe('cart permalinks', () => {
  it('make a bag with the lines and send the shopper on to checkout', async () => {
    const product = await productForSale();
    const shopper = new Shopper();
    const answer = await shopper.get(`/cart/${product.variantId}:2?discount=WELCOME10`);
    expect(answer.status).toBe(303);
    const checkout = new URL(answer.location!);
    expect(checkout.host).toBe(new URL(harness.emulatorUrl).host);
    expect(checkout.pathname).toMatch(/^\/checkouts\/cn\//);

    const page = await fetch(checkout);
    const html = await page.text();
    expect(html).toMatch(/<td>2<\/td>/);
    expect(html).toContain('WELCOME10');

    // The new bag is the shopper's: the bag page shows its line.
    const bag = await shopper.get('/cart');
    expect(bag.html.match(/data-testid="bag-line"/g)).toHaveLength(1);
  });

  it('leave a shopper’s own bag as it was', async () => {
    const product = await productForSale();
    const other = await productForSale(1);
    const shopper = new Shopper();
    expect((await shopper.get(`/cart/${product.variantId}:1`)).status).toBe(303);
    const second = await shopper.get(`/cart/${other.variantId}:3`);
    expect(second.status).toBe(303);
    expect(await (await fetch(second.location!)).text()).toMatch(/<td>3<\/td>/);
    const bag = await shopper.get('/cart');
    expect(bag.html.match(/data-testid="bag-line"/g)).toHaveLength(1);
    expect(bag.html).toContain(`/products/${product.handle}`);
  });

  it.each([
    ['/cart/abc:1', 400, 'The link is incomplete or damaged.'],
    ['/cart/123:', 400, 'The link is incomplete or damaged.'],
    ['/cart/123:1:2', 400, 'The link is incomplete or damaged.'],
    ['/cart/123:0', 400, 'The link is incomplete or damaged.'],
    ['/cart/123:1000000', 400, 'The link is incomplete or damaged.'],
    ['/cart/123:50', 400, 'up to 10'],
    ['/cart/999999999999:1', 404, 'no longer exist'],
    ['/fr-fr/cart/999999999999:1', 404, 'n’existent plus'],
    ['/cart/123:1?discount=%0A', 400, 'The discount code in the link is damaged or too long.'],
  ])('refuse %s with %i and the reason', async (path, status, reason) => {
    const answer = await new Shopper().get(path);
    expect(answer.status).toBe(status);
    expect(textOf(answer.html)).toContain(reason);
  });

  it('refuse a link of a thousand lines with a clear 4xx', async () => {
    const lines = Array.from({length: 1000}, (_, index) => `${index + 1}:1`).join(',');
    const answer = await new Shopper().get(`/cart/${lines}`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('send a guest to sign in for a members-only product, never to checkout', async () => {
    const {products} = await storefront<{products: {nodes: Array<{variants: {nodes: Array<{id: string}>}}>}}>(
      `{ products(first: 1, query: "tag:gated::warehouse-sale") { nodes { variants(first: 1) { nodes { id } } } } }`,
    );
    const variantId = products.nodes[0].variants.nodes[0].id.split('/').pop();
    const answer = await new Shopper().get(`/cart/${variantId}:1`);
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/account\/login\?returnTo=/);
  });
});

describe('collections', () => {
  /** Every collection link of the index, page after page. */
  async function indexedCollections(shopper: Shopper): Promise<string[]> {
    const handles: string[] = [];
    let path: string | null = '/en-gb/collections';
    while (path) {
      const {status, html} = await shopper.get(path);
      expect(status).toBe(200);
      handles.push(...[...html.matchAll(/href="\/en-gb\/collections\/([a-z0-9-]+)"/g)].map((m) => m[1]));
      const next = /href="([^"]*direction=next[^"]*)"/.exec(html)?.[1].replaceAll('&amp;', '&');
      path = next ? `/en-gb/collections${next.slice(next.indexOf('?'))}` : null;
    }
    return handles;
  }

  it('/collections lists every collection and all products, a members-only one only to its members', async () => {
    const guest = await indexedCollections(new Shopper());
    expect(guest).toEqual(expect.arrayContaining(['all', 'new', 'women']));
    expect(guest).not.toContain('warehouse-sale');
    const member = new Shopper();
    await member.signIn('warehouse@alderline.test');
    expect(await indexedCollections(member)).toContain('warehouse-sale');
  });

  it('/collections/all lists products, without members-only ones for a guest', async () => {
    const {status, html} = await new Shopper().get('/collections/all');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>All products<\/h1>/);
    // Product cards' own links (colour swatches carry a title).
    const cards = [...html.matchAll(/<a (?![^>]*title=)[^>]*href="\/products\/([a-z0-9-]+)"/g)].map(
      (m) => m[1],
    );
    expect(cards.length).toBeGreaterThan(0);
    const gated = await storefront<{products: {nodes: Array<{handle: string}>}}>(
      `{ products(first: 50, query: "tag:gated::warehouse-sale") { nodes { handle } } }`,
    );
    expect(gated.products.nodes.length).toBeGreaterThan(0);
    for (const {handle} of gated.products.nodes) expect(cards).not.toContain(handle);
  });

  it('/collections/all counts the warehouse sale’s products for its members only', async () => {
    const count = async (shopper: Shopper) => {
      const {html} = await shopper.get('/api/listing/collections/all');
      const section = JSON.parse(html) as {
        listing: {serverState: {initialResults: Record<string, {results: Array<{nbHits: number}>}>}};
      };
      return Object.values(section.listing.serverState.initialResults)[0].results[0].nbHits;
    };
    const member = new Shopper();
    await member.signIn('warehouse@alderline.test');
    const [guestCount, memberCount] = await Promise.all([count(new Shopper()), count(member)]);
    expect(guestCount).toBeGreaterThan(0);
    expect(memberCount).toBeGreaterThan(guestCount);
  });
});
