import {parse} from 'cookie';
import {readConsentValue, CONSENT_COOKIE_NAME, type ConsentRecord} from './record';

/** The shopper's consent from the request's cookie; null when they have not decided yet. */
export function readConsentFromRequest(request: Request): ConsentRecord | null {
  const value = parse(request.headers.get('Cookie') ?? '')[CONSENT_COOKIE_NAME];
  return readConsentValue(value, 'cookie');
}
