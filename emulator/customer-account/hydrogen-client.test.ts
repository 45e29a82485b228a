/**
 * Hydrogen's own customer account client (the one `createHydrogenContext` builds) signs in on the
 * emulator's hosted login page, exchanges its code with PKCE, reads and changes the account over
 * the GraphQL API, refreshes its token and signs out: the whole flow as a storefront runs it.
 */
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {fetchRoutedToEmulator} from './shopify-hosts';
import {startEmulator, type RunningEmulator} from '../index';
import {
  accountClientFor,
  MemorySession,
  signedInAccountClient,
  signInOnHostedPage,
  TEST_SHOP_ID as SHOP_ID,
  TEST_STORE as STORE,
} from './test-helpers';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({port: 0, dataDir: false, quiet: true});
  vi.stubGlobal('fetch', fetchRoutedToEmulator(emulator.url, globalThis.fetch));
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  vi.unstubAllGlobals();
  await emulator?.close();
});

const clientFor = accountClientFor;

/** Signs in as a browser would and checks each step's answer on the way. */
async function signedInClient(email = 'member@alderline.test') {
  const login = await clientFor(new MemorySession(), `${STORE}/account/login`).login();
  expect(login.headers.get('location')).toMatch(
    new RegExp(`^https://shopify.com/authentication/${SHOP_ID}/oauth/authorize\\?`),
  );
  return signedInAccountClient(email);
}

describe('Hydrogen customer account client against the emulator', () => {
  it('signs in with PKCE on the hosted page and reads the customer over GraphQL', async () => {
    const {client} = await signedInClient();
    expect(await client.isLoggedIn()).toBe(true);
    const {data, errors} = await client.query(
      `#graphql
      query Me { customer { id emailAddress { emailAddress } tags
        metafields(identifiers: [{namespace: "custom", key: "savings_cap_used"}]) { key value } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data.customer.emailAddress.emailAddress).toBe('member@alderline.test');
    expect(data.customer.tags).toContain('ambassador-accepted');
    expect(data.customer.metafields[0]?.key).toBe('savings_cap_used');
  });

  it('refuses a wrong password on the hosted page and sends no code', async () => {
    const login = await clientFor(new MemorySession(), `${STORE}/account/login`).login();
    const answer = await signInOnHostedPage(login, 'member@alderline.test', 'wrong');
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain('Incorrect e-mail or password');
  });

  it('refreshes an expired access token with the refresh token', async () => {
    const {session, client} = await signedInClient('shopper@alderline.test');
    const before = session.get('customerAccount') as {accessToken: string; expiresAt: string};
    session.set('customerAccount', {...before, expiresAt: String(Date.now() - 1000)});
    expect(await client.isLoggedIn()).toBe(true);
    const after = session.get('customerAccount') as {accessToken: string};
    expect(after.accessToken).not.toBe(before.accessToken);
    const {data} = await client.query(`#graphql
      query Orders { customer { orders(first: 2, sortKey: PROCESSED_AT, reverse: true) { nodes { name } } } }`);
    expect(data.customer.orders.nodes).toHaveLength(2);
  });

  it('changes the address book with the API mutations', async () => {
    const {client} = await signedInClient('uk-shopper@alderline.test');
    const created = await client.mutate(
      `#graphql
      mutation Add($address: CustomerAddressInput!) {
        customerAddressCreate(address: $address, defaultAddress: true) { customerAddress { id territoryCode } userErrors { code field } }
      }`,
      {variables: {address: {address1: '1 Test Lane', city: 'Leeds', zip: 'LS1 1AA', territoryCode: 'GB'}}},
    );
    expect(created.data.customerAddressCreate.userErrors).toEqual([]);
    const id = created.data.customerAddressCreate.customerAddress.id as string;
    expect(id).toMatch(/^gid:\/\/shopify\/CustomerAddress\/\d+$/);
    const refused = await client.mutate(
      `#graphql
      mutation Remove($id: ID!) { customerAddressDelete(addressId: $id) { deletedAddressId userErrors { code } } }`,
      {variables: {id}},
    );
    expect(refused.data.customerAddressDelete.userErrors[0].code).toBe(
      'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
    );
  });

  it('signs out through the logout endpoint: the tokens stop working', async () => {
    const {session, client} = await signedInClient('warehouse@alderline.test');
    const token = (session.get('customerAccount') as {accessToken: string}).accessToken;
    const logout = await client.logout({postLogoutRedirectUri: '/'});
    const location = logout.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^https://shopify.com/authentication/${SHOP_ID}/logout\\?`));
    const ended = await fetch(location, {redirect: 'manual'});
    expect(ended.headers.get('location')).toBe(`${STORE}/`);
    const api = await fetch(`https://shopify.com/${SHOP_ID}/account/customer/api/2025-04/graphql`, {
      method: 'POST',
      headers: {'content-type': 'application/json', authorization: token},
      body: JSON.stringify({query: '{ customer { id } }'}),
    });
    expect(api.status).toBe(401);
  });
});
