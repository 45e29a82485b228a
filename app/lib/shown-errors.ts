/**
 * The error catalogue's texts that shoppers see (visibility `user`), part of `ERROR_CATALOGUE`
 * in `errors.ts` but in a module of their own: only the code that shows one of them ships them
 * to the browser. Add a shown text here, a silent code in `errors.ts`.
 */

export type ErrorVisibility = 'silent' | 'user' | 'developer';

export interface ErrorDefinition {
  readonly message: string;
  readonly visibility: ErrorVisibility;
}

const user = (message: string): ErrorDefinition => ({message, visibility: 'user'});

export const SHOWN_TO_SHOPPERS = {
  COOKIES_BLOCKED: user(
    'This page could not be loaded. Your browser is currently set to block cookies. Please try enabling cookies to use this service.',
  ),
  GIFT_THRESHOLD_NOT_MET: user('Purchase threshold not met'),
  GIFT_UNAVAILABLE: user('Gift is no longer available'),
  GIFT_CARD_MIXED_CART: user('Gift cards cannot be purchased with other products'),
  // Captcha loading; shown in the form's captcha error slot.
  CAPTCHA_MISSING_ACTION: user('Missing action argument'),
  CAPTCHA_MISSING_KEY: user('Missing key argument'),
  CAPTCHA_SCRIPT_FAILED: user('Failed to load reCaptcha script'),
  CAPTCHA_INVALID_PARAMETERS: user('Invalid parameters to invoke reCAPTCHA'),
  CAPTCHA_UNAVAILABLE: user('reCAPTCHA not available after maximum attempts'),
  CAPTCHA_TOKEN_FAILED: user('Failed to get reCAPTCHA token'),
} as const satisfies Record<string, ErrorDefinition>;

/** A code whose text shoppers see. */
export type ShownErrorCode = keyof typeof SHOWN_TO_SHOPPERS;

/** The text shown to shoppers for a user-visible code. */
export function userMessage(code: ShownErrorCode): string {
  return SHOWN_TO_SHOPPERS[code].message;
}
