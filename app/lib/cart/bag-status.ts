/**
 * The outcomes a bag action can end with, each a text in `cart.*`. Codes the cart answers
 * are named by `messageForCode` (codes.ts); anything unknown shows as `failed`.
 */
const BAG_MESSAGES = [
  'added',
  'updated',
  'removed',
  'updateFailed',
  'giftCardMixed',
  'outOfStock',
  'notEnoughStock',
  'unavailable',
  'maximumExceeded',
  'minimumNotMet',
  'invalidIncrement',
  'bagFull',
  'discountApplied',
  'discountRemoved',
  'discountMissing',
  'discountNotFound',
  'discountInactive',
  'discountUsageLimit',
  'discountNotEligible',
  'discountSignIn',
  'discountNotApplicable',
  'noteTooLong',
  'addressInvalid',
  'zipInvalid',
  'provinceNotFound',
  'tooManyAddresses',
  'duplicateAddress',
  'paymentInvalid',
  'deliveryPending',
  'buyerInvalid',
  'serviceUnavailable',
  'giftThresholdNotMet',
  'giftUnavailable',
  'gatedRemoved',
  'membersOnly',
  'giftRecipientSaved',
  'giftRecipientInvalid',
  'failed',
] as const;

export type BagMessage = (typeof BAG_MESSAGES)[number];
/** The product page's name for the outcomes of an add (any bag outcome may come back). */
export type AddToBagMessage = BagMessage;

/** The most of one variant a single add may ask for. */
export const MAX_LINE_QUANTITY = 10;

/** The query parameter that carries an action's outcome back to the page after a plain form post. */
const BAG_STATUS_PARAM = 'bag';

/**
 * Where a plain form post goes back to: the path it came from (only a path on this site,
 * so the redirect cannot leave it) with the outcome added; null without a usable path.
 */
export function bagStatusPath(redirectTo: unknown, message: BagMessage): string | null {
  if (typeof redirectTo !== 'string' || !redirectTo.startsWith('/') || /^\/[/\\]/.test(redirectTo))
    return null;
  let url: URL;
  try {
    url = new URL(redirectTo, 'http://localhost');
  } catch {
    return null;
  }
  url.searchParams.set(BAG_STATUS_PARAM, message);
  return `${url.pathname}${url.search}`;
}

/** The outcome a page address carries, when it is one of the known ones. */
export function bagStatusFrom(search: string): BagMessage | null {
  const value = new URLSearchParams(search).get(BAG_STATUS_PARAM);
  return BAG_MESSAGES.find((message) => message === value) ?? null;
}
