/**
 * The variant a back-in-stock request names (`variant`, prefixed with
 * C, and `platform: 'api'`), turned into the e-mail platform's catalog variant id.
 */

const SHOPIFY_CATALOG_PREFIX = '$shopify:::$default:::';

const VARIANT_FORMS: RegExp[] = [
  /^C?(\d+)$/, // 45000000000001, or C45000000000001 as the storefront sends it
  /^gid:\/\/shopify\/ProductVariant\/(\d+)$/,
  /^\$shopify:::\$default:::(\d+)$/,
];

/** `$shopify:::$default:::{id}`, or null when the value names no variant. */
export function catalogVariantId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  for (const form of VARIANT_FORMS) {
    const match = form.exec(trimmed);
    if (match) return `${SHOPIFY_CATALOG_PREFIX}${match[1]}`;
  }
  return null;
}

/** The only platform value a back-in-stock sign-up sends; absent is taken to mean the same. */
export const BACK_IN_STOCK_PLATFORM = 'api';
