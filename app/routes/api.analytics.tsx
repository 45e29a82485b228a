import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {parseAnalyticsBatch} from '~/lib/analytics/batch';
import {analyticsConsentGranted, analyticsUrl, forwardAnalytics} from '~/lib/analytics/forward.server';
import {apiError, methodNotAllowed, problemResponse, readApiInput} from '~/lib/newsletter/api-input.server';

const MAX_ANALYTICS_BODY_BYTES = 32 * 1024;

/**
 * POST /api/analytics — the browser's analytics events, `{events: [...]}`. Answers 202 at
 * once and forwards them to the analytics collector after the response, only if the shopper's
 * analytics consent allows (their stored choice, else the market's default).
 */
export async function loader({request}: LoaderFunctionArgs) {
  return methodNotAllowed(request.method);
}

export async function action({request, context}: ActionFunctionArgs) {
  const input = await readApiInput(request, MAX_ANALYTICS_BODY_BYTES);
  if (!input.ok) return problemResponse(input);
  const events = parseAnalyticsBatch(input.fields);
  if (!events) return apiError(400, 'invalid-events', 'Send {events: [...]} with 1 to 20 analytics events.');
  const allowed = analyticsConsentGranted(request, events[0].market.country);
  const url = analyticsUrl(context.env);
  if (allowed && url) context.waitUntil(forwardAnalytics(url, events));
  return Response.json({ok: true, accepted: allowed ? events.length : 0}, {status: 202});
}
