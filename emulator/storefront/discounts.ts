import type {Customer, Product} from '../seed/types';

type DiscountWarningCode =
  | 'DISCOUNT_NOT_FOUND'
  | 'DISCOUNT_CURRENTLY_INACTIVE'
  | 'DISCOUNT_CUSTOMER_NOT_ELIGIBLE'
  | 'DISCOUNT_USAGE_LIMIT_REACHED'
  | 'DISCOUNT_ELIGIBLE_CUSTOMER_MISSING';

interface DiscountDefinition {
  /** Percentage off every non-gift-card line. */
  percentage: number;
  status?: 'active' | 'inactive' | 'exhausted';
  /** Customer tag required to use the code. */
  requiresTag?: string;
}

/** The seeded discount codes (case-insensitive), documented in README.md. */
const DISCOUNT_CODES: Record<string, DiscountDefinition> = {
  WELCOME10: {percentage: 10},
  ALDERLINE15: {percentage: 15},
  SUMMER20: {percentage: 20},
  MEMBERS25: {percentage: 25, requiresTag: 'community-member'},
  SPRING10: {percentage: 10, status: 'inactive'},
  LAUNCH50: {percentage: 50, status: 'exhausted'},
};

export type DiscountEvaluation =
  | {applicable: true; percentage: number}
  | {applicable: false; warning: DiscountWarningCode; message: string};

export function evaluateDiscountCode(code: string, customer: Customer | null): DiscountEvaluation {
  const definition = DISCOUNT_CODES[code.trim().toUpperCase()];
  if (!definition)
    return {
      applicable: false,
      warning: 'DISCOUNT_NOT_FOUND',
      message: `Discount code ${code} could not be found.`,
    };
  if (definition.status === 'inactive')
    return {
      applicable: false,
      warning: 'DISCOUNT_CURRENTLY_INACTIVE',
      message: `Discount code ${code} is not active.`,
    };
  if (definition.status === 'exhausted')
    return {
      applicable: false,
      warning: 'DISCOUNT_USAGE_LIMIT_REACHED',
      message: `Discount code ${code} has reached its usage limit.`,
    };
  if (definition.requiresTag) {
    if (!customer)
      return {
        applicable: false,
        warning: 'DISCOUNT_ELIGIBLE_CUSTOMER_MISSING',
        message: `Sign in to use discount code ${code}.`,
      };
    if (!customer.tags.includes(definition.requiresTag))
      return {
        applicable: false,
        warning: 'DISCOUNT_CUSTOMER_NOT_ELIGIBLE',
        message: `Your account is not eligible for discount code ${code}.`,
      };
  }
  return {applicable: true, percentage: definition.percentage};
}

/**
 * The store's automatic discount for members, as a discount function runs it on Shopify: a
 * product lists `tag::percentage` pairs in its `custom.gated_discount` metafield, and when the
 * cart's buyer is a customer with one of those tags, the first such pair takes its percentage off
 * the line. Tags compare case-insensitively and whole. Guests and untagged customers get nothing.
 */
const MEMBER_DISCOUNT_METAFIELD = {namespace: 'custom', key: 'gated_discount'} as const;

export interface AutomaticDiscount {
  /** What the cart and checkout call the discount. */
  title: string;
  percentage: number;
}

export function memberLineDiscount(
  product: Pick<Product, 'metafields' | 'isGiftCard'>,
  customer: Pick<Customer, 'tags'> | null,
): AutomaticDiscount | null {
  if (!customer || customer.tags.length === 0 || product.isGiftCard) return null;
  const values = product.metafields.find(
    (field) =>
      field.namespace === MEMBER_DISCOUNT_METAFIELD.namespace && field.key === MEMBER_DISCOUNT_METAFIELD.key,
  )?.value;
  if (!values) return null;
  const tags = new Set(customer.tags.map((tag) => tag.trim().toLowerCase()));
  for (const pair of values.split(',')) {
    const separator = pair.lastIndexOf('::');
    if (separator <= 0) continue;
    const tag = pair.slice(0, separator).trim().toLowerCase();
    const text = pair.slice(separator + 2).trim();
    const percentage = Number(text);
    if (!tag || text === '' || !Number.isFinite(percentage) || !tags.has(tag)) continue;
    // The first pair the customer's tags name decides, even when it gives nothing.
    if (percentage <= 0) return null;
    return {
      title: tag.startsWith('gated::') ? 'Warehouse sale price' : 'Member price',
      percentage: Math.min(percentage, 100),
    };
  }
  return null;
}
