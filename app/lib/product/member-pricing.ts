import {gatedDiscount} from '~/lib/customer/gated';

/**
 * Member prices before the bag: which discount applies is decided from the signed-in
 * customer's tags and the product's gated discount values (`gatedDiscount` in
 * `~/lib/customer/gated`), the rule the store's automatic discount applies in the cart. The
 * bag and checkout show the cart's own figures; these functions work the same figure out
 * ahead of it, the same way: the percentage of the amount in the currency's minor unit,
 * rounded half up, taken off the amount.
 */

/** A price after a percentage off, as the cart takes it off. */
export function discountedAmount(amount: string, percentage: number, fractionDigits = 2): string {
  const factor = 10 ** fractionDigits;
  const minor = Math.round(Number(amount) * factor);
  const off = Math.round((minor * percentage) / 100);
  return ((minor - off) / factor).toFixed(fractionDigits);
}

/** `gated` for members-only (warehouse sale) tags, `member` for community and other tags. */
export type MemberPriceKind = 'gated' | 'member';

export function memberPriceKind(tag: string): MemberPriceKind {
  return tag.trim().toLowerCase().startsWith('gated::') ? 'gated' : 'member';
}

interface Money {
  amount: string;
  currencyCode: string;
}

/** A list card's member price: the amount the bag will charge, and what it is. */
export interface CardMemberPrice extends Money {
  percentage: number;
  kind: MemberPriceKind;
}

/**
 * The member price of a card's "from" price for a shopper with these tags, or null (guests,
 * products without discount values, tags the values do not name).
 */
export function cardMemberPrice(
  price: Money,
  discountValues: string | null | undefined,
  customerTags: readonly string[],
  fractionDigits: number,
): CardMemberPrice | null {
  if (customerTags.length === 0 || !discountValues || !(Number(price.amount) > 0)) return null;
  const discount = gatedDiscount(discountValues, customerTags);
  if (!discount) return null;
  return {
    amount: discountedAmount(price.amount, discount.percentage, fractionDigits),
    currencyCode: price.currencyCode,
    percentage: discount.percentage,
    kind: memberPriceKind(discount.tag),
  };
}
