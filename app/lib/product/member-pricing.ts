/**
 * Member prices: which discount applies is decided on the server from the signed-in
 * customer's tags (`gatedDiscount` in `~/lib/customer/gated`); the browser only shows the
 * price after it.
 */

/** A price after a percentage off, rounded to the currency's minor unit. */
export function discountedAmount(amount: string, percentage: number, fractionDigits = 2): string {
  const factor = 10 ** fractionDigits;
  const value = Math.round(Number(amount) * (1 - percentage / 100) * factor) / factor;
  return value.toFixed(fractionDigits);
}
