import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {createCustomer, CustomerCreationError, register, signIn, signOut} from './account.server';

let reports: ErrorReport[];
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => setErrorSink(consoleSink));

const TOKEN = {accessToken: 'abc123', expiresAt: '2999-01-01T00:00:00Z'};
const NEW_CUSTOMER = {
  email: 'new@alderline.test',
  password: 'secret1',
  firstName: 'New',
  lastName: 'Customer',
  acceptsMarketing: false,
};

function contextWith(mutate: ReturnType<typeof vi.fn>, stored?: unknown, cartId?: string) {
  const events: string[] = [];
  const values = new Map<string, unknown>(stored ? [['customerAccessToken', stored]] : []);
  const session = {
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => {
      events.push(`set ${key}`);
      values.set(key, value);
    },
    unset: (key: string) => {
      events.push(`unset ${key}`);
      values.delete(key);
    },
    setCookieExpiry: (value: string | null) => events.push(`cookie expiry ${value}`),
  };
  const cart = {
    getCartId: () => cartId,
    updateBuyerIdentity: vi.fn().mockResolvedValue({cart: {id: cartId}, errors: []}),
  };
  const context = {session, storefront: {mutate}, cart} as unknown as AppLoadContext;
  return {context, events, values, cart};
}

describe('signIn', () => {
  it('keeps the token the Storefront API issues in the session', async () => {
    const mutate = vi.fn().mockResolvedValue({
      customerAccessTokenCreate: {customerAccessToken: TOKEN, customerUserErrors: []},
    });
    const {context, values} = contextWith(mutate);
    await expect(signIn(context, {email: 'a@b.test', password: 'pw'})).resolves.toEqual({ok: true});
    expect(values.get('customerAccessToken')).toEqual(TOKEN);
  });

  it('makes the shopper’s bag theirs, so the platform prices it for the customer', async () => {
    const mutate = vi.fn().mockResolvedValue({
      customerAccessTokenCreate: {customerAccessToken: TOKEN, customerUserErrors: []},
    });
    const withBag = contextWith(mutate, undefined, 'gid://shopify/Cart/c1-abc?key=k');
    await signIn(withBag.context, {email: 'a@b.test', password: 'pw'});
    expect(withBag.cart.updateBuyerIdentity).toHaveBeenCalledWith({customerAccessToken: 'abc123'});

    const withoutBag = contextWith(mutate);
    await signIn(withoutBag.context, {email: 'a@b.test', password: 'pw'});
    expect(withoutBag.cart.updateBuyerIdentity).not.toHaveBeenCalled();
  });

  it('still signs in when the bag cannot be updated, and says why', async () => {
    const mutate = vi.fn().mockResolvedValue({
      customerAccessTokenCreate: {customerAccessToken: TOKEN, customerUserErrors: []},
    });
    const failing = contextWith(mutate, undefined, 'gid://shopify/Cart/c1-abc?key=k');
    failing.cart.updateBuyerIdentity.mockRejectedValue(new Error('502'));
    await expect(signIn(failing.context, {email: 'a@b.test', password: 'pw'})).resolves.toEqual({ok: true});
    expect(failing.values.get('customerAccessToken')).toEqual(TOKEN);
    expect(reports.map((report) => report.code)).toEqual(['CART_CUST_001']);
  });

  it('answers the customer errors, and a failed request as an error without a code', async () => {
    const errors = [{code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'Unidentified customer'}];
    const refused = contextWith(
      vi.fn().mockResolvedValue({
        customerAccessTokenCreate: {customerAccessToken: null, customerUserErrors: errors},
      }),
    );
    await expect(signIn(refused.context, {email: 'a@b.test', password: 'x'})).resolves.toEqual({
      ok: false,
      errors,
    });
    expect(refused.values.size).toBe(0);

    const down = contextWith(vi.fn().mockRejectedValue(new Error('fetch failed')));
    const outcome = await signIn(down.context, {email: 'a@b.test', password: 'x'});
    expect(outcome).toMatchObject({ok: false, errors: [{code: null}]});
    expect(reports.map((report) => report.code)).toEqual(['ACCOUNT-REQUEST-001']);
  });
});

describe('signOut', () => {
  it('drops the token from the session before asking Shopify to delete it', async () => {
    const events: string[] = [];
    const mutate = vi.fn().mockImplementation(async () => {
      events.push('customerAccessTokenDelete');
      return {customerAccessTokenDelete: {deletedAccessToken: 'abc123', userErrors: []}};
    });
    const {context, events: sessionEvents} = contextWith(mutate, TOKEN);
    await signOut(context);
    expect([...sessionEvents, ...events]).toEqual([
      'unset customerAccessToken',
      'cookie expiry null',
      'customerAccessTokenDelete',
    ]);
    expect(mutate.mock.calls[0][1].variables).toEqual({customerAccessToken: 'abc123'});
    expect(reports).toEqual([]);
  });

  it('reports a failed deletion as UAP_LOGOUT_001 and still signs out', async () => {
    const thrown = contextWith(vi.fn().mockRejectedValue(new Error('502')), TOKEN);
    await expect(signOut(thrown.context)).resolves.toBeUndefined();
    expect(thrown.values.has('customerAccessToken')).toBe(false);

    const refused = contextWith(
      vi.fn().mockResolvedValue({
        customerAccessTokenDelete: {
          deletedAccessToken: null,
          userErrors: [{message: 'Access token does not exist'}],
        },
      }),
      TOKEN,
    );
    await signOut(refused.context);
    expect(reports.map((report) => report.code)).toEqual(['UAP_LOGOUT_001', 'UAP_LOGOUT_001']);
    expect(reports[1].details).toEqual({errors: ['Access token does not exist']});
  });

  it('asks nothing of Shopify without a token', async () => {
    const mutate = vi.fn();
    await signOut(contextWith(mutate).context);
    expect(mutate).not.toHaveBeenCalled();
  });
});

describe('createCustomer', () => {
  it('answers the new customer’s id, or their user errors', async () => {
    const created = contextWith(
      vi.fn().mockResolvedValue({
        customerCreate: {customer: {id: 'gid://shopify/Customer/9'}, customerUserErrors: []},
      }),
    );
    await expect(createCustomer(created.context, NEW_CUSTOMER)).resolves.toEqual({
      customerId: 'gid://shopify/Customer/9',
    });
    const taken = [{code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken'}];
    const refused = contextWith(
      vi.fn().mockResolvedValue({customerCreate: {customer: null, customerUserErrors: taken}}),
    );
    await expect(createCustomer(refused.context, NEW_CUSTOMER)).resolves.toEqual({errors: taken});
  });

  it('turns a request error into an error object with the response data and a client-error flag', async () => {
    const apiErrors = {errors: [{message: 'Throttled'}]};
    const rejected = contextWith(
      vi.fn().mockRejectedValue(new Error('API response error: 429', {cause: apiErrors})),
    );
    const error = await createCustomer(rejected.context, NEW_CUSTOMER).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CustomerCreationError);
    expect(error).toMatchObject({data: apiErrors, isClientError: true});

    const unreachable = contextWith(vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    expect(
      await createCustomer(unreachable.context, NEW_CUSTOMER).catch((thrown: unknown) => thrown),
    ).toMatchObject({
      data: null,
      isClientError: false,
    });

    const graphqlErrors = {customerCreate: null, errors: [{message: 'Field error'}]};
    const answeredWithErrors = contextWith(vi.fn().mockResolvedValue(graphqlErrors));
    expect(
      await createCustomer(answeredWithErrors.context, NEW_CUSTOMER).catch((thrown: unknown) => thrown),
    ).toMatchObject({data: graphqlErrors, isClientError: true});
  });
});

describe('register', () => {
  it('creates the account, then signs the new customer in', async () => {
    const mutate = vi
      .fn()
      .mockResolvedValueOnce({
        customerCreate: {customer: {id: 'gid://shopify/Customer/9'}, customerUserErrors: []},
      })
      .mockResolvedValueOnce({
        customerAccessTokenCreate: {customerAccessToken: TOKEN, customerUserErrors: []},
      });
    const {context, values} = contextWith(mutate);
    await expect(register(context, NEW_CUSTOMER)).resolves.toEqual({ok: true});
    expect(mutate.mock.calls[1][1].variables).toEqual({
      input: {email: NEW_CUSTOMER.email, password: 'secret1'},
    });
    expect(values.get('customerAccessToken')).toEqual(TOKEN);
  });

  it('reports a creation request error and shows the general message', async () => {
    const {context} = contextWith(vi.fn().mockRejectedValue(new Error('boom')));
    await expect(register(context, NEW_CUSTOMER)).resolves.toMatchObject({ok: false, errors: [{code: null}]});
    expect(reports.map((report) => report.code)).toEqual(['ACCOUNT-CREATE-001']);
  });
});
