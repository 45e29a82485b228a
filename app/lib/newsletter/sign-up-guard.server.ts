import {formTokenProblem, type FormPurpose} from '~/lib/form-token.server';
import {checkRateLimits, clientIp, createRateLimiter, tooManyRequests} from '~/lib/rate-limit.server';
import {originProblem} from '~/lib/request-origin.server';
import {normalizeEmail} from './email';
import {newsletterFailure, type NewsletterFailure} from './outcome';

/**
 * What every sign-up route (newsletter, back-in-stock, profile) checks before it calls the
 * e-mail platform, whatever the captcha setting: the post comes from this store's own pages
 * (Origin), carries a form token the server rendered into that page, and stays within the
 * per-IP and per-address limits. See docs/decisions/016-sign-up-abuse.md.
 */

/** Sign-up posts of any kind from one IP, per minute (one isolate). */
const SIGN_UPS_PER_IP = createRateLimiter({limit: 20, windowMs: 60_000});
/** Sign-ups naming one address, per hour (one isolate): a shopper retrying, or a few variants. */
const SIGN_UPS_PER_EMAIL = createRateLimiter({limit: 10, windowMs: 60 * 60_000});

/** 403 for a post that does not come from this store's own pages (checked before the body is read). */
export function refuseCrossOriginSignUp(request: Request): Response | null {
  if (originProblem(request) === null) return null;
  return Response.json(
    {ok: false, error: 'cross-origin', message: 'Sign-ups are accepted from this store’s own pages only.'},
    {status: 403, headers: {'Cache-Control': 'no-store'}},
  );
}

export interface SignUpRefusal {
  status: 403 | 429;
  body: NewsletterFailure;
  retryAfterSeconds?: number;
}

/** After reading the body: the IP's allowance, the form token, then the address's allowance. */
export async function refuseSignUp(
  request: Request,
  fields: Record<string, unknown>,
  purpose: FormPurpose,
  secret: string,
): Promise<SignUpRefusal | null> {
  const perIp = checkRateLimits([{limiter: SIGN_UPS_PER_IP, key: clientIp(request)}]);
  if (!perIp.allowed) return rateLimited(perIp.retryAfterSeconds);
  if (await formTokenProblem(secret, purpose, fields.formToken)) {
    return {status: 403, body: newsletterFailure('form-expired')};
  }
  const email = normalizeEmail(fields.email).toLowerCase();
  if (email === '') return null;
  const perEmail = checkRateLimits([{limiter: SIGN_UPS_PER_EMAIL, key: email}]);
  return perEmail.allowed ? null : rateLimited(perEmail.retryAfterSeconds);
}

function rateLimited(retryAfterSeconds: number): SignUpRefusal {
  return {status: 429, body: newsletterFailure('rate-limited'), retryAfterSeconds};
}

/** The JSON answer for a refusal (429 with Retry-After). */
export function refusalResponse(refusal: SignUpRefusal): Response {
  if (refusal.status === 429) {
    return tooManyRequests(
      {allowed: false, retryAfterSeconds: refusal.retryAfterSeconds ?? 60},
      refusal.body.message,
    );
  }
  return Response.json(refusal.body, {status: refusal.status, headers: {'Cache-Control': 'no-store'}});
}
