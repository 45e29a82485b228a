import type {Customer} from '../seed/types';

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
