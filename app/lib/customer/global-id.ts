/**
 * The numeric part of a Storefront global id. Pages and forms use only this part: Shopify's
 * address ids carry the customer's access token in their query (`?customer_access_token=…`)
 * and order ids an access key, neither of which may reach the browser.
 */
export function numericIdOf(globalId: string): string | null {
  const match = /^gid:\/\/shopify\/[A-Za-z]+\/(\d+)(?:[?#]|$)/.exec(globalId);
  return match ? match[1] : null;
}

/** A numeric id as pages pass it (`/account/orders/123`): digits only, and not absurdly long. */
export function isNumericId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{1,20}$/.test(value);
}
