import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CurrentCustomer} from './account-source.server';

/**
 * Where the server session keeps the customer's classic Storefront access token. It never goes
 * to the browser's script: the session cookie is httpOnly (docs/decisions/023-customer-accounts.md).
 */
const CUSTOMER_TOKEN_SESSION_KEY = 'customerAccessToken';
/**
 * Where Hydrogen's customer account client keeps the current accounts' tokens in our session
 * (`{accessToken, expiresAt, refreshToken, idToken}`, `expiresAt` in milliseconds as text).
 */
const CUSTOMER_ACCOUNT_SESSION_KEY = 'customerAccount';

/** The token as the Storefront API issues it. */
export interface StoredCustomerToken {
  accessToken: string;
  /** ISO date-time the Storefront API gave; the token is useless after it. */
  expiresAt: string;
}

type SessionContext = Pick<AppLoadContext, 'session'>;

/** The request's signed-in customer, looked up once per request (keyed by its session). */
export const customerLookups = new WeakMap<object, Promise<CurrentCustomer | null>>();

/**
 * The unexpired access token kept in the server session, if any: the classic token, or the
 * current accounts' (as Hydrogen's client last stored it; the client refreshes it when asked
 * for the customer, so code that needs it fresh asks `requireCustomer` or the account source).
 */
export function customerAccessToken(context: SessionContext, now = new Date()): string | null {
  const stored = context.session.get(CUSTOMER_TOKEN_SESSION_KEY) as StoredCustomerToken | undefined;
  if (stored?.accessToken) {
    if (stored.expiresAt && Date.parse(stored.expiresAt) <= now.getTime()) return null;
    return stored.accessToken;
  }
  const account = context.session.get(CUSTOMER_ACCOUNT_SESSION_KEY) as
    | {accessToken?: string; expiresAt?: string}
    | undefined;
  if (!account?.accessToken || !account.expiresAt) return null;
  return Number(account.expiresAt) > now.getTime() ? account.accessToken : null;
}

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
  customerLookups.delete(context.session);
}

/** Signs the browser out: the token leaves the session and the cookie lasts the browser session again. */
export function forgetCustomerToken(context: SessionContext): void {
  context.session.unset(CUSTOMER_TOKEN_SESSION_KEY);
  context.session.setCookieExpiry(null);
  customerLookups.set(context.session, Promise.resolve(null));
}

/** The classic token the Storefront API no longer knows leaves the session (the request is a guest's). */
export function dropClassicToken(context: SessionContext): void {
  context.session.unset(CUSTOMER_TOKEN_SESSION_KEY);
  context.session.setCookieExpiry(null);
}

/** The classic token alone (Multipass and the classic sign-out need exactly that one). */
export function classicAccessToken(context: SessionContext, now = new Date()): string | null {
  const stored = context.session.get(CUSTOMER_TOKEN_SESSION_KEY) as StoredCustomerToken | undefined;
  if (!stored?.accessToken) return null;
  if (stored.expiresAt && Date.parse(stored.expiresAt) <= now.getTime()) return null;
  return stored.accessToken;
}
