/**
 * Member prices from a product's `gated_discount` metafield: comma-separated
 * `tag::percentage` pairs (`gated::warehouse-sale::30,influencer::20`). The first pair
 * whose tag the customer has applies. Decided on the server from the signed-in
 * customer's tags; the browser only shows the result.
 */

export interface TagDiscount {
  tag: string;
  percentage: number;
}

/** The pairs in order; entries without a tag or with a percentage outside 1–100 are skipped. */
export function parseTagDiscounts(value: string | null | undefined): TagDiscount[] {
  if (!value) return [];
  return value.split(',').flatMap((entry) => {
    const separator = entry.lastIndexOf('::');
    if (separator <= 0) return [];
    const tag = entry.slice(0, separator).trim();
    const percentage = Number(entry.slice(separator + 2).trim());
    return tag && Number.isFinite(percentage) && percentage > 0 && percentage <= 100
      ? [{tag, percentage}]
      : [];
  });
}

/** The first pair whose tag the customer has (tags compare case-insensitively), or null. */
export function discountForTags(
  discounts: readonly TagDiscount[],
  customerTags: readonly string[],
): TagDiscount | null {
  const owned = new Set(customerTags.map((tag) => tag.trim().toLowerCase()));
  return discounts.find((discount) => owned.has(discount.tag.toLowerCase())) ?? null;
}

/** A price after a percentage off, rounded to the currency's minor unit. */
export function discountedAmount(amount: string, percentage: number, fractionDigits = 2): string {
  const factor = 10 ** fractionDigits;
  const value = Math.round(Number(amount) * (1 - percentage / 100) * factor) / factor;
  return value.toFixed(fractionDigits);
}
