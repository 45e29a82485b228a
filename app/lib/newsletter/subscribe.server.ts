import {reportError} from '~/lib/errors';
import type {KlaviyoClient, KnownProfile} from '~/lib/klaviyo.server';
import type {Assessment} from '~/lib/captcha.server';
import {emailProblem, normalizeEmail} from './email';
import {isInputRejection} from './platform-failure.server';
import {captchaFailure, newsletterFailure, type NewsletterResponse} from './outcome';

export interface NewsletterSignUp {
  email: unknown;
  /** Optional: when sent it must be this environment's newsletter list. */
  listId?: string;
  captchaToken?: string;
}

export interface NewsletterServices {
  /** Null when the e-mail platform is not configured. */
  klaviyo: KlaviyoClient | null;
  /** This environment's newsletter list (see `newsletterListIdFor`). */
  listId: string | null;
  assess(token: string): Promise<Assessment>;
  /**
   * Whether the captcha runs: the server's `recaptcha.bypassAssessment` flag decides, never
   * the request.
   */
  captchaRequired: boolean;
  /** Where the sign-up came from, recorded by the platform (e.g. "Footer en-GB"). */
  source?: string;
  /**
   * The signed-in customer who signs up (with the `v1_form_with_customer` flag): when the
   * address is their own, their profile gets their name and customer id.
   */
  customer?: {email: string | null; profile: KnownProfile} | null;
}

export interface NewsletterResult {
  status: number;
  body: NewsletterResponse;
}

/**
 * Validate, run the captcha assessment (action NEWSLETTERSIGNUP unless the server's
 * flag bypasses it), then subscribe the address to the environment's newsletter list.
 */
export async function signUpForNewsletter(
  signUp: NewsletterSignUp,
  services: NewsletterServices,
): Promise<NewsletterResult> {
  const problem = emailProblem(signUp.email);
  if (problem)
    return {status: 400, body: newsletterFailure(problem === 'required' ? 'required' : 'invalid-email')};

  const {klaviyo, listId} = services;
  if (!klaviyo || !listId) {
    reportError('KLAV-POST-001', undefined, {reason: 'The newsletter list or company id is not configured'});
    return {status: 503, body: newsletterFailure('unavailable')};
  }
  if (signUp.listId !== undefined && signUp.listId !== listId) {
    return {status: 400, body: newsletterFailure('bad-request', 'Unknown newsletter list.')};
  }

  if (services.captchaRequired) {
    const assessment = await services.assess(signUp.captchaToken ?? '');
    if (!assessment.isValid) {
      // The captcha service not answering is an outage, not the shopper's failure.
      return {
        status: assessment.verdict === 'unavailable' ? 503 : 403,
        body: captchaFailure(assessment.verdict),
      };
    }
  }

  const email = normalizeEmail(signUp.email);
  const {customer} = services;
  const ownAddress = customer?.email
    ? normalizeEmail(customer.email).toLowerCase() === email.toLowerCase()
    : false;
  const result = await klaviyo.subscribeToList({
    listId,
    email,
    source: services.source,
    profile: ownAddress ? customer!.profile : null,
  });
  if (result.ok) return {status: 200, body: {ok: true, status: 'subscribed'}};
  reportError('KLAV-POST-001', undefined, {kind: result.kind, status: result.status, detail: result.detail});
  // The platform's address rules are the final word; anything else is not the shopper's fault.
  if (isInputRejection(result) && /email/i.test(result.detail)) {
    return {status: 400, body: newsletterFailure('invalid-email')};
  }
  return {status: result.kind === 'rejected' ? 502 : 503, body: newsletterFailure('unavailable')};
}
