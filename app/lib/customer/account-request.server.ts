import {reportError} from '~/lib/errors';
import type {AccountOutcome} from './account-source.server';
import type {CustomerUserError} from './user-errors';

/** What a request that failed outright answers: an error without a code (shown as the general message). */
export const REQUEST_FAILED = {
  ok: false,
  errors: [{code: null, field: null, message: 'request failed'}],
} as const satisfies AccountOutcome;

/** Runs one account request; a thrown request error or GraphQL errors become a reported, code-less error. */
export async function attemptAccountRequest<T>(
  operation: string,
  run: () => Promise<T & {errors?: unknown}>,
): Promise<{data: T} | {failed: AccountOutcome}> {
  try {
    const result = await run();
    if (Array.isArray(result.errors) && result.errors.length > 0) {
      reportError('ACCOUNT-REQUEST-001', undefined, {operation, errors: summariseErrors(result.errors)});
      return {failed: REQUEST_FAILED};
    }
    return {data: result};
  } catch (error) {
    // A signed-out customer's redirect (Hydrogen's client throws it) is not a failure to report.
    if (error instanceof Response) throw error;
    reportError('ACCOUNT-REQUEST-001', error, {operation});
    return {failed: REQUEST_FAILED};
  }
}

export function summariseErrors(errors: unknown[]): string[] {
  return errors.map((error) => String((error as {message?: unknown})?.message ?? error)).slice(0, 3);
}

type ApiUserError = {code?: string | null; field?: string[] | null; message: string};

/**
 * Runs one account mutation (as `attemptAccountRequest`) and answers its user errors, in the
 * customer error codes the forms have words for (`toCustomerErrors` maps another API's).
 */
export async function attemptAccountMutation<T>(
  operation: string,
  run: () => Promise<T & {errors?: unknown}>,
  errorsOf: (data: T) => ApiUserError[] | undefined,
  toCustomerErrors: (errors: ApiUserError[]) => CustomerUserError[] = (errors) =>
    errors.map((error) => ({code: error.code ?? null, field: error.field ?? null, message: error.message})),
): Promise<AccountOutcome> {
  const result = await attemptAccountRequest(operation, run);
  if ('failed' in result) return result.failed;
  const errors = toCustomerErrors(errorsOf(result.data) ?? []);
  return errors.length > 0 ? {ok: false, errors} : {ok: true};
}
