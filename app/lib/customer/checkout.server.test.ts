import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {getMarket} from '@markets';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {allowedReturnTo, checkoutDomainFor, checkoutUrlFor} from './checkout.server';
import {decodeMultipass} from './multipass-decoder.testing';

const SECRET = 'test-multipass-secret';
const SHOPPER = {
  id: 'gid://shopify/Customer/1',
  email: 'shopper@alderline.test',
  firstName: 'Alex',
  lastName: 'Rivera',
  tags: [],
};

let reports: ErrorReport[];
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => setErrorSink(consoleSink));

function context({
  token = 'session-token' as string | null,
  secret = SECRET as string | undefined,
  checkoutDomain = undefined as string | undefined,
  query = vi.fn().mockResolvedValue({customer: SHOPPER}),
} = {}) {
  const stored = token ? {accessToken: token, expiresAt: '2999-01-01T00:00:00Z'} : undefined;
  return {
    query,
    context: {
      env: {MULTIPASS_SECRET: secret},
      config: {checkoutDomain},
      market: getMarket('GB'),
      session: {get: (key: string) => (key === 'customerAccessToken' ? stored : undefined)},
      storefront: {query, CacheNone: () => ({mode: 'no-store'})},
    } as unknown as AppLoadContext,
  };
}

describe('checkoutDomainFor', () => {
  it('is the market’s checkout domain, unless the deployment sets one for every market', () => {
    expect(checkoutDomainFor(context().context)).toBe(getMarket('GB').checkoutDomain);
    expect(checkoutDomainFor(context({checkoutDomain: '127.0.0.1:4100'}).context)).toBe('127.0.0.1:4100');
  });
});

describe('allowedReturnTo', () => {
  const domain = 'checkout.alderline.co.uk';

  it('accepts https checkout URLs on the checkout domain', () => {
    expect(allowedReturnTo(`https://${domain}/checkouts/cn/c1-abc?key=1`, domain)?.toString()).toBe(
      `https://${domain}/checkouts/cn/c1-abc?key=1`,
    );
    expect(allowedReturnTo(`https://CHECKOUT.alderline.co.uk/checkouts/x`, domain)).not.toBeNull();
  });

  it.each([
    ['another site', 'https://evil.example/checkouts/cn/x'],
    ['a look-alike host', `https://${domain}.evil.example/checkouts/x`],
    ['another market’s checkout', 'https://checkout.alderline.com/checkouts/x'],
    ['credentials in the URL', `https://user:pass@${domain}/checkouts/x`],
    ['plain http off loopback', `http://${domain}/checkouts/x`],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', '/checkouts/x'],
    ['garbage', 'not a url'],
  ])('refuses %s', (_case, url) => {
    expect(allowedReturnTo(url, domain)).toBeNull();
  });

  it('allows plain http only on a loopback checkout host (local development)', () => {
    expect(allowedReturnTo('http://127.0.0.1:4100/checkouts/cn/x', '127.0.0.1:4100')).not.toBeNull();
    expect(allowedReturnTo('http://127.0.0.1:4101/checkouts/cn/x', '127.0.0.1:4100')).toBeNull();
  });
});

describe('checkoutUrlFor', () => {
  const plain = 'https://alderline.myshopify.com/checkouts/cn/c1-abc?key=def';
  const onCheckoutDomain = `https://${getMarket('GB').checkoutDomain}/checkouts/cn/c1-abc?key=def`;

  it('gives a signed-in customer a Multipass URL for the checkout on the checkout domain', async () => {
    const {context: ctx, query} = context();
    const url = new URL(await checkoutUrlFor(ctx, plain));
    expect(url.origin).toBe(`https://${getMarket('GB').checkoutDomain}`);
    const token = /^\/account\/login\/multipass\/([A-Za-z0-9_=-]+)$/.exec(url.pathname)?.[1];
    const {validSignature, data} = decodeMultipass(SECRET, token!);
    expect(validSignature).toBe(true);
    expect(data).toMatchObject({
      email: SHOPPER.email,
      first_name: 'Alex',
      last_name: 'Rivera',
      return_to: onCheckoutDomain,
    });
    expect(query.mock.calls[0][1].variables).toEqual({customerAccessToken: 'session-token'});
    expect(reports).toEqual([]);
  });

  it('gives a guest the plain URL moved onto the checkout domain, without asking anyone', async () => {
    const {context: ctx, query} = context({token: null});
    expect(await checkoutUrlFor(ctx, plain)).toBe(onCheckoutDomain);
    expect(query).not.toHaveBeenCalled();
  });

  it('falls back to the plain URL when the secret is missing (CART_CHECK_002)', async () => {
    expect(await checkoutUrlFor(context({secret: ''}).context, plain)).toBe(onCheckoutDomain);
    expect(reports.map((report) => report.code)).toEqual(['CART_CHECK_002']);
  });

  it('retries the customer lookup 3 times, then falls back', async () => {
    const query = vi.fn().mockRejectedValue(new Error('503 Service Unavailable'));
    expect(await checkoutUrlFor(context({query}).context, plain)).toBe(onCheckoutDomain);
    expect(query).toHaveBeenCalledTimes(4);
    expect(reports.map((report) => report.code)).toEqual(['CART_CHECK_002']);
  });

  it('recovers when a retry succeeds', async () => {
    const query = vi.fn().mockRejectedValueOnce(new Error('timeout')).mockResolvedValue({customer: SHOPPER});
    expect(await checkoutUrlFor(context({query}).context, plain)).toMatch(/\/account\/login\/multipass\//);
  });

  it('falls back when the session’s token no longer has a customer', async () => {
    const query = vi.fn().mockResolvedValue({customer: null});
    expect(await checkoutUrlFor(context({query}).context, plain)).toBe(onCheckoutDomain);
    expect(reports.map((report) => report.code)).toEqual(['CART_CHECK_002']);
  });

  it('returns an unreadable URL as given (CART_CHECK_001)', async () => {
    expect(await checkoutUrlFor(context().context, 'not a url')).toBe('not a url');
    expect(reports.map((report) => report.code)).toEqual(['CART_CHECK_001']);
  });
});
