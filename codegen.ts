import {createRequire} from 'node:module';
import type {CodegenConfig} from '@graphql-codegen/cli';
import {pluckConfig, preset} from '@shopify/hydrogen-codegen';

/**
 * Types for every `#graphql` operation in graphql/, checked against the Storefront schema of the
 * API version the store calls (2025-07; see docs/decisions/013-storefront-api-version.md), with
 * the base types of that same version. The current customer accounts' operations
 * (graphql/customer-account/) are checked against the Customer Account API schema of the version
 * Hydrogen's customer account client calls (2025-04, the one it ships; decision 054).
 */
const STOREFRONT_SCHEMA_PACKAGE = '@shopify/storefront-schema-2025-07';
const CUSTOMER_ACCOUNT_SCHEMA_PACKAGE = '@shopify/hydrogen';
const resolve = createRequire(import.meta.url).resolve;

export default {
  overwrite: true,
  pluckConfig,
  generates: {
    'graphql/storefront.generated.d.ts': {
      preset,
      schema: resolve(`${STOREFRONT_SCHEMA_PACKAGE}/storefront.schema.json`),
      documents: [
        'graphql/**/*.ts',
        '!graphql/customer-account/**',
        '!graphql/**/*.test.ts',
        '!graphql/**/*.d.ts',
      ],
      presetConfig: {
        importTypes: {namespace: 'StorefrontAPI', from: `${STOREFRONT_SCHEMA_PACKAGE}/storefront-api-types`},
      },
    },
    'graphql/customer-account.generated.d.ts': {
      preset,
      schema: resolve(`${CUSTOMER_ACCOUNT_SCHEMA_PACKAGE}/customer-account.schema.json`),
      documents: ['graphql/customer-account/**/*.ts'],
      presetConfig: {
        importTypes: {
          namespace: 'CustomerAccountAPI',
          from: `${CUSTOMER_ACCOUNT_SCHEMA_PACKAGE}/customer-account-api-types`,
        },
      },
    },
  },
} as CodegenConfig;
