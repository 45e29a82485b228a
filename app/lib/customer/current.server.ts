import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {localizePath} from '@markets';
import {CURRENT_CUSTOMER_QUERY} from '@graphql/customer';
import {pageUrlOf} from '~/lib/page-url';
import {loginPath} from './return-path';

/**
 * Where the server session keeps the customer's Storefront access token. It never goes to
 * the browser's script: the session cookie is httpOnly (docs/decisions/023-customer-accounts.md).
 */
const CUSTOMER_TOKEN_SESSION_KEY = 'customerAccessToken';

/** The token as the Storefront API issues it. */
export interface StoredCustomerToken {
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

type SessionContext = Pick<AppLoadContext, 'session'>;

/** The unexpired access token kept in the server session, if any. */
export function customerAccessToken(context: SessionContext, now = new Date()): string | null {
  const stored = context.session.get(CUSTOMER_TOKEN_SESSION_KEY) as StoredCustomerToken | undefined;
  if (!stored?.accessToken) return null;
  if (stored.expiresAt && Date.parse(stored.expiresAt) <= now.getTime()) return null;
  return stored.accessToken;
}

const lookups = new WeakMap<object, Promise<CurrentCustomer | null>>();

/**
 * Signs the browser in: the token goes into the session, whose cookie now expires with it.
 * Loaders later in this request see the new customer.
 */
export function rememberCustomerToken(context: SessionContext, token: StoredCustomerToken): void {
  context.session.set(CUSTOMER_TOKEN_SESSION_KEY, {
    accessToken: token.accessToken,
    expiresAt: token.expiresAt,
  });
  context.session.setCookieExpiry(token.expiresAt);
  lookups.delete(context.session);
}

/** Signs the browser out: the token leaves the session and the cookie lasts the browser session again. */
export function forgetCustomerToken(context: SessionContext): void {
  context.session.unset(CUSTOMER_TOKEN_SESSION_KEY);
  context.session.setCookieExpiry(null);
  lookups.set(context.session, Promise.resolve(null));
}

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
  const token = customerAccessToken(context);
  if (!token) return null;
  const {customer} = await context.storefront.query(CURRENT_CUSTOMER_QUERY, {
    variables: {customerAccessToken: token},
    cache: context.storefront.CacheNone(),
  });
  if (!customer) {
    // The account is gone or the token was revoked (e.g. a password change elsewhere).
    context.session.unset(CUSTOMER_TOKEN_SESSION_KEY);
    context.session.setCookieExpiry(null);
    return null;
  }
  return {
    id: customer.id,
    userId: customer.id.split('/').pop() ?? customer.id,
    email: customer.email ?? null,
    firstName: customer.firstName ?? null,
    lastName: customer.lastName ?? null,
    tags: customer.tags,
  };
}

/**
 * The signed-in customer and their token, for pages only customers see. A guest is sent to
 * sign in (in the same market) and brought back to the page afterwards.
 */
export async function requireCustomer(
  context: AppLoadContext,
  request: Request,
): Promise<{customer: CurrentCustomer; accessToken: string}> {
  const customer = await currentCustomer(context);
  const accessToken = customerAccessToken(context);
  if (!customer || !accessToken) throw redirectToSignIn(context, request);
  return {customer, accessToken};
}

/** A redirect to the market's sign-in page that returns to the page the request was for. */
export function redirectToSignIn(context: Pick<AppLoadContext, 'pathPrefix'>, request: Request): Response {
  const page = pageUrlOf(request.url);
  return redirect(
    localizePath(loginPath(`${page.pathname}${page.search}`), {pathPrefix: context.pathPrefix}),
  );
}
