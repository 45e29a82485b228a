import {cookieValue} from './cookies';
import {COUNTRY_AUTOMATION_COOKIE, COUNTRY_CONFIRMED_SESSION_KEY} from './root-data';

/** Oxygen's geolocation header: the visitor's ISO country code, e.g. 'GB'. */
export const BUYER_COUNTRY_HEADER = 'oxygen-buyer-country';

export function buyerCountry(request: Request): string | null {
  const value = request.headers.get(BUYER_COUNTRY_HEADER)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : null;
}

/**
 * The country dialogs stay shut once the shopper closed one (session flag) or when
 * test automation says so (cookie).
 */
export function isCountryConfirmed(request: Request, session: {get(key: string): unknown}): boolean {
  if (session.get(COUNTRY_CONFIRMED_SESSION_KEY) === true) return true;
  return Boolean(cookieValue(request.headers.get('Cookie'), COUNTRY_AUTOMATION_COOKIE));
}
