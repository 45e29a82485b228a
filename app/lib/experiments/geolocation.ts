/** Where the visitor is, as the geolocation endpoint answers (`/api/geolocation`). */
export interface Geolocation {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** ISO 3166-2 subdivision code without the country, e.g. 'CA' for California; '' when unknown. */
  subdivision: string;
  postalCode: string;
}

const GEOLOCATION_PATH = '/api/geolocation';

/** What a failed lookup means: a US visitor, nothing more known. */
export const FALLBACK_GEOLOCATION: Geolocation = Object.freeze({
  country: 'US',
  subdivision: '',
  postalCode: '',
});

const COUNTRY = /^[A-Z]{2}$/;
const SUBDIVISION = /^[A-Z0-9]{1,3}$/;
const POSTAL_CODE = /^[A-Z0-9 -]{1,10}$/i;

/** A geolocation from untrusted values (headers, a response body); null when there is no country. */
export function geolocationOf(value: {
  country?: unknown;
  subdivision?: unknown;
  postalCode?: unknown;
}): Geolocation | null {
  const country = typeof value.country === 'string' ? value.country.trim().toUpperCase() : '';
  if (!COUNTRY.test(country)) return null;
  const subdivision = typeof value.subdivision === 'string' ? value.subdivision.trim().toUpperCase() : '';
  const postalCode = typeof value.postalCode === 'string' ? value.postalCode.trim() : '';
  return {
    country,
    subdivision: SUBDIVISION.test(subdivision) ? subdivision : '',
    postalCode: POSTAL_CODE.test(postalCode) ? postalCode : '',
  };
}

/** Asks the geolocation endpoint; any failure (network, status, body) is a US visitor. */
export async function fetchGeolocation(
  fetcher: typeof fetch = fetch,
): Promise<{geo: Geolocation; failed: boolean}> {
  try {
    const response = await fetcher(GEOLOCATION_PATH, {headers: {Accept: 'application/json'}});
    if (!response.ok) return {geo: FALLBACK_GEOLOCATION, failed: true};
    const geo = geolocationOf((await response.json()) as Record<string, unknown>);
    return geo ? {geo, failed: false} : {geo: FALLBACK_GEOLOCATION, failed: true};
  } catch {
    return {geo: FALLBACK_GEOLOCATION, failed: true};
  }
}
