/**
 * The host Shopify's analytics go to: the shop's domain (`alderline.myshopify.com`; locally the
 * emulator's `127.0.0.1:4100`), without the scheme the store's setting may carry. Hydrogen's
 * sender always writes `https://{host}/.well-known/shopify/monorail/…`.
 */
export function shopAnalyticsHost(storeDomain: string): string {
  return storeDomain.replace(/^https?:\/\//, '').replace(/\/+$/, '');
}
