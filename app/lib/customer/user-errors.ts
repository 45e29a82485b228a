import type {MessageKey} from '~/lib/i18n/types';

/**
 * Shopify's customer error codes, each shown to the shopper as words in the market's
 * language (`account.errors.{CODE}`), beside the field it is about when the form has one.
 */
export const CUSTOMER_ERROR_CODES = [
  'ALREADY_ENABLED',
  'BAD_DOMAIN',
  'BLANK',
  'CONTAINS_HTML_TAGS',
  'CONTAINS_URL',
  'CUSTOMER_DISABLED',
  'INVALID',
  'INVALID_MULTIPASS_REQUEST',
  'NOT_FOUND',
  'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
  'TAKEN',
  'TOKEN_INVALID',
  'TOO_LONG',
  'TOO_SHORT',
  'UNIDENTIFIED_CUSTOMER',
] as const;
type CustomerErrorCode = (typeof CUSTOMER_ERROR_CODES)[number];

export interface CustomerUserError {
  code?: string | null;
  field?: readonly string[] | null;
  message?: string;
}

/** What a form shows after a failed submission: one message for the form, one per field. */
export interface FormErrors {
  form?: MessageKey;
  /** Values the form's message fills in, e.g. `{minutes}`. */
  values?: Record<string, number>;
  fields?: Partial<Record<string, MessageKey>>;
}

function isCustomerErrorCode(code: string | null | undefined): code is CustomerErrorCode {
  return (CUSTOMER_ERROR_CODES as readonly string[]).includes(code ?? '');
}

/** The message for a code; unknown or missing codes get the general one. */
export function customerErrorMessage(code: string | null | undefined): MessageKey {
  return isCustomerErrorCode(code) ? `account.errors.${code}` : 'account.errors.generic';
}

/**
 * Sorts errors onto the form's fields (by the last part of the error's field path, e.g.
 * `['input', 'password']` → `password`); the rest go to the form as a whole. Only the first
 * error per field is kept.
 */
export function formErrorsFrom(
  errors: readonly CustomerUserError[],
  fieldNames: readonly string[],
): FormErrors {
  const result: FormErrors = {};
  for (const error of errors) {
    const name = error.field?.at(-1);
    const message = customerErrorMessage(error.code);
    if (name && fieldNames.includes(name)) {
      result.fields ??= {};
      result.fields[name] ??= message;
    } else {
      result.form ??= message;
    }
  }
  return result;
}

/** The access token is no longer valid: the shopper has to sign in again. */
export function isSignedOutError(errors: readonly CustomerUserError[]): boolean {
  return errors.some(
    (error) => error.code === 'TOKEN_INVALID' && error.field?.at(-1) === 'customerAccessToken',
  );
}
