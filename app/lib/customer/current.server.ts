import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CURRENT_CUSTOMER_QUERY} from '@graphql/customer';

/** Where the server session keeps the customer's Storefront access token. */
const CUSTOMER_TOKEN_SESSION_KEY = 'customerAccessToken';

interface StoredCustomerToken {
  accessToken: string;
  /** ISO date-time the Storefront API gave; the token is useless after it. */
  expiresAt: string;
}

export interface CurrentCustomer {
  /** Storefront global id, e.g. `gid://shopify/Customer/123`. */
  id: string;
  /** The trailing numeric part of the id (keys such as recently viewed use it). */
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  tags: string[];
}

/** The unexpired access token kept in the server session, if any. */
function customerToken(context: Pick<AppLoadContext, 'session'>, now = new Date()): string | null {
  const stored = context.session.get(CUSTOMER_TOKEN_SESSION_KEY) as StoredCustomerToken | undefined;
  if (!stored?.accessToken) return null;
  if (stored.expiresAt && Date.parse(stored.expiresAt) <= now.getTime()) return null;
  return stored.accessToken;
}

const lookups = new WeakMap<object, Promise<CurrentCustomer | null>>();

/**
 * The signed-in customer for this request, or null for a guest (no token, an expired one, or
 * one the Storefront API no longer knows). Asked once per request however many loaders call it.
 */
export function currentCustomer(context: AppLoadContext): Promise<CurrentCustomer | null> {
  let lookup = lookups.get(context.session);
  if (!lookup) {
    lookup = fetchCurrentCustomer(context);
    lookups.set(context.session, lookup);
  }
  return lookup;
}

async function fetchCurrentCustomer(context: AppLoadContext): Promise<CurrentCustomer | null> {
  const token = customerToken(context);
  if (!token) return null;
  const {customer} = await context.storefront.query(CURRENT_CUSTOMER_QUERY, {
    variables: {customerAccessToken: token},
    cache: context.storefront.CacheNone(),
  });
  if (!customer) return null;
  return {
    id: customer.id,
    userId: customer.id.split('/').pop() ?? customer.id,
    email: customer.email ?? null,
    firstName: customer.firstName ?? null,
    lastName: customer.lastName ?? null,
    tags: customer.tags,
  };
}
