/**
 * Where requests for Shopify's customer account hosts go when the store runs on the emulator
 * (for the local tooling and tests; the app never imports it). Hydrogen's customer account client builds every address
 * on `https://shopify.com` (sign-in, tokens, the GraphQL API); the local runtime's outbound
 * routing (and, for the browser, the dev server or the test browser) sends those to the
 * emulator, which serves them at the same paths. The app's code never learns of it.
 */
const SHOPIFY_ACCOUNTS_ORIGIN = 'https://shopify.com';

/** The emulator's address for a `https://shopify.com/…` URL; null for any other URL. */
export function emulatedShopifyUrl(url: string, emulatorOrigin: string): string | null {
  if (!url.startsWith(`${SHOPIFY_ACCOUNTS_ORIGIN}/`)) return null;
  return `${emulatorOrigin}${url.slice(SHOPIFY_ACCOUNTS_ORIGIN.length)}`;
}

/** A fetch that sends Shopify's customer account requests to the emulator and everything else on. */
export function fetchRoutedToEmulator(emulatorOrigin: string, fetchImpl: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const routed = emulatedShopifyUrl(request.url, emulatorOrigin);
    return fetchImpl(routed ? new Request(routed, request) : request);
  };
}
