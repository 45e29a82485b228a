/** The route that remembers, in the session, that the shopper has settled on a country. */
export const COUNTRY_CONFIRMATION_PATH = '/api/country-confirmation';

/**
 * Tells the server the shopper closed a country dialog. `keepalive` lets the
 * request finish when the page is being left for another market's store.
 * Failure is harmless: the dialog may simply ask again on a later visit.
 */
export function confirmCountry(): Promise<void> {
  return fetch(COUNTRY_CONFIRMATION_PATH, {method: 'POST', keepalive: true, credentials: 'same-origin'}).then(
    () => undefined,
    () => undefined,
  );
}

/** Confirms, then leaves for another market's page with a full load (its own market, cart and language). */
export async function confirmAndGo(href: string): Promise<void> {
  await confirmCountry();
  window.location.assign(href);
}
