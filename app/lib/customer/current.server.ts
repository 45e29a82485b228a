import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {localizePath} from '@markets';
import {pageUrlOf} from '~/lib/page-url';
import type {CurrentCustomer} from './account-source.server';
import {accountSource} from './accounts.server';
import {loginPath} from './return-path';
import {customerAccessToken, customerLookups} from './session-token.server';

export type {CurrentCustomer} from './account-source.server';
export {customerAccessToken, forgetCustomerToken, rememberCustomerToken} from './session-token.server';

/**
 * The signed-in customer for this request, or null for a guest (no token, an expired one, or
 * one the account system no longer knows), from whichever account system is on. Asked once
 * per request however many loaders call it.
 */
export function currentCustomer(context: AppLoadContext): Promise<CurrentCustomer | null> {
  let lookup = customerLookups.get(context.session);
  if (!lookup) {
    lookup = accountSource(context).signedInCustomer(context);
    customerLookups.set(context.session, lookup);
  }
  return lookup;
}

/**
 * The signed-in customer's access token, fresh: the classic token, or the current accounts'
 * (which Hydrogen's client refreshes when it has run out; `customerAccessToken` only reads the
 * session). Null for a guest.
 */
export async function signedInAccessToken(
  context: Pick<AppLoadContext, 'session'> & {customerAccount?: AppLoadContext['customerAccount']},
): Promise<string | null> {
  if (!context.customerAccount) return customerAccessToken(context);
  return (await context.customerAccount.getAccessToken()) ?? null;
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
  const accessToken = customer ? await accountSource(context).accessToken(context) : null;
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
