import type {AppLoadContext} from '@shopify/remix-oxygen';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION,
  CUSTOMER_ACTIVATE_BY_URL_MUTATION,
  CUSTOMER_ACTIVATE_MUTATION,
  CUSTOMER_CREATE_MUTATION,
  CUSTOMER_RECOVER_MUTATION,
  CUSTOMER_RESET_MUTATION,
} from '@graphql/customer-mutations';
import {bagSignedIn} from '~/lib/cart/buyer.server';
import {reportError} from '~/lib/errors';
import {attemptAccountRequest, REQUEST_FAILED, summariseErrors} from './account-request.server';
import type {AccountOutcome, ProfileChanges} from './account-source.server';
import {accountSource} from './accounts.server';
import {
  classicAccessToken,
  forgetCustomerToken,
  rememberCustomerToken,
  type StoredCustomerToken,
} from './session-token.server';
import type {CustomerUserError} from './user-errors';

/**
 * Signing in and out and the classic accounts' own pages (sign-up, activation, password
 * reset) over the Storefront API. Each answers `{ok: true}` or `{ok: false, errors}` with
 * Shopify's customer errors; a request that fails outright is reported and answers an error
 * without a code (shown as the general message).
 */
export type {AccountOutcome, ProfileChanges} from './account-source.server';

interface TokenPayload {
  customerAccessToken?: StoredCustomerToken | null;
  customerUserErrors: CustomerUserError[];
}

/**
 * Signs the browser in when the payload carries a token (and makes the bag the customer's, so
 * it is priced for them); otherwise its errors.
 */
async function signInFrom(
  context: AppLoadContext,
  payload: TokenPayload | null | undefined,
): Promise<AccountOutcome> {
  if (payload?.customerAccessToken) {
    rememberCustomerToken(context, payload.customerAccessToken);
    await bagSignedIn(context, payload.customerAccessToken.accessToken);
    return {ok: true};
  }
  const errors = payload?.customerUserErrors ?? [];
  return {ok: false, errors: errors.length > 0 ? errors : REQUEST_FAILED.errors};
}

export async function signIn(
  context: AppLoadContext,
  input: {email: string; password: string},
): Promise<AccountOutcome> {
  const result = await attemptAccountRequest('customerAccessTokenCreate', () =>
    context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, {variables: {input}}),
  );
  return 'failed' in result ? result.failed : signInFrom(context, result.data.customerAccessTokenCreate);
}

/**
 * Signs out: the token leaves the session first (so the shopper is signed out whatever
 * happens next), then the Storefront API is asked to delete it. A failure there is reported
 * (UAP_LOGOUT_001) and otherwise ignored: the token expires on its own.
 */
export async function signOut(context: AppLoadContext): Promise<void> {
  const token = classicAccessToken(context);
  forgetCustomerToken(context);
  if (!token) return;
  try {
    const result = await context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, {
      variables: {customerAccessToken: token},
    });
    const userErrors = result.customerAccessTokenDelete?.userErrors ?? [];
    if (result.errors?.length || userErrors.length > 0) {
      reportError('UAP_LOGOUT_001', undefined, {
        errors: [...summariseErrors(result.errors ?? []), ...userErrors.map((error) => error.message)],
      });
    }
  } catch (error) {
    reportError('UAP_LOGOUT_001', error);
  }
}

/**
 * What creating a customer throws when the request itself fails: the response's data (what
 * the API said, when anything) and whether the API rejected the request (it answered with
 * errors) rather than being unreachable.
 */
export class CustomerCreationError extends Error {
  readonly data: unknown;
  readonly isClientError: boolean;

  constructor(message: string, data: unknown, isClientError: boolean) {
    super(message);
    this.name = 'CustomerCreationError';
    this.data = data;
    this.isClientError = isClientError;
  }
}

function hasErrors(value: unknown): boolean {
  const errors = (value as {errors?: unknown} | null | undefined)?.errors;
  return Array.isArray(errors) ? errors.length > 0 : Boolean(errors);
}

export interface NewCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  acceptsMarketing: boolean;
}

/**
 * `customerCreate`: the new customer's id, or their user errors (e.g. TAKEN). A request
 * error is thrown as a `CustomerCreationError`.
 */
export async function createCustomer(
  context: AppLoadContext,
  input: NewCustomer,
): Promise<{customerId: string} | {errors: CustomerUserError[]}> {
  let result;
  try {
    result = await context.storefront.mutate(CUSTOMER_CREATE_MUTATION, {variables: {input}});
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    throw new CustomerCreationError(
      error instanceof Error ? error.message : String(error),
      cause ?? null,
      hasErrors(cause),
    );
  }
  if (hasErrors(result)) {
    throw new CustomerCreationError('customerCreate answered with errors', result, true);
  }
  const payload = result.customerCreate;
  if (payload?.customer) return {customerId: payload.customer.id};
  return {errors: payload?.customerUserErrors ?? []};
}

/** Creates the account and signs the new customer in. */
export async function register(context: AppLoadContext, input: NewCustomer): Promise<AccountOutcome> {
  let created;
  try {
    created = await createCustomer(context, input);
  } catch (error) {
    const creation = error as CustomerCreationError;
    reportError('ACCOUNT-CREATE-001', error, {isClientError: creation.isClientError});
    return REQUEST_FAILED;
  }
  if ('errors' in created) return {ok: false, errors: created.errors};
  return signIn(context, {email: input.email, password: input.password});
}

/** Sends the password-reset e-mail. */
export async function recoverPassword(context: AppLoadContext, email: string): Promise<AccountOutcome> {
  const result = await attemptAccountRequest('customerRecover', () =>
    context.storefront.mutate(CUSTOMER_RECOVER_MUTATION, {variables: {email}}),
  );
  if ('failed' in result) return result.failed;
  const errors = result.data.customerRecover?.customerUserErrors ?? [];
  return errors.length > 0 ? {ok: false, errors} : {ok: true};
}

/** Sets a new password from the e-mailed link (customer id and reset token) and signs in. */
export async function resetPassword(
  context: AppLoadContext,
  input: {customerId: string; resetToken: string; password: string},
): Promise<AccountOutcome> {
  const result = await attemptAccountRequest('customerReset', () =>
    context.storefront.mutate(CUSTOMER_RESET_MUTATION, {
      variables: {id: input.customerId, input: {resetToken: input.resetToken, password: input.password}},
    }),
  );
  return 'failed' in result ? result.failed : signInFrom(context, result.data.customerReset);
}

/** Activates an invited account with its first password and signs in: by id and token, or by the e-mailed URL. */
export async function activateAccount(
  context: AppLoadContext,
  input:
    | {customerId: string; activationToken: string; password: string}
    | {activationUrl: string; password: string},
): Promise<AccountOutcome> {
  if ('activationUrl' in input) {
    const result = await attemptAccountRequest('customerActivateByUrl', () =>
      context.storefront.mutate(CUSTOMER_ACTIVATE_BY_URL_MUTATION, {variables: input}),
    );
    return 'failed' in result ? result.failed : signInFrom(context, result.data.customerActivateByUrl);
  }
  const result = await attemptAccountRequest('customerActivate', () =>
    context.storefront.mutate(CUSTOMER_ACTIVATE_MUTATION, {
      variables: {
        id: input.customerId,
        input: {activationToken: input.activationToken, password: input.password},
      },
    }),
  );
  return 'failed' in result ? result.failed : signInFrom(context, result.data.customerActivate);
}

/** Updates the profile in whichever account system is on. */
export function updateProfile(
  context: AppLoadContext,
  accessToken: string,
  changes: ProfileChanges,
): Promise<AccountOutcome> {
  return accountSource(context).updateProfile(context, accessToken, changes);
}
