import {data, redirect, type AppLoadContext, type HeadersFunction} from '@shopify/remix-oxygen';
import {localizePath} from '@markets';
import {messagesFor} from '~/lib/i18n/catalog.server';
import type {MessageBundle, MessageKey, MessagePath} from '~/lib/i18n/types';
import {accountSource} from './accounts.server';
import {forgetCustomerToken, redirectToSignIn} from './current.server';
import {isSignedOutError, type CustomerUserError, type FormErrors} from './user-errors';
import {ACCOUNT_PATHS, safeReturnPath} from './return-path';

/**
 * What every account page shares: never cached by browsers or shared caches (they show one
 * customer's data and carry their session), never indexed, and the `account` texts.
 */
const ACCOUNT_RESPONSE_HEADERS = {'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex'};

/** The `headers` export of every account route (children of the account layout inherit it). */
export const accountHeaders: HeadersFunction = () => ACCOUNT_RESPONSE_HEADERS;

/**
 * What each signed-out account page (sign in, create account, password reset, activation)
 * shows before anything is sent; the texts of a failed submission's errors come with it
 * (`formFailure`).
 */
export const AUTH_PAGE_TEXTS = {
  login: ['accountAuth.login'],
  register: [
    'accountAuth.register',
    'accountAuth.login.email',
    'accountAuth.login.password',
    'accountAuth.login.submit',
  ],
  recover: ['accountAuth.recover', 'accountAuth.login.email'],
  reset: [
    'accountAuth.reset',
    'accountAuth.register.passwordHint',
    // The submit button's label while the form is on its way.
    'account.saving',
  ],
  activate: [
    'accountAuth.activate',
    'accountAuth.reset.password',
    'accountAuth.reset.confirmPassword',
    'accountAuth.register.passwordHint',
    'account.saving',
  ],
} satisfies Record<string, readonly MessagePath[]>;

/**
 * What the signed-in layout sends for all its pages: the account menu, the forms' shared
 * words and order statuses (error texts come with a failed submission, as above).
 */
export const SIGNED_IN_TEXTS: readonly MessagePath[] = [
  'account.nav',
  'account.optional',
  'account.saving',
  'account.cancel',
  'account.financialStatus',
  'account.fulfillmentStatus',
];

/** The texts an account page shows (the signed-in layout adds `SIGNED_IN_TEXTS`). */
export function accountMessages(context: Pick<AppLoadContext, 'market'>, paths: readonly MessagePath[]) {
  return messagesFor(context.market.locale, paths);
}

/** The texts of what a failed submission shows: the form's message and each field's. */
function errorTexts(context: Pick<AppLoadContext, 'market'>, errors: FormErrors): MessageBundle {
  const keys = [errors.form, ...Object.values(errors.fields ?? {})].filter(
    (key): key is MessageKey => key !== undefined,
  );
  return messagesFor(context.market.locale, keys);
}

/**
 * Account forms post to this market's pages only: a prefix that names no market is a 404
 * here too (the layout's check runs for page loads, not before an action).
 */
export function assertKnownMarket(context: Pick<AppLoadContext, 'unknownMarketPrefix'>): void {
  if (context.unknownMarketPrefix) throw new Response('Not found', {status: 404});
}

/**
 * When Shopify says the session's token is no longer valid (revoked by a password change
 * elsewhere, or expired), the shopper signs in again and comes back; nothing to show here.
 */
export function signInAgainIfSignedOut(
  context: AppLoadContext,
  request: Request,
  errors: readonly CustomerUserError[],
): void {
  if (!isSignedOutError(errors)) return;
  forgetCustomerToken(context);
  throw redirectToSignIn(context, request);
}

/**
 * A failed form submission: what to show, with a 4xx status, and the texts of those errors in
 * the market's language (a page sends no error texts ahead: `FormPageTexts` adds these to its own).
 */
export function formFailure<Extra extends object = object>(
  context: Pick<AppLoadContext, 'market'>,
  errors: FormErrors,
  extra?: Extra,
  status = 400,
) {
  return data(
    {ok: false as const, errors, ...(extra ?? ({} as Extra)), messages: errorTexts(context, errors)},
    {status, headers: ACCOUNT_RESPONSE_HEADERS},
  );
}

/** An attempt refused for coming too often (sign-in, recovery): 429, and how many minutes to wait. */
export function throttledFailure<Extra extends object = object>(
  context: Pick<AppLoadContext, 'market'>,
  retryAfterSeconds: number,
  extra?: Extra,
) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const errors: FormErrors = {form: 'account.errors.throttled', values: {minutes}};
  return data(
    {ok: false as const, errors, ...(extra ?? ({} as Extra)), messages: errorTexts(context, errors)},
    {status: 429, headers: {...ACCOUNT_RESPONSE_HEADERS, 'Retry-After': String(retryAfterSeconds)}},
  );
}

/** After signing in: the page the shopper came from (a path on this site), else the dashboard, in this market. */
export function redirectAfterSignIn(
  context: Pick<AppLoadContext, 'pathPrefix'>,
  returnTo: FormDataEntryValue | string | null,
) {
  const target = safeReturnPath(typeof returnTo === 'string' ? returnTo : null, ACCOUNT_PATHS.dashboard);
  return redirect(localizePath(target, context), {headers: ACCOUNT_RESPONSE_HEADERS});
}

/** A path in this market, e.g. after an address is saved. */
export function redirectInMarket(context: Pick<AppLoadContext, 'pathPrefix'>, path: string) {
  return redirect(localizePath(path, context), {headers: ACCOUNT_RESPONSE_HEADERS});
}

/** A form field's text, trimmed; '' when missing or not text. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A password exactly as typed (spaces at the ends are an error the API reports, not ours to trim). */
export function formPassword(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The form body of an account action; anything but a form is a 415, a huge one a 413. */
export async function readAccountForm(request: Request): Promise<FormData> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) {
    throw new Response('Unsupported media type', {status: 415});
  }
  const length = Number(request.headers.get('Content-Length') ?? 0);
  if (length > MAX_FORM_BYTES) throw new Response('Payload too large', {status: 413});
  try {
    return await request.formData();
  } catch {
    throw new Response('Bad request', {status: 400});
  }
}

/** Account forms are a few short fields. */
const MAX_FORM_BYTES = 16 * 1024;

/**
 * With the current customer accounts, creating an account, recovering a password and
 * activating an invitation happen on Shopify's sign-in page: these pages send the shopper
 * there through our sign-in page.
 */
export function assertOwnSignInPages(context: AppLoadContext): void {
  if (!accountSource(context).features.ownSignInPages) throw redirectInMarket(context, ACCOUNT_PATHS.login);
}

/** Where the current customer accounts' sign-in returns to, kept in the session while the shopper is on Shopify's page. */
const RETURN_TO_SESSION_KEY = 'signInReturnTo';

/**
 * Starts signing in with the current customer accounts: Shopify's hosted page (OAuth with
 * PKCE through Hydrogen's client), in the market's language, coming back to `returnTo` here.
 */
export async function startHostedSignIn(
  context: AppLoadContext,
  customerAccount: NonNullable<AppLoadContext['customerAccount']>,
  returnTo: string | null,
): Promise<Response> {
  const target = localizePath(safeReturnPath(returnTo, ACCOUNT_PATHS.dashboard), context);
  context.session.set(RETURN_TO_SESSION_KEY, target);
  const answer = await customerAccount.login();
  answer.headers.set('Cache-Control', ACCOUNT_RESPONSE_HEADERS['Cache-Control']);
  return answer;
}

/** The page the shopper set out from when they went to sign in (already in its market). */
export function takeHostedSignInReturn(context: AppLoadContext): string {
  const stored = context.session.get(RETURN_TO_SESSION_KEY) as string | undefined;
  context.session.unset(RETURN_TO_SESSION_KEY);
  return safeReturnPath(stored, localizePath(ACCOUNT_PATHS.dashboard, context));
}
