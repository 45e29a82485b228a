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
  return Boolean(readCookie(request.headers.get('Cookie'), COUNTRY_AUTOMATION_COOKIE));
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('=')) || undefined;
  }
  return undefined;
}
