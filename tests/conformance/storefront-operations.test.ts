/**
 * Conformance: every Storefront operation the app ships (graphql/*.ts) is valid
 * against the real Storefront schema and runs without errors through Hydrogen's own
 * storefront client against the emulator.
 */
import {readFileSync} from 'node:fs';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createRequire} from 'node:module';
import {
  buildClientSchema,
  parse,
  validate,
  type IntrospectionQuery,
  type OperationDefinitionNode,
} from 'graphql';
import {createStorefrontClient} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startEmulator, type RunningEmulator} from '../../emulator/index';
import {collectOperations} from './operations';
import {queryVariables} from './operation-fixtures';

const require = createRequire(import.meta.url);
const schema = buildClientSchema(
  JSON.parse(
    readFileSync(require.resolve('@shopify/hydrogen-react/storefront.schema.json'), 'utf8'),
  ) as IntrospectionQuery,
);

const operations = await collectOperations();

let emulator: RunningEmulator;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'alderline-conformance-'));
  emulator = await startEmulator({port: 0, dataDir, quiet: true});
});

afterAll(async () => {
  await emulator?.close();
  rmSync(dataDir, {recursive: true, force: true});
});

function storefrontFor(country: string, language: string) {
  return createStorefrontClient({
    storeDomain: emulator.url,
    publicStorefrontToken: 'conformance-public',
    privateStorefrontToken: 'conformance-private',
    storefrontApiVersion: '2025-07',
    i18n: {country, language} as never,
    storefrontHeaders: {requestGroupId: null, buyerIp: null, buyerIpSig: null, cookie: null, purpose: null},
  }).storefront;
}

describe('Storefront operations in graphql/', () => {
  it('finds the operations the app ships', () => {
    expect(operations.length).toBeGreaterThan(1);
  });

  it.each(operations.map((operation) => [operation.name, operation]))(
    '%s is valid against the Storefront schema',
    (_name, operation) => {
      const errors = validate(schema, parse(operation.document));
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  );

  const queries = operations.filter((operation) => operation.kind === 'query');
  it.each(queries.map((operation) => [operation.name, operation]))(
    '%s runs through Hydrogen’s client against the emulator in every tested market',
    async (name, operation) => {
      for (const [country, language] of [
        ['US', 'EN'],
        ['GB', 'EN'],
        ['JP', 'JA'],
        ['AE', 'AR'],
      ]) {
        const storefront = storefrontFor(country, language);
        const variables = await queryVariables(name, storefront);
        const result = await storefront.query(operation.document, {variables, cache: storefront.CacheNone()});
        expect(result, `${name} in ${country}`).toBeTruthy();
      }
    },
  );
});

export type {OperationDefinitionNode};
