import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {bagSignedIn} from '~/lib/cart/buyer.server';
import {accountHeaders, redirectInMarket, takeHostedSignInReturn} from '~/lib/customer/page.server';

/**
 * `/account/authorize`, where Shopify's hosted sign-in comes back to (the current customer
 * accounts' redirect URI): Hydrogen's client checks the state, exchanges the code with its PKCE
 * verifier and keeps the tokens in the session; the bag becomes the customer's (priced for
 * them) and the shopper goes on to the page they set out from. With the classic accounts the
 * store signs customers in itself, so nothing comes back here to finish: the address leads to
 * the account, which asks a signed-out shopper to sign in.
 */
export const headers = accountHeaders;

/** While signed in, the session cookie lasts as long as a classic sign-in does. */
const SIGNED_IN_DAYS = 30;

export async function loader({context}: LoaderFunctionArgs) {
  if (!context.customerAccount) return redirectInMarket(context, '/account');
  await context.customerAccount.authorize();
  const accessToken = await context.customerAccount.getAccessToken();
  if (accessToken) await bagSignedIn(context, accessToken);
  context.session.setCookieExpiry(new Date(Date.now() + SIGNED_IN_DAYS * 86_400_000).toISOString());
  return redirect(takeHostedSignInReturn(context), {headers: {'Cache-Control': 'private, no-store'}});
}
