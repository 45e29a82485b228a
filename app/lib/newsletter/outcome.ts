import {captchaMessage, isCaptchaVerdict, type CaptchaVerdict} from './captcha';

/**
 * What `/api/klaviyo/subscribe` answers, as JSON to a fetcher and as a query
 * parameter after a form posted without JavaScript (Post/Redirect/Get).
 */

export type NewsletterError =
  | 'required'
  | 'invalid-email'
  | 'captcha'
  | 'unavailable'
  | 'bad-request'
  | 'rate-limited'
  | 'form-expired';

export type NewsletterFailure = {
  ok: false;
  error: NewsletterError;
  message: string;
  captcha?: CaptchaVerdict;
};

export type NewsletterResponse = {ok: true; status: 'subscribed'} | NewsletterFailure;

/** The parameter a page is reloaded with after a sign-up posted without JavaScript. */
export const NEWSLETTER_RESULT_PARAM = 'newsletter';
/** The form field naming the page to come back to; only a form posted without JavaScript sends it. */
export const RETURN_TO_FIELD = 'returnTo';
/** The footer's newsletter section, where that reload scrolls to. */
export const NEWSLETTER_SECTION_ID = 'newsletter';

/** Messages for the shopper come from content; these are what API clients read. */
const API_MESSAGES: Record<Exclude<NewsletterError, 'captcha'>, string> = {
  required: 'An e-mail address is required.',
  'invalid-email': 'The e-mail address is not valid.',
  unavailable: 'The sign-up could not be completed right now. Please try again later.',
  'bad-request': 'The sign-up request is not valid.',
  'rate-limited': 'Too many sign-ups. Please wait a minute and try again.',
  'form-expired': 'This form has expired. Please reload the page and try again.',
};

export function newsletterFailure(
  error: Exclude<NewsletterError, 'captcha'>,
  message?: string,
): NewsletterFailure {
  return {ok: false, error, message: message ?? API_MESSAGES[error]};
}

export function captchaFailure(verdict: CaptchaVerdict): NewsletterFailure {
  return {ok: false, error: 'captcha', message: captchaMessage(verdict), captcha: verdict};
}

/** `subscribed`, an error name, or `captcha-{verdict}`. */
export function resultParamValue(response: NewsletterResponse): string {
  if (response.ok) return 'subscribed';
  return response.error === 'captcha' && response.captcha ? `captcha-${response.captcha}` : response.error;
}

/** The response a result parameter stands for; null for anything unknown (it may be hand-typed). */
export function responseFromResultParam(value: string | null): NewsletterResponse | null {
  if (!value) return null;
  if (value === 'subscribed') return {ok: true, status: 'subscribed'};
  if (value.startsWith('captcha-')) {
    const verdict = value.slice('captcha-'.length);
    return isCaptchaVerdict(verdict) && verdict !== 'valid' && verdict !== 'bypassed'
      ? captchaFailure(verdict)
      : null;
  }
  return Object.hasOwn(API_MESSAGES, value)
    ? newsletterFailure(value as Exclude<NewsletterError, 'captcha'>)
    : null;
}
