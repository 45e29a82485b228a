/**
 * Conformance: every Customer Account API operation the app ships (graphql/customer-account/)
 * is valid against the published Customer Account schema of the version the app calls, and is
 * answered with data and no errors through Hydrogen's own customer account client, signed in
 * on the emulator's hosted page with PKCE, as the store's current customer accounts run it.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parse, validate} from 'graphql';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {startEmulator, type RunningEmulator} from '../../emulator/index';
import {loadCustomerAccountSchema} from '../../emulator/customer-account/schema';
import {signedInAccountClient} from '../../emulator/customer-account/test-helpers';
import {
  CUSTOMER_ACCOUNT_API_VERSIONS,
  servedCustomerAccountVersion,
} from '../../emulator/customer-account/versions';
import {fetchRoutedToEmulator} from '../../emulator/customer-account/shopify-hosts';
import {CUSTOMER_ACCOUNT_API_VERSION} from '../../app/lib/env.server';
import {collectOperations} from './operations';

const operations = await collectOperations('graphql/customer-account');

let emulator: RunningEmulator;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'alderline-ca-conformance-'));
  emulator = await startEmulator({port: 0, dataDir, quiet: true});
  vi.stubGlobal('fetch', fetchRoutedToEmulator(emulator.url, globalThis.fetch));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await emulator?.close();
  rmSync(dataDir, {recursive: true, force: true});
});

const schemaErrors = (document: string) =>
  validate(
    loadCustomerAccountSchema(servedCustomerAccountVersion(CUSTOMER_ACCOUNT_API_VERSION)),
    parse(document),
  ).map((error) => error.message);

describe(`the store's Customer Account operations on ${CUSTOMER_ACCOUNT_API_VERSION}`, () => {
  it('is a version the emulator serves from its published schema', () => {
    expect(CUSTOMER_ACCOUNT_API_VERSIONS.map((version) => version.handle)).toContain(
      CUSTOMER_ACCOUNT_API_VERSION,
    );
  });

  it('finds the operations the app ships', () => {
    expect(operations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining([
        'CustomerAccountCurrentCustomer',
        'CustomerAccountOrders',
        'CustomerAccountOrder',
        'CustomerAccountAddressCreate',
      ]),
    );
  });

  it.each(operations.map((operation) => [operation.name, operation]))(
    '%s is valid against the schema',
    (_name, operation) => {
      expect(schemaErrors(operation.document)).toEqual([]);
    },
  );

  it('every operation is answered with data and no errors through Hydrogen’s client', async () => {
    const {client} = await signedInAccountClient('shopper@alderline.test', CUSTOMER_ACCOUNT_API_VERSION);
    const run = async (name: string, variables: Record<string, unknown> = {}) => {
      const operation = operations.find((candidate) => candidate.name === name)!;
      const answer =
        operation.kind === 'mutation'
          ? await client.mutate(operation.document as never, {variables} as never)
          : await client.query(operation.document as never, {variables} as never);
      expect(answer.errors, name).toBeUndefined();
      return answer.data as unknown;
    };
    const answered = new Set<string>();
    const record = async (name: string, variables?: Record<string, unknown>) => {
      const data = await run(name, variables);
      answered.add(name);
      return data;
    };

    await record('CustomerAccountCurrentCustomer');
    await record('CustomerAccountProfile');
    await record('CustomerAccountDashboard');
    await record('CustomerAccountMembership');
    const orders = (await record('CustomerAccountOrders', {first: 5})) as {
      customer: {orders: {nodes: {id: string}[]; pageInfo: {endCursor: string}}};
    };
    expect(orders.customer.orders.nodes).toHaveLength(5);
    await record('CustomerAccountOrders', {first: 5, endCursor: orders.customer.orders.pageInfo.endCursor});
    const order = (await record('CustomerAccountOrder', {orderId: orders.customer.orders.nodes[0].id})) as {
      order: {name: string} | null;
    };
    expect(order.order?.name).toMatch(/^#\d+$/);
    await record('CustomerAccountUpdate', {input: {firstName: 'Alex', lastName: 'Rivera'}});
    const created = (await record('CustomerAccountAddressCreate', {
      address: {
        address1: '9 Juniper Lane',
        city: 'Portland',
        zip: '97201',
        zoneCode: 'OR',
        territoryCode: 'US',
      },
      defaultAddress: false,
    })) as {customerAddressCreate: {customerAddress: {id: string}; userErrors: unknown[]}};
    expect(created.customerAddressCreate.userErrors).toEqual([]);
    const addressId = created.customerAddressCreate.customerAddress.id;
    await record('CustomerAccountAddresses');
    await record('CustomerAccountAddressUpdate', {addressId, address: {city: 'Salem'}});
    const deleted = (await record('CustomerAccountAddressDelete', {addressId})) as {
      customerAddressDelete: {deletedAddressId: string};
    };
    expect(deleted.customerAddressDelete.deletedAddressId).toBe(addressId);

    expect([...answered].sort()).toEqual(operations.map((operation) => operation.name).sort());
  });
});
