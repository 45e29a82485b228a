import type {CodegenConfig} from '@graphql-codegen/cli';
import {getSchema, pluckConfig, preset} from '@shopify/hydrogen-codegen';

/** Types for every `#graphql` operation in graphql/, checked against the Storefront schema. */
export default {
  overwrite: true,
  pluckConfig,
  generates: {
    'graphql/storefront.generated.d.ts': {
      preset,
      schema: getSchema('storefront'),
      documents: ['graphql/**/*.ts', '!graphql/**/*.test.ts', '!graphql/**/*.d.ts'],
    },
  },
} as CodegenConfig;
