import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {localizePath} from '@markets';
import {bagSignedOut} from '~/lib/cart/buyer.server';
import {signOut} from '~/lib/customer/account.server';
import {assertKnownMarket, redirectInMarket} from '~/lib/customer/page.server';

/**
 * Signing out is a POST (a link or an image cannot sign anyone out). Classic accounts: the
 * token leaves the session before the Storefront API is asked to delete it; that call's
 * failure is reported and ignored. Current customer accounts: Hydrogen's client clears the
 * session and sends the browser through Shopify's logout, which ends the customer's Shopify
 * session and comes back to the market's home page. Either way the bag becomes a guest's (its
 * lines in a new bag, at the prices a guest pays). The browser's own user tokens are cleared by
 * the sign-out form itself.
 */
export async function action({context}: ActionFunctionArgs) {
  assertKnownMarket(context);
  let response: Response;
  if (context.customerAccount) {
    response = await context.customerAccount.logout({postLogoutRedirectUri: localizePath('/', context)});
  } else {
    await signOut(context);
    response = redirectInMarket(context, '/');
  }
  (await bagSignedOut(context)).forEach((value, name) => response.headers.append(name, value));
  return response;
}

/** A visited `/account/logout` signs nobody out: it goes to the account. */
export async function loader({context}: LoaderFunctionArgs) {
  return redirectInMarket(context, '/account');
}
