import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {reportError} from '~/lib/errors';
import {createKlaviyoClient, readKlaviyoConfig} from '~/lib/klaviyo.server';
import {apiError, methodNotAllowed, problemResponse, readApiInput} from '~/lib/newsletter/api-input.server';
import {emailProblem, normalizeEmail} from '~/lib/newsletter/email';
import {platformFailure} from '~/lib/newsletter/platform-failure.server';
import {refuseCrossOriginSignUp, refusalResponse, refuseSignUp} from '~/lib/newsletter/sign-up-guard.server';

/**
 * POST /api/klaviyo/profile — creates or updates the e-mail platform profile for
 * `email`. Like every sign-up: this store's pages only (Origin), a `formToken` for the
 * 'profile' form, per-IP and per-address limits. Answers `{ok: true}` or
 * `{ok: false, error, message}`.
 */
export async function loader({request}: LoaderFunctionArgs) {
  return methodNotAllowed(request.method);
}

export async function action({request, context}: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(request.method);
  const crossOrigin = refuseCrossOriginSignUp(request);
  if (crossOrigin) return crossOrigin;
  const input = await readApiInput(request);
  if (!input.ok) return problemResponse(input);
  const refusal = await refuseSignUp(request, input.fields, 'profile', context.config.sessionSecret);
  if (refusal) return refusalResponse(refusal);
  const problem = emailProblem(input.fields.email);
  if (problem)
    return apiError(400, problem === 'required' ? 'required' : 'invalid-email', 'A valid email is required.');

  const config = readKlaviyoConfig(context.env);
  if (!config) {
    reportError('KLAV-POST-002', undefined, {reason: 'KLAVIYO_PUBLIC_KEY is not set'});
    return platformFailure({ok: false, kind: 'unavailable', detail: 'not configured'});
  }
  const result = await createKlaviyoClient(config, {
    budgetMs: () => context.deadlines.remaining('email'),
  }).upsertProfile({email: normalizeEmail(input.fields.email)});
  if (result.ok) return Response.json({ok: true});
  reportError('KLAV-POST-002', undefined, {kind: result.kind, status: result.status, detail: result.detail});
  return platformFailure(result);
}
