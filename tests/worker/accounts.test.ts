/**
 * Customer accounts and the Multipass hand-off in the built worker against the emulator:
 * the session cookie, what account pages send and to whom, sign-in errors and throttling,
 * sign-out, and `POST /api/checkout/multipass` down to the emulator's checkout.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getCatalogue} from '../../emulator/seed/index';
import {bareMessageKeys, productLinks, startWorkerHarness, type WorkerHarness} from './harness';

const PASSWORD = 'password123';
const MULTIPASS_SECRET = 'emulator-multipass-secret';

let harness: WorkerHarness;

beforeAll(async () => {
  harness = await startWorkerHarness();
});

afterAll(async () => {
  await harness?.stop();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function post(path: string, body: URLSearchParams, cookie = '') {
  return fetch(`${harness.storefrontUrl}${path}`, {
    method: 'POST',
    body,
    headers: cookie ? {Cookie: cookie} : {},
    redirect: 'manual',
  });
}

async function get(path: string, cookie = '') {
  const response = await fetch(`${harness.storefrontUrl}${path}`, {
    headers: cookie ? {Cookie: cookie} : {},
    redirect: 'manual',
  });
  return {response, html: await response.text()};
}

function sessionCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('session='));
  if (!header) throw new Error('no session cookie');
  return header;
}

/** The session's contents (Remix signs the cookie: base64 JSON, a dot, the signature). */
function sessionData(cookie: string): Record<string, unknown> {
  const value = decodeURIComponent(cookie.split(';')[0].slice('session='.length));
  const json = Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64').toString('utf8');
  return JSON.parse(json) as Record<string, unknown>;
}

async function signIn(email: string, password = PASSWORD) {
  const response = await post('/account/login', form({email, password}));
  expect(response.status).toBe(302);
  const setCookie = sessionCookie(response);
  return {response, setCookie, cookie: setCookie.split(';')[0]};
}

async function storefrontGraphql<T>(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${harness.emulatorUrl}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'test'},
    body: JSON.stringify({query, variables}),
  });
  return ((await response.json()) as {data: T}).data;
}

describe('signing in', () => {
  it('keeps the token in an httpOnly, SameSite=Lax session cookie that expires with it', async () => {
    const {response, setCookie} = await signIn('shopper@alderline.test');
    expect(response.headers.get('Location')).toBe('/account/dashboard');
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    // Plain http on loopback: browsers drop Secure cookies there (Secure everywhere else).
    expect(setCookie).not.toMatch(/; Secure/);
    const token = sessionData(setCookie).customerAccessToken as {accessToken: string; expiresAt: string};
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)![1]);
    expect(Math.abs(expires - Date.parse(token.expiresAt))).toBeLessThan(1000);
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
  });

  it('comes back to the page the guest was sent from, in their market', async () => {
    const {response} = await get('/en-gb/account/orders');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/en-gb/account/login?returnTo=%2Fen-gb%2Faccount%2Forders',
    );
    const signedIn = await post(
      '/en-gb/account/login',
      form({email: 'shopper@alderline.test', password: PASSWORD, returnTo: '/en-gb/account/orders'}),
    );
    expect(signedIn.headers.get('Location')).toBe('/en-gb/account/orders');
    const offSite = await post(
      '/account/login',
      form({email: 'shopper@alderline.test', password: PASSWORD, returnTo: '//evil.example/x'}),
    );
    expect(offSite.headers.get('Location')).toBe('/account/dashboard');
  });

  it('says what went wrong, in the market’s language', async () => {
    const wrong = await post(
      '/account/login',
      form({email: 'shopper@alderline.test', password: 'wrong-one'}),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('The email or password is incorrect.');
    const disabled = await post(
      '/fr-fr/account/login',
      form({email: 'disabled@alderline.test', password: PASSWORD}),
    );
    expect(disabled.status).toBe(400);
    expect(await disabled.text()).toContain('Ce compte a été désactivé.');
  });

  it('refuses an e-mail after 5 failed attempts with 429, even with the right password', async () => {
    const email = 'influencer@alderline.test';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post('/account/login', form({email, password: `wrong-${attempt}`}))).status).toBe(400);
    }
    const refused = await post('/account/login', form({email, password: PASSWORD}));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many attempts. Please try again in 15 minutes.');
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const json = await fetch(`${harness.storefrontUrl}/account/login`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: '{}',
      redirect: 'manual',
    });
    expect(json.status).toBe(415);
    expect((await post('/account/login', form({email: '', password: ''}))).status).toBe(400);
    expect(
      (await get('/account/orders/not-a-number', (await signIn('shopper@alderline.test')).cookie)).response
        .status,
    ).toBe(404);
    expect((await get('/account/reset/123/bad%20token')).response.status).toBe(404);
  });
});

describe('what the signed-out pages send', () => {
  it('show every word of their forms in the market’s language, none missing', async () => {
    const pages = {
      '/de-de/account/login': ['Anmelden', 'Passwort vergessen?', 'Konto erstellen'],
      '/de-de/account/register': ['Konto erstellen', 'E-Mail', 'Passwort'],
      '/de-de/account/recover': ['E-Mail'],
      '/fr-fr/account/reset/123/some-token': ['Choisir un nouveau mot de passe'],
      '/fr-fr/account/activate/123/some-token': ['Activer votre compte'],
    };
    for (const [path, words] of Object.entries(pages)) {
      const {response, html} = await get(path);
      expect(response.status, path).toBe(200);
      expect(bareMessageKeys(html), path).toEqual([]);
      for (const word of words) expect(html, path).toContain(word);
    }
  });

  it('send no error texts ahead; a failed submission brings the words of its errors', async () => {
    const page = await (await fetch(`${harness.storefrontUrl}/de-de/account/login.data`)).text();
    expect(page).not.toContain('E-Mail oder Passwort ist falsch.');
    // What the browser's form submission gets back, and what a page without scripts shows.
    const data = await post(
      '/de-de/account/login.data',
      form({email: 'shopper@alderline.test', password: 'wrong-one'}),
    );
    expect(data.status).toBe(400);
    expect(await data.text()).toContain('E-Mail oder Passwort ist falsch.');
    const document = await post('/de-de/account/register', form({firstName: 'Ada'}));
    expect(document.status).toBe(400);
    const html = await document.text();
    expect(html).toContain('Bitte fülle dieses Feld aus.');
    expect(bareMessageKeys(html)).toEqual([]);
  });
});

describe('account pages', () => {
  it('are private and never indexed, and send neither the token nor the password', async () => {
    const {cookie, setCookie} = await signIn('shopper@alderline.test');
    const token = (sessionData(setCookie).customerAccessToken as {accessToken: string}).accessToken;
    const orders = await get('/account/orders', cookie);
    const orderPath = /href="(\/account\/orders\/\d+)"/.exec(orders.html)?.[1];
    expect(orderPath).toBeTruthy();
    for (const path of [
      '/account/dashboard',
      '/account/orders',
      orderPath!,
      '/account/addresses',
      '/account/profile',
    ]) {
      const {response, html} = await get(path, cookie);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(response.headers.get('X-Robots-Tag'), path).toBe('noindex');
      expect(html, path).toContain('<meta name="robots" content="noindex,nofollow"/>');
      for (const secret of [token, PASSWORD, MULTIPASS_SECRET]) expect(html, path).not.toContain(secret);
    }
    const login = await get('/account/login');
    expect(login.response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('show a gated customer the Warehouse Sale entry in the header, and a guest not', async () => {
    const {cookie} = await signIn('warehouse@alderline.test');
    expect((await get('/', cookie)).html).toMatch(
      /href="\/collections\/warehouse-sale"[^>]*>Warehouse Sale</,
    );
    expect((await get('/')).html).not.toContain('Warehouse Sale');
  });
});

describe('the members-only Warehouse Sale', () => {
  const gatedHandles = new Set(
    getCatalogue(1)
      .products.filter((product) => product.tags.includes('gated::warehouse-sale'))
      .map((product) => product.handle),
  );
  const handleOf = (link: string) => link.split('/').pop()!;

  it('is listed for a warehouse customer; a guest is sent to sign in and another customer gets a 404', async () => {
    const warehouse = await signIn('warehouse@alderline.test');
    const page = await get('/collections/warehouse-sale', warehouse.cookie);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('Cache-Control')).toMatch(/no-store/);
    expect(page.html).toMatch(/<h1[^>]*>Warehouse Sale<\/h1>/);
    // Cards link their other colours too; the members-only products are among the links.
    const listed = productLinks(page.html).map(handleOf);
    expect(listed.filter((handle) => gatedHandles.has(handle)).length).toBeGreaterThan(0);

    const guest = await get('/en-gb/collections/warehouse-sale');
    expect(guest.response.status).toBe(302);
    expect(guest.response.headers.get('Location')).toBe(
      '/en-gb/account/login?returnTo=%2Fen-gb%2Fcollections%2Fwarehouse-sale',
    );
    expect(productLinks(guest.html)).toEqual([]);

    const shopper = await signIn('shopper@alderline.test');
    const other = await get('/collections/warehouse-sale', shopper.cookie);
    expect(other.response.status).toBe(404);
    expect(productLinks(other.html).filter((link) => gatedHandles.has(handleOf(link)))).toEqual([]);
  });

  it('keeps members-only products out of everyone else’s search results', async () => {
    const warehouse = await signIn('warehouse@alderline.test');
    const collection = await get('/collections/warehouse-sale', warehouse.cookie);
    const gated = handleOf(productLinks(collection.html)[0]);
    const product = getCatalogue(1).products.find((candidate) => candidate.handle === gated)!;
    const query = `/search?q=${encodeURIComponent(product.title.en.replace('|', ''))}`;

    const member = await get(query, warehouse.cookie);
    expect(productLinks(member.html).map(handleOf)).toContain(gated);
    const shopper = await signIn('shopper@alderline.test');
    for (const cookie of ['', shopper.cookie]) {
      const results = productLinks((await get(query, cookie)).html).map(handleOf);
      expect(results.length, 'other products still match').toBeGreaterThan(0);
      expect(results.filter((handle) => gatedHandles.has(handle))).toEqual([]);
    }
    // The overlay's connection carries the same filter, and is kept per session cookie.
    const overlay = await fetch(`${harness.storefrontUrl}/api/search`);
    expect(overlay.headers.get('Vary')).toMatch(/Cookie/i);
    const {config} = (await overlay.json()) as {config: {filters: string}};
    expect(config.filters).toContain('NOT tags:"gated::warehouse-sale"');
  });
});

describe('signing out', () => {
  it('forgets the token and deletes it at Shopify', async () => {
    const {cookie, setCookie} = await signIn('shopper@alderline.test');
    const token = (sessionData(setCookie).customerAccessToken as {accessToken: string}).accessToken;
    const response = await post('/account/logout', form({}), cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    const after = sessionCookie(response);
    expect(sessionData(after).customerAccessToken).toBeUndefined();
    expect(after).not.toMatch(/Expires=/);
    const {customer} = await storefrontGraphql<{customer: unknown}>(
      'query($t: String!) { customer(customerAccessToken: $t) { id } }',
      {t: token},
    );
    expect(customer).toBeNull();
    expect((await get('/account/dashboard', after.split(';')[0])).response.status).toBe(302);
  });
});

describe('POST /api/checkout/multipass', () => {
  let checkoutUrl: string;

  beforeAll(async () => {
    const {products} = await storefrontGraphql<{products: {nodes: {variants: {nodes: {id: string}[]}}[]}}>(
      '{ products(first: 1, query: "available_for_sale:true") { nodes { variants(first: 1) { nodes { id } } } } }',
    );
    const {cartCreate} = await storefrontGraphql<{cartCreate: {cart: {checkoutUrl: string}}}>(
      'mutation($lines: [CartLineInput!]) { cartCreate(input: {lines: $lines}) { cart { checkoutUrl } } }',
      {lines: [{merchandiseId: products.nodes[0].variants.nodes[0].id, quantity: 1}]},
    );
    checkoutUrl = cartCreate.cart.checkoutUrl;
  });

  const multipass = (body: unknown, cookie = '') =>
    fetch(`${harness.storefrontUrl}/api/checkout/multipass`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', ...(cookie ? {Cookie: cookie} : {})},
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('signs the session’s customer in at checkout, once: a replay is refused', async () => {
    const {cookie} = await signIn('shopper@alderline.test');
    // The posted customer is not who gets signed in: the session's customer is.
    const response = await multipass({customer: {email: 'member@alderline.test'}, checkoutUrl}, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const body = (await response.json()) as {checkoutUrl: string};
    expect(body.checkoutUrl.startsWith(`${harness.emulatorUrl}/account/login/multipass/`)).toBe(true);

    const login = await fetch(body.checkoutUrl, {redirect: 'manual'});
    expect(login.status).toBe(302);
    expect(login.headers.get('Location')).toBe(checkoutUrl);
    const checkoutSession = login.headers.getSetCookie()[0].split(';')[0];
    const checkout = await fetch(checkoutUrl, {headers: {Cookie: checkoutSession}});
    expect(await checkout.text()).toContain('Signed in as Alex Rivera (shopper@alderline.test)');

    expect((await fetch(body.checkoutUrl, {redirect: 'manual'})).status).toBe(403);
  });

  it('refuses a return_to off the checkout domain, a guest, bad bodies and other methods', async () => {
    const {cookie} = await signIn('shopper@alderline.test');
    const foreign = await multipass({checkoutUrl: 'https://evil.example/checkouts/cn/x'}, cookie);
    expect(foreign.status).toBe(400);
    expect((await multipass({checkoutUrl: checkoutUrl.replace('http:', 'javascript:')}, cookie)).status).toBe(
      400,
    );
    expect((await multipass({checkoutUrl})).status).toBe(401);
    expect((await multipass('{not json', cookie)).status).toBe(400);
    expect((await multipass({checkoutUrl: 42}, cookie)).status).toBe(400);
    expect((await fetch(`${harness.storefrontUrl}/api/checkout/multipass`)).status).toBe(405);
  });
});

describe('POST /api/checkout/multipass without a Multipass secret', () => {
  let bare: WorkerHarness;

  beforeAll(async () => {
    bare = await startWorkerHarness({MULTIPASS_SECRET: ''});
  });

  afterAll(async () => {
    await bare?.stop();
  });

  it('falls back to the plain checkout URL', async () => {
    const login = await fetch(`${bare.storefrontUrl}/account/login`, {
      method: 'POST',
      body: form({email: 'shopper@alderline.test', password: PASSWORD}),
      redirect: 'manual',
    });
    const cookie = sessionCookie(login).split(';')[0];
    const checkoutUrl = `${bare.emulatorUrl}/checkouts/cn/c1-abc?key=def`;
    const response = await fetch(`${bare.storefrontUrl}/api/checkout/multipass`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Cookie: cookie},
      body: JSON.stringify({checkoutUrl}),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({checkoutUrl});
  });
});
