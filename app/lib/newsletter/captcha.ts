/**
 * Captcha settings the browser and the server share. No secrets here: the site key
 * is public and the assessment key lives in `~/lib/captcha.server`.
 */

/** The reCAPTCHA action the newsletter form executes and the server expects. */
export const NEWSLETTER_CAPTCHA_ACTION = 'NEWSLETTERSIGNUP';

const GOOGLE_SCRIPT_URL = 'https://www.google.com/recaptcha/enterprise.js';

/**
 * Where the browser loads reCAPTCHA Enterprise from. `RECAPTCHA_HOST` (the local
 * emulator) serves it under `/recaptcha/enterprise.js`; empty means Google.
 */
export function captchaScriptUrl(siteKey: string, recaptchaHost?: string): string {
  const host = recaptchaHost?.trim().replace(/\/+$/, '');
  const base = host ? `${host}/recaptcha/enterprise.js` : GOOGLE_SCRIPT_URL;
  return `${base}?render=${encodeURIComponent(siteKey)}`;
}

/** How an assessment ended; `valid` and `bypassed` let the sign-up through. */
export type CaptchaVerdict =
  | 'valid'
  | 'bypassed'
  | 'missing-token'
  | 'invalid-token'
  | 'expired'
  | 'wrong-action'
  | 'low-score'
  | 'unavailable';

const MESSAGES: Record<CaptchaVerdict, string> = {
  valid: 'Captcha check passed.',
  bypassed: 'Captcha check bypassed.',
  'missing-token': 'Please complete the captcha check and try again.',
  'invalid-token': 'The captcha check failed. Please try again.',
  expired: 'The captcha check expired. Please try again.',
  'wrong-action': 'The captcha check does not belong to this form. Please reload the page and try again.',
  'low-score': 'We could not confirm that you are not a robot. Please try again later.',
  unavailable: 'The captcha check is unavailable right now. Please try again later.',
};

/** The message createAssessment returns for a verdict, shown as the form's captcha error. */
export function captchaMessage(verdict: CaptchaVerdict): string {
  return MESSAGES[verdict];
}

export function isCaptchaVerdict(value: string): value is CaptchaVerdict {
  return Object.hasOwn(MESSAGES, value);
}
