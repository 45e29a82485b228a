import {afterEach, describe, expect, it, vi} from 'vitest';
import {createAppLoadContext} from '~/lib/context.server';
import {CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION} from '@graphql/customer-mutations';

const ENV = {
  PUBLIC_STORE_DOMAIN: 'https://alderline.myshopify.com',
  PUBLIC_STOREFRONT_API_TOKEN: 'public',
  PRIVATE_STOREFRONT_API_TOKEN: 'private',
  SESSION_SECRET: 'secret',
} as Env;

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Shopify throttles sign-in and other customer mutations per buyer: the storefront client
 * must pass on the shopper's address (Oxygen's `oxygen-buyer-ip`), or every shopper would
 * share the worker's address and its limit.
 */
describe('the buyer address on Storefront API calls', () => {
  it('goes with the sign-in mutation, with the private token', async () => {
    vi.stubGlobal('caches', {open: async () => undefined});
    const fetch = vi.fn().mockResolvedValue(
      Response.json({
        data: {customerAccessTokenCreate: {customerAccessToken: null, customerUserErrors: []}},
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const request = new Request('https://www.alderline.example/account/login', {
      method: 'POST',
      headers: {'oxygen-buyer-ip': '203.0.113.7'},
    });
    const context = await createAppLoadContext(request, ENV, {
      waitUntil: () => undefined,
      passThroughOnException: () => undefined,
    } as unknown as ExecutionContext);
    await context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, {
      variables: {input: {email: 'a@b.test', password: 'x'}},
    });
    const headers = new Headers(fetch.mock.calls[0][1].headers);
    expect(headers.get('Shopify-Storefront-Buyer-IP')).toBe('203.0.113.7');
    expect(headers.get('Shopify-Storefront-Private-Token')).toBe('private');
  });
});
