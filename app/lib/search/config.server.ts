import type {AppLoadContext} from '@shopify/remix-oxygen';
import {currentCustomer} from '~/lib/customer/current.server';
import {gatedSearchFilterFor} from '~/lib/customer/membership.server';
import {joinFilters, STORE_SEARCH_FILTER, type SearchClientConfig} from './config';

/** Where the search service answers for this request's market: no shopper in it. */
export type SearchConnection = Pick<SearchClientConfig, 'appId' | 'apiKey' | 'host' | 'indexPrefix'>;

/**
 * The market's search connection, or null when the search service is not configured. Enough
 * for reads that are the same for every shopper (a family's colour order); lists a shopper
 * sees need `searchClientConfig`.
 */
export function searchConnection({
  env,
  market,
}: Pick<AppLoadContext, 'env' | 'market'>): SearchConnection | null {
  const appId = env.PUBLIC_ALGOLIA_APP_ID?.trim();
  const apiKey = env.PUBLIC_ALGOLIA_SEARCH_KEY?.trim();
  if (!appId || !apiKey) return null;
  return {
    appId,
    apiKey,
    host: env.ALGOLIA_HOST?.trim() || null,
    indexPrefix: market.countryCode.toLowerCase(),
  };
}

/**
 * The search connection for this request's market and shopper, or null when the search
 * service is not configured (pages then say search is unavailable). The key is the public
 * search-only key; a signed-in shopper's user token is a hash of their account id, never
 * the id itself.
 */
export async function searchClientConfig(context: AppLoadContext): Promise<SearchClientConfig | null> {
  const connection = searchConnection(context);
  if (!connection) return null;
  const [customer, gated] = await Promise.all([currentCustomer(context), gatedSearchFilterFor(context)]);
  return {
    ...connection,
    // The store's rule, and the gated clause: members-only products stay out of the results
    // of everyone whose tags do not unlock their collection.
    filters: joinFilters(STORE_SEARCH_FILTER, gated),
    userToken: customer ? await hashedUserToken(customer.id) : null,
    customerTags: customer?.tags ?? [],
  };
}

/** SHA-256 of the account id, hex: 64 characters Algolia accepts as a user token. */
export async function hashedUserToken(accountId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(accountId));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
