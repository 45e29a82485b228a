/**
 * The Customer Account API versions the emulator serves, each with Shopify's published schema:
 *
 * | handle  | schema file                                                                        |
 * | ------- | ---------------------------------------------------------------------------------- |
 * | 2025-04 | `@shopify/hydrogen@2025.4.2` `customer-account.schema.json` (the version it calls)  |
 * | 2025-07 | `@shopify/hydrogen-react@2025.7.2` (the `@shopify/storefront-schema-2025-07` alias) |
 *
 * Other versions fall forward to the oldest one served, as the Storefront API does.
 */
export interface CustomerAccountApiVersion {
  handle: string;
  schemaPackage: string;
}

export const CUSTOMER_ACCOUNT_API_VERSIONS: readonly CustomerAccountApiVersion[] = [
  {handle: '2025-04', schemaPackage: '@shopify/hydrogen/customer-account.schema.json'},
  {handle: '2025-07', schemaPackage: '@shopify/storefront-schema-2025-07/customer-account.schema.json'},
];

export function servedCustomerAccountVersion(requested: string): CustomerAccountApiVersion {
  return (
    CUSTOMER_ACCOUNT_API_VERSIONS.find((version) => version.handle === requested) ??
    CUSTOMER_ACCOUNT_API_VERSIONS[0]
  );
}
