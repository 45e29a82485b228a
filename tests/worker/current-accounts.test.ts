/**
 * The built worker with Shopify's current customer accounts configured (the Customer Account
 * API), as deployed: over https, with no classic-only setting (no Multipass secret). It starts,
 * signs a customer in through Shopify's hosted page (here the emulator's, reached as the
 * network would reach shopify.com) and serves their account pages. With only one of the two
 * settings it refuses every request, naming the missing one.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {EMULATED_CUSTOMER_ACCOUNTS} from '../../scripts/local-env';
import {emulatedShopifyUrl} from '../../emulator/customer-account/shopify-hosts';
import {startBuiltWorker} from '../../scripts/worker-runtime';
import {startEmulatorOnly, type EmulatorHarness} from './harness';

// The worker serves https with the runtime's own self-signed certificate.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

let emulator: EmulatorHarness;
let worker: {url: string; dispose(): Promise<void>};

beforeAll(async () => {
  emulator = await startEmulatorOnly();
  const {MULTIPASS_SECRET: _classicOnly, ...env} = emulator.workerEnv;
  worker = await startBuiltWorker({
    env: {...env, ...EMULATED_CUSTOMER_ACCOUNTS},
    emulatorUrl: emulator.emulatorUrl,
  });
});

afterAll(async () => {
  await worker?.dispose();
  await emulator?.stop();
});

/** A browser's cookie jar, enough for one shopper on two hosts. */
class Browser {
  private cookies = new Map<string, Map<string, string>>();

  async get(url: string, init: RequestInit = {}) {
    const host = new URL(url).host;
    const jar = this.cookies.get(host) ?? new Map<string, string>();
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const routed = emulatedShopifyUrl(url, emulator.emulatorUrl) ?? url;
    const response = await fetch(routed, {
      ...init,
      redirect: 'manual',
      headers: {...(init.headers as Record<string, string>), ...(cookie ? {cookie} : {})},
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair.split('=');
      if (/max-age=0/i.test(header) || /expires=thu, 01 jan 1970/i.test(header)) jar.delete(name);
      else jar.set(name, value.join('='));
    }
    this.cookies.set(host, jar);
    return response;
  }
}

describe('a worker with the current customer accounts and no Multipass secret', () => {
  it('signs a customer in on the hosted page and serves their account pages', async () => {
    const browser = new Browser();
    const login = await browser.get(`${worker.url}/account/login?returnTo=%2Faccount%2Forders`);
    expect(login.status).toBe(302);
    const authorize = login.headers.get('location')!;
    expect(authorize).toMatch(/^https:\/\/shopify\.com\/authentication\/1000000001\/oauth\/authorize\?/);
    expect(new URL(authorize).searchParams.get('redirect_uri')).toBe(`${worker.url}/account/authorize`);
    expect(new URL(authorize).searchParams.get('code_challenge_method')).toBe('S256');

    const page = await browser.get(authorize);
    const html = await page.text();
    const authorizeQuery = /name="authorize" value="([^"]*)"/.exec(html)![1].replaceAll('&amp;', '&');
    const signedIn = await browser.get('https://shopify.com/authentication/1000000001/login', {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({
        authorize: authorizeQuery,
        email: 'uk-shopper@alderline.test',
        password: 'password123',
      }),
    });
    const callback = signedIn.headers.get('location')!;
    expect(callback.startsWith(`${worker.url}/account/authorize?code=`)).toBe(true);

    const back = await browser.get(callback);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/account/orders');
    const orders = await browser.get(`${worker.url}/account/orders`);
    expect(orders.status).toBe(200);
    expect(orders.headers.get('cache-control')).toBe('private, no-store');
    expect(await orders.text()).toMatch(/View order #\d+/);

    const dashboard = await browser.get(`${worker.url}/account/dashboard`);
    expect(await dashboard.text()).toContain('Hi, ');

    const signOut = await browser.get(`${worker.url}/account/logout`, {
      method: 'POST',
      headers: {origin: worker.url, 'content-type': 'application/x-www-form-urlencoded'},
      body: '',
    });
    expect(signOut.status).toBe(302);
    expect(signOut.headers.get('location')).toMatch(
      /^https:\/\/shopify\.com\/authentication\/1000000001\/logout\?/,
    );
    const after = await browser.get(`${worker.url}/account/orders`);
    expect(after.headers.get('location')).toBe('/account/login?returnTo=%2Faccount%2Forders');
  });

  it('has no classic sign-up or password pages: they lead to the hosted sign-in', async () => {
    const browser = new Browser();
    for (const path of ['/account/register', '/account/recover']) {
      const response = await browser.get(`${worker.url}${path}`);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/account/login');
    }
  });
});

describe('a worker with only one of the current accounts’ settings', () => {
  it.each([
    ['PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID', {SHOP_ID: EMULATED_CUSTOMER_ACCOUNTS.SHOP_ID}],
    [
      'SHOP_ID',
      {
        PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID:
          EMULATED_CUSTOMER_ACCOUNTS.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID,
      },
    ],
  ])('refuses every request, naming %s', async (missing, half) => {
    const halfSet = await emulator.startWorker(half);
    try {
      for (const path of ['/', '/account/login']) {
        const response = await fetch(`${halfSet.url}${path}`, {redirect: 'manual'});
        expect(response.status, path).toBe(503);
        expect(await response.text(), path).toContain(`${missing} is not set`);
      }
    } finally {
      await halfSet.dispose();
    }
  });
});
