/**
 * The Storefront API versions the emulator serves, each with Shopify's published schema:
 *
 * | handle   | schema file                                                                  |
 * | -------- | ---------------------------------------------------------------------------- |
 * | 2025-04  | `@shopify/hydrogen-react@2025.4.1` (Hydrogen 2025.4's own)                   |
 * | 2025-07  | `@shopify/hydrogen-react@2025.7.2`, installed as `@shopify/storefront-schema-2025-07` |
 * | unstable | `@shopify/dev-mcp@1.16.0` `dist/data/storefront-graphql_unstable.json.gz`, copied to `schemas/` |
 *
 * Shopify answers a request for a version it does not serve (retired, never released, or not
 * yet released) with the oldest supported stable version and says so in the
 * `X-Shopify-API-Version` response header ("falls forward"); the emulator does the same.
 */
export interface ApiVersion {
  handle: string;
  /** Stable and within its support window; `unstable` is never supported. */
  supported: boolean;
  /** The newest stable version (Shopify's displayName then reads "2025-07 (Latest)"). */
  latest?: boolean;
  /** Where the published introspection result lives: a package path, or a file beside this one. */
  schema: {package: string} | {file: string};
}

export const API_VERSIONS: readonly ApiVersion[] = [
  {handle: '2025-04', supported: true, schema: {package: '@shopify/hydrogen-react/storefront.schema.json'}},
  {
    handle: '2025-07',
    supported: true,
    latest: true,
    schema: {package: '@shopify/storefront-schema-2025-07/storefront.schema.json'},
  },
  {handle: 'unstable', supported: false, schema: {file: 'schemas/unstable.json.gz'}},
];

const OLDEST_SUPPORTED = API_VERSIONS.find((version) => version.supported)!;

/** The version that answers a request for `requested` (a YYYY-MM handle or `unstable`). */
export function servedVersion(requested: string): ApiVersion {
  return API_VERSIONS.find((version) => version.handle === requested) ?? OLDEST_SUPPORTED;
}

export function displayName(version: ApiVersion): string {
  if (version.latest) return `${version.handle} (Latest)`;
  return version.handle;
}
