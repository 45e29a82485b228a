import type {AppLoadContext} from '@shopify/remix-oxygen';
import {currentCustomer, type CurrentCustomer} from '~/lib/customer/current.server';
import {STORE_SEARCH_FILTER, type SearchClientConfig} from './config';

/**
 * The search connection for this request's market and shopper, or null when the search
 * service is not configured (pages then say search is unavailable). The key is the public
 * search-only key; a signed-in shopper's user token is a hash of their account id, never
 * the id itself.
 */
export async function searchClientConfig(
  context: Pick<AppLoadContext, 'env' | 'market'> & Parameters<typeof currentCustomer>[0],
): Promise<SearchClientConfig | null> {
  const {env, market} = context;
  const appId = env.PUBLIC_ALGOLIA_APP_ID?.trim();
  const apiKey = env.PUBLIC_ALGOLIA_SEARCH_KEY?.trim();
  if (!appId || !apiKey) return null;
  const customer = await currentCustomer(context);
  return {
    appId,
    apiKey,
    host: env.ALGOLIA_HOST?.trim() || null,
    indexPrefix: market.countryCode.toLowerCase(),
    filters: searchFilters(customer),
    userToken: customer ? await hashedUserToken(customer.id) : null,
  };
}

/**
 * The store's filter for this shopper. Gated shoppers get their members' products on top once
 * gated membership is known (`app/lib/customer/`); until then everyone gets the store's rule.
 */
function searchFilters(_customer: CurrentCustomer | null): string {
  return STORE_SEARCH_FILTER;
}

/** SHA-256 of the account id, hex: 64 characters Algolia accepts as a user token. */
export async function hashedUserToken(accountId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(accountId));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
