import {createRequire} from 'node:module';
import type {CodegenConfig} from '@graphql-codegen/cli';
import {pluckConfig, preset} from '@shopify/hydrogen-codegen';

/**
 * Types for every `#graphql` operation in graphql/, checked against the Storefront schema of the
 * API version the store calls (2025-07; see docs/decisions/013-storefront-api-version.md), with
 * the base types of that same version.
 */
const STOREFRONT_SCHEMA_PACKAGE = '@shopify/storefront-schema-2025-07';

export default {
  overwrite: true,
  pluckConfig,
  generates: {
    'graphql/storefront.generated.d.ts': {
      preset,
      schema: createRequire(import.meta.url).resolve(`${STOREFRONT_SCHEMA_PACKAGE}/storefront.schema.json`),
      documents: ['graphql/**/*.ts', '!graphql/**/*.test.ts', '!graphql/**/*.d.ts'],
      presetConfig: {
        importTypes: {namespace: 'StorefrontAPI', from: `${STOREFRONT_SCHEMA_PACKAGE}/storefront-api-types`},
      },
    },
  },
} as CodegenConfig;
