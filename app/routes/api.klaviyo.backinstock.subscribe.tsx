import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {reportError} from '~/lib/errors';
import {createKlaviyoClient, readKlaviyoConfig} from '~/lib/klaviyo.server';
import {
  apiError,
  methodNotAllowed,
  problemResponse,
  readApiInput,
  textField,
} from '~/lib/newsletter/api-input.server';
import {BACK_IN_STOCK_PLATFORM, catalogVariantId} from '~/lib/newsletter/back-in-stock';
import {emailProblem, normalizeEmail} from '~/lib/newsletter/email';
import {platformFailure} from '~/lib/newsletter/platform-failure.server';
import {refuseCrossOriginSignUp, refusalResponse, refuseSignUp} from '~/lib/newsletter/sign-up-guard.server';

/**
 * POST /api/klaviyo/backinstock/subscribe — e-mails the shopper when a variant is
 * back. Body: `variant` (C-prefixed or plain id, or a Shopify GID),
 * `email`, `platform: 'api'`, and `formToken` for the 'back-in-stock' form (see
 * `issueFormToken`). This store's pages only (Origin), per-IP and per-address limits.
 * Answers `{ok: true}` or `{ok: false, error, message}`.
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
  const refusal = await refuseSignUp(request, input.fields, 'back-in-stock', context.config.sessionSecret);
  if (refusal) return refusalResponse(refusal);
  const {fields} = input;
  const variant = catalogVariantId(fields.variant);
  if (!variant)
    return apiError(400, 'invalid-variant', 'variant must be a product variant id such as C45000000000001.');
  const problem = emailProblem(fields.email);
  if (problem)
    return apiError(400, problem === 'required' ? 'required' : 'invalid-email', 'A valid email is required.');
  const platform = textField(fields, 'platform') ?? BACK_IN_STOCK_PLATFORM;
  if (platform !== BACK_IN_STOCK_PLATFORM) {
    return apiError(400, 'invalid-platform', `platform must be '${BACK_IN_STOCK_PLATFORM}'.`);
  }

  const config = readKlaviyoConfig(context.env);
  if (!config) {
    reportError('KLAV-POST-001', undefined, {
      reason: 'KLAVIYO_PUBLIC_KEY is not set',
      operation: 'back-in-stock',
    });
    return platformFailure({ok: false, kind: 'unavailable', detail: 'not configured'});
  }
  const result = await createKlaviyoClient(config, {
    budgetMs: () => context.deadlines.remaining('email'),
  }).subscribeToBackInStock({
    catalogVariantId: variant,
    email: normalizeEmail(fields.email),
  });
  if (result.ok) return Response.json({ok: true});
  reportError('KLAV-POST-001', undefined, {
    operation: 'back-in-stock',
    kind: result.kind,
    status: result.status,
    detail: result.detail,
  });
  return platformFailure(result);
}
