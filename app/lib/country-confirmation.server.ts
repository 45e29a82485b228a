import type {HydrogenSession} from '@shopify/hydrogen';
import {COUNTRY_CONFIRMED_SESSION_KEY} from './root-data';

/**
 * Remembers that the shopper closed a country dialog (shell §4), so the country
 * confirmation is not asked again in this session. Read back by
 * `isCountryConfirmed` in visitor.server.ts.
 */
export function markCountryConfirmed(session: Pick<HydrogenSession, 'set'>): void {
  session.set(COUNTRY_CONFIRMED_SESSION_KEY, true);
}
