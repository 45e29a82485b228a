import {parse} from 'cookie';

/** Oxygen's geolocation header: the visitor's ISO country code, e.g. 'GB'. */
const BUYER_COUNTRY_HEADER = 'oxygen-buyer-country';
/** The session key set when the shopper closes a country dialog. */
const COUNTRY_CONFIRMED_SESSION_KEY = 'countryConfirmed';
/** Test automation sets this cookie (any non-empty value) so the country dialog stays shut. */
const COUNTRY_AUTOMATION_COOKIE = 'automation';

export function buyerCountry(request: Request): string | null {
  const value = request.headers.get(BUYER_COUNTRY_HEADER)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : null;
}

/**
 * The country dialogs stay shut once the shopper closed one (session flag) or when test
 * automation says so (cookie).
 */
export function isCountryConfirmed(request: Request, session: {get(key: string): unknown}): boolean {
  if (session.get(COUNTRY_CONFIRMED_SESSION_KEY) === true) return true;
  return Boolean(parse(request.headers.get('Cookie') ?? '')[COUNTRY_AUTOMATION_COOKIE]);
}

/** Remembers that the shopper closed a country dialog, so the confirmation is not asked again this session. */
export function markCountryConfirmed(session: {set(key: string, value: unknown): void}): void {
  session.set(COUNTRY_CONFIRMED_SESSION_KEY, true);
}
