import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {AccountOutcome} from './account.server';
import {formFailure, formPassword, readAccountForm, redirectAfterSignIn} from './page.server';
import {isNumericId} from './global-id';
import {formErrorsFrom} from './user-errors';

/**
 * The action of a "choose a password" page (reset link, activation): both entries must
 * match; then `submit` sets it, which signs the customer in, and they land on their account.
 */
export async function choosePasswordAction(
  context: AppLoadContext,
  request: Request,
  submit: (password: string) => Promise<AccountOutcome>,
) {
  const form = await readAccountForm(request);
  const password = formPassword(form, 'password');
  const confirmation = formPassword(form, 'passwordConfirm');
  if (!password) return formFailure(context, {fields: {password: 'account.errors.BLANK'}});
  if (password !== confirmation)
    return formFailure(context, {fields: {passwordConfirm: 'account.errors.passwordMismatch'}});
  const outcome = await submit(password);
  if (!outcome.ok) return formFailure(context, formErrorsFrom(outcome.errors, ['password']));
  return redirectAfterSignIn(context, null);
}

/**
 * The customer and token of an e-mailed link's path (`/account/reset/{id}/{token}`,
 * `/account/activate/{id}/{token}`); anything else is a page that does not exist.
 */
export function customerLinkParams(params: {id?: string; token?: string}): {
  customerId: string;
  token: string;
} {
  const {id, token} = params;
  // Tokens are letters, digits, dashes and underscores.
  if (!isNumericId(id) || !token || !/^[A-Za-z0-9_-]{1,200}$/.test(token)) {
    throw new Response('Not found', {status: 404});
  }
  return {customerId: `gid://shopify/Customer/${id}`, token};
}
