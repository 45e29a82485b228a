import type {AppLoadContext} from '@shopify/remix-oxygen';
import pRetry from 'p-retry';
import {CURRENT_CUSTOMER_QUERY} from '@graphql/customer';
import {reportError} from '~/lib/errors';
import {classicAccessToken} from './session-token.server';
import {createMultipassToken, multipassLoginUrl} from './multipass.server';

/**
 * The checkout hand-off for signed-in customers, so they do not sign in twice: with the classic
 * accounts Shopify's Multipass signs them in on the checkout domain and sends them on to their
 * checkout; with the current customer accounts the bag's buyer identity carries the customer
 * (decision 054), and checkout opens signed in from it.
 */

/** Shopify-side requests behind the hand-off are tried 3 more times, briefly: a shopper is waiting. */
const MULTIPASS_RETRY = {retries: 3, factor: 2, minTimeout: 200, maxTimeout: 1000} as const;

type CheckoutContext = Pick<AppLoadContext, 'config' | 'market'>;

/**
 * The checkout domain of the request's market. A deployment that sets PUBLIC_CHECKOUT_DOMAIN
 * (one checkout host for every market, as previews and local development do) uses that.
 */
export function checkoutDomainFor(context: CheckoutContext): string {
  return (context.config.checkoutDomain || context.market.checkoutDomain).toLowerCase();
}

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/**
 * A checkout URL Multipass may send the customer to: http(s) on the market's checkout domain
 * (plain http only on a loopback host), without credentials in it. Anything else is null.
 */
export function allowedReturnTo(value: string, checkoutDomain: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.host.toLowerCase() !== checkoutDomain.toLowerCase()) return null;
  if (url.protocol === 'https:') return url;
  return url.protocol === 'http:' && LOOPBACK_HOST.test(url.host) ? url : null;
}

/** The checkout URL with its host replaced by the configured checkout domain, as the hand-off requires. */
function onCheckoutDomain(url: URL, checkoutDomain: string): URL {
  const moved = new URL(url);
  moved.host = checkoutDomain;
  return moved;
}

/** Thrown when a Multipass URL cannot be made; callers fall back to the plain checkout URL. */
class MultipassUnavailable extends Error {
  constructor(reason: string, options?: {cause?: unknown}) {
    super(`Multipass unavailable: ${reason}`, options);
    this.name = 'MultipassUnavailable';
  }
}

/**
 * The Multipass sign-in URL that lands the session's customer on `checkoutUrl` (already
 * checked by `allowedReturnTo`). Who is signed in is always the session's customer, read
 * from the Storefront API with the session's token; never what a request body claims.
 */
export async function multipassCheckoutUrl(context: AppLoadContext, checkoutUrl: URL): Promise<string> {
  const secret = context.env.MULTIPASS_SECRET?.trim();
  if (!secret) throw new MultipassUnavailable('MULTIPASS_SECRET is not set');
  const accessToken = classicAccessToken(context);
  if (!accessToken) throw new MultipassUnavailable('no signed-in customer');
  const {customer} = await pRetry(
    () =>
      context.storefront.query(CURRENT_CUSTOMER_QUERY, {
        variables: {customerAccessToken: accessToken},
        cache: context.storefront.CacheNone(),
      }),
    MULTIPASS_RETRY,
  );
  if (!customer?.email) throw new MultipassUnavailable('the session has no customer with an e-mail');
  const token = await createMultipassToken(secret, {
    email: customer.email,
    ...(customer.firstName ? {first_name: customer.firstName} : {}),
    ...(customer.lastName ? {last_name: customer.lastName} : {}),
    return_to: checkoutUrl.toString(),
  });
  return multipassLoginUrl(checkoutUrl.origin, token);
}

/**
 * For the bag's checkout hand-off: the URL to send the shopper to. The cart's checkout URL is
 * moved onto the market's checkout domain; a signed-in customer gets a Multipass URL that
 * signs them in there first. Any failure falls back to the plain URL (reported as
 * CART_CHECK_001 for an unreadable URL, CART_CHECK_002 for Multipass).
 */
export async function checkoutUrlFor(context: AppLoadContext, plainCheckoutUrl: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(plainCheckoutUrl);
  } catch (error) {
    reportError('CART_CHECK_001', error);
    return plainCheckoutUrl;
  }
  const checkoutUrl = onCheckoutDomain(url, checkoutDomainFor(context));
  if (context.customerAccount) {
    await bagCarriesCustomer(context, context.customerAccount);
    return checkoutUrl.toString();
  }
  if (!classicAccessToken(context)) return checkoutUrl.toString();
  try {
    return await multipassCheckoutUrl(context, checkoutUrl);
  } catch (error) {
    reportError('CART_CHECK_002', error);
    return checkoutUrl.toString();
  }
}

/**
 * With the current customer accounts: a bag started before the customer signed in gets them as
 * its buyer now (Hydrogen's cart handler adds the signed-in customer's token to the buyer
 * identity). A failure is reported (CART_CUST_001) and checkout opens as a guest's.
 */
async function bagCarriesCustomer(
  context: AppLoadContext,
  customerAccount: NonNullable<AppLoadContext['customerAccount']>,
): Promise<void> {
  try {
    if (!(await customerAccount.isLoggedIn())) return;
    const result = await context.cart.updateBuyerIdentity({});
    if (result.errors?.length || result.userErrors?.length) {
      reportError('CART_CUST_001', undefined, {
        step: 'buyer identity at checkout',
        errors: [...(result.errors ?? []), ...(result.userErrors ?? [])].map((error) => error.message),
      });
    }
  } catch (error) {
    reportError('CART_CUST_001', error, {step: 'buyer identity at checkout'});
  }
}
