import type {BagMessage} from './bag-status';

/**
 * Every user error and warning code the Storefront API's cart mutations answer, as the
 * shopper's message. Address and payment field codes share one message each: the bag has
 * no address or payment form, so the shopper can only fix them at checkout.
 */
const MESSAGE_BY_CODE: Record<string, BagMessage> = {
  // Errors
  CART_TOO_LARGE: 'bagFull',
  INVALID_MERCHANDISE_LINE: 'unavailable',
  INVALID: 'unavailable',
  MAXIMUM_EXCEEDED: 'maximumExceeded',
  MINIMUM_NOT_MET: 'minimumNotMet',
  INVALID_INCREMENT: 'invalidIncrement',
  LESS_THAN: 'minimumNotMet',
  MISSING_DISCOUNT_CODE: 'discountMissing',
  NOTE_TOO_LONG: 'noteTooLong',
  MISSING_NOTE: 'noteTooLong',
  ADDRESS_FIELD_IS_REQUIRED: 'addressInvalid',
  ADDRESS_FIELD_IS_TOO_LONG: 'addressInvalid',
  ADDRESS_FIELD_CONTAINS_URL: 'addressInvalid',
  ADDRESS_FIELD_CONTAINS_HTML_TAGS: 'addressInvalid',
  ADDRESS_FIELD_CONTAINS_EMOJIS: 'addressInvalid',
  ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN: 'addressInvalid',
  UNSPECIFIED_ADDRESS_ERROR: 'addressInvalid',
  INVALID_DELIVERY_ADDRESS_ID: 'addressInvalid',
  ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED: 'addressInvalid',
  INVALID_ZIP_CODE_FOR_COUNTRY: 'zipInvalid',
  INVALID_ZIP_CODE_FOR_PROVINCE: 'zipInvalid',
  PROVINCE_NOT_FOUND: 'provinceNotFound',
  TOO_MANY_DELIVERY_ADDRESSES: 'tooManyAddresses',
  PENDING_DELIVERY_GROUPS: 'deliveryPending',
  INVALID_DELIVERY_GROUP: 'deliveryPending',
  INVALID_DELIVERY_OPTION: 'deliveryPending',
  INVALID_PAYMENT: 'paymentInvalid',
  INVALID_PAYMENT_EMPTY_CART: 'paymentInvalid',
  PAYMENT_METHOD_NOT_SUPPORTED: 'paymentInvalid',
  PAYMENTS_GIFT_CARDS_UNAVAILABLE: 'paymentInvalid',
  PAYMENTS_CREDIT_CARD_BASE_EXPIRED: 'paymentInvalid',
  PAYMENTS_CREDIT_CARD_GENERIC: 'paymentInvalid',
  PAYMENTS_CREDIT_CARD_NUMBER_INVALID: 'paymentInvalid',
  PAYMENTS_CREDIT_CARD_VERIFICATION_VALUE_BLANK: 'paymentInvalid',
  BUYER_CANNOT_PURCHASE_FOR_COMPANY_LOCATION: 'buyerInvalid',
  INVALID_COMPANY_LOCATION: 'buyerInvalid',
  MISSING_CUSTOMER_ACCESS_TOKEN: 'buyerInvalid',
  EMAIL_INVALID: 'buyerInvalid',
  PHONE_INVALID: 'buyerInvalid',
  SERVICE_UNAVAILABLE: 'serviceUnavailable',
  // Warnings
  MERCHANDISE_OUT_OF_STOCK: 'outOfStock',
  MERCHANDISE_NOT_ENOUGH_STOCK: 'notEnoughStock',
  DUPLICATE_DELIVERY_ADDRESS: 'duplicateAddress',
  DISCOUNT_NOT_FOUND: 'discountNotFound',
  DISCOUNT_CURRENTLY_INACTIVE: 'discountInactive',
  DISCOUNT_USAGE_LIMIT_REACHED: 'discountUsageLimit',
  DISCOUNT_CUSTOMER_NOT_ELIGIBLE: 'discountNotEligible',
  DISCOUNT_ELIGIBLE_CUSTOMER_MISSING: 'discountSignIn',
  DISCOUNT_CODE_NOT_HONOURED: 'discountNotApplicable',
  DISCOUNT_NO_ENTITLED_LINE_ITEMS: 'discountNotApplicable',
  DISCOUNT_NO_ENTITLED_SHIPPING_LINES: 'discountNotApplicable',
  DISCOUNT_PURCHASE_NOT_IN_RANGE: 'discountNotApplicable',
  DISCOUNT_QUANTITY_NOT_IN_RANGE: 'discountNotApplicable',
  DISCOUNT_NOT_APPLICABLE_TO_CART: 'discountNotApplicable',
};

/** The shopper's message for a cart code; null for a code this store has not met. */
function messageForCode(code: string | null | undefined): BagMessage | null {
  if (!code) return null;
  if (MESSAGE_BY_CODE[code]) return MESSAGE_BY_CODE[code];
  // Families the API may grow: any other address, payment or discount code.
  if (/ADDRESS|ZIP|PROVINCE/.test(code)) return 'addressInvalid';
  if (/PAYMENT/.test(code)) return 'paymentInvalid';
  if (code.startsWith('DISCOUNT_')) return 'discountNotApplicable';
  return null;
}

interface CodeCarrier {
  code?: unknown;
}

/**
 * The shopper's message for a mutation's answer: the first user error (or GraphQL error),
 * else the first warning (an unknown error code fails politely, an unknown warning is
 * ignored), else `done`. Discount warnings count only for a discount update (`done` =
 * `discountApplied`).
 */
export function messageForResult(
  result: {userErrors?: unknown; errors?: unknown; warnings?: unknown},
  done: BagMessage = 'added',
): BagMessage {
  const first = (list: unknown) =>
    Array.isArray(list) && list.length > 0 ? String((list[0] as CodeCarrier)?.code ?? 'UNKNOWN') : null;
  const error = first(result.userErrors) ?? first(result.errors);
  if (error) return messageForCode(error) ?? 'failed';
  const warnings = Array.isArray(result.warnings) ? (result.warnings as CodeCarrier[]) : [];
  for (const warning of warnings) {
    const code = String(warning?.code ?? '');
    // Every mutation repeats the bag's discount warnings; they belong to the code's own update.
    if (code.startsWith('DISCOUNT_') && done !== 'discountApplied') continue;
    const message = messageForCode(code);
    if (message) return message;
  }
  return done;
}
