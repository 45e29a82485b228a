import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, it, vi} from 'vitest';
import {
  currentCustomer,
  forgetCustomerToken,
  redirectToSignIn,
  rememberCustomerToken,
  requireCustomer,
} from './current.server';

/** A session like the app's: a store of values and the cookie expiry it was given. */
function fakeSession(initial: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(initial));
  let expiry: string | null = null;
  return {
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => void values.set(key, value),
    unset: (key: string) => void values.delete(key),
    setCookieExpiry: (value: string | null) => void (expiry = value),
    get expiry() {
      return expiry;
    },
  };
}

function contextWith(stored: unknown, customer: unknown = null) {
  const query = vi.fn().mockResolvedValue({customer});
  const session = fakeSession(stored === undefined ? {} : {customerAccessToken: stored});
  const context = {
    session,
    pathPrefix: '/en-gb',
    storefront: {query, CacheNone: () => ({mode: 'no-store'})},
  } as unknown as AppLoadContext;
  return {context, query, session};
}

describe('currentCustomer', () => {
  it('is a guest without asking the Storefront API when the session holds no token', async () => {
    const {context, query} = contextWith(undefined);
    await expect(currentCustomer(context)).resolves.toBeNull();
    expect(query).not.toHaveBeenCalled();
  });

  it('is a guest when the stored token has expired', async () => {
    const {context, query} = contextWith({accessToken: 'abc', expiresAt: '2000-01-01T00:00:00Z'});
    await expect(currentCustomer(context)).resolves.toBeNull();
    expect(query).not.toHaveBeenCalled();
  });

  it('reads the customer once per request, with the numeric user id', async () => {
    const {context, query} = contextWith(
      {accessToken: 'abc', expiresAt: '2999-01-01T00:00:00Z'},
      {id: 'gid://shopify/Customer/42', email: 'a@b.test', firstName: 'A', lastName: null, tags: ['vip']},
    );
    const [first, second] = await Promise.all([currentCustomer(context), currentCustomer(context)]);
    expect(first).toEqual({
      id: 'gid://shopify/Customer/42',
      userId: '42',
      email: 'a@b.test',
      firstName: 'A',
      lastName: null,
      tags: ['vip'],
    });
    expect(second).toBe(first);
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0][1].variables).toEqual({customerAccessToken: 'abc'});
  });

  it('is a guest when the Storefront API no longer knows the token, and drops it from the session', async () => {
    const {context, session} = contextWith({accessToken: 'gone', expiresAt: '2999-01-01T00:00:00Z'}, null);
    session.setCookieExpiry('2999-01-01T00:00:00Z');
    await expect(currentCustomer(context)).resolves.toBeNull();
    expect(session.get('customerAccessToken')).toBeUndefined();
    expect(session.expiry).toBeNull();
  });
});

describe('signing in and out', () => {
  const token = {accessToken: 'fresh', expiresAt: '2999-03-01T10:00:00Z'};
  const customer = {
    id: 'gid://shopify/Customer/7',
    email: 'a@b.test',
    firstName: null,
    lastName: null,
    tags: [],
  };

  it('keeps the token in the session, the cookie expiring with it, and the next lookup uses it', async () => {
    const {context, session, query} = contextWith(undefined, customer);
    await expect(currentCustomer(context)).resolves.toBeNull();
    rememberCustomerToken(context, token);
    expect(session.get('customerAccessToken')).toEqual(token);
    expect(session.expiry).toBe(token.expiresAt);
    await expect(currentCustomer(context)).resolves.toMatchObject({userId: '7'});
    expect(query.mock.calls[0][1].variables).toEqual({customerAccessToken: 'fresh'});
  });

  it('forgets the token and the customer at once', async () => {
    const {context, session, query} = contextWith(token, customer);
    await currentCustomer(context);
    forgetCustomerToken(context);
    expect(session.get('customerAccessToken')).toBeUndefined();
    expect(session.expiry).toBeNull();
    await expect(currentCustomer(context)).resolves.toBeNull();
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('sends a guest to sign in, in their market, coming back to the page (not its data URL)', async () => {
    const {context} = contextWith(undefined);
    const request = new Request('https://shop.test/en-gb/account/orders.data?_routes=routes%2Fx&page=2');
    const thrown = await requireCustomer(context, request).catch((response: Response) => response);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/en-gb/account/login?returnTo=%2Fen-gb%2Faccount%2Forders%3Fpage%3D2',
    );
    expect(redirectToSignIn(context, new Request('https://shop.test/en-gb')).headers.get('Location')).toBe(
      '/en-gb/account/login?returnTo=%2Fen-gb',
    );
  });
});
