import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, it, vi} from 'vitest';
import {currentCustomer} from './current.server';

function contextWith(stored: unknown, customer: unknown = null) {
  const query = vi.fn().mockResolvedValue({customer});
  const context = {
    session: {get: (key: string) => (key === 'customerAccessToken' ? stored : undefined)},
    storefront: {query, CacheNone: () => ({mode: 'no-store'})},
  } as unknown as AppLoadContext;
  return {context, query};
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

  it('is a guest when the Storefront API no longer knows the token', async () => {
    const {context} = contextWith({accessToken: 'gone', expiresAt: '2999-01-01T00:00:00Z'}, null);
    await expect(currentCustomer(context)).resolves.toBeNull();
  });
});
