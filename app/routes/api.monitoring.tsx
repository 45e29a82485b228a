import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {enqueueEvents, flushMonitoring, monitoringQueueFor} from '~/lib/monitoring.server';
import {describeError, isErrorCode} from '~/lib/errors';
import {parseMonitoringBatch, type MonitoringEvent} from '~/lib/monitoring';
import {apiError, methodNotAllowed, problemResponse, readApiInput} from '~/lib/newsletter/api-input.server';

/** Batches of up to 50 events with stack traces; larger bodies are refused. */
const MAX_MONITORING_BODY_BYTES = 64 * 1024;

/**
 * POST /api/monitoring — the browser's monitoring events, `{events: [...]}`. Answers
 * 202 at once; the events go to the monitoring service after the response.
 */
export async function loader({request}: LoaderFunctionArgs) {
  return methodNotAllowed(request.method);
}

/** The browser sends codes only; a known code gets the catalogue's text and visibility here. */
function withCatalogueText(event: MonitoringEvent): MonitoringEvent {
  if (!isErrorCode(event.code)) return event;
  const {message, visibility} = describeError(event.code);
  return {...event, message, visibility};
}

export async function action({request, context}: ActionFunctionArgs) {
  const input = await readApiInput(request, MAX_MONITORING_BODY_BYTES);
  if (!input.ok) return problemResponse(input);
  const events = parseMonitoringBatch(input.fields);
  if (!events) return apiError(400, 'invalid-events', 'Send {events: [...]} with 1 to 50 events.');
  const queue = monitoringQueueFor(context.env);
  if (queue) {
    enqueueEvents(queue, events.map(withCatalogueText));
    flushMonitoring(queue, context.waitUntil);
  }
  return Response.json({ok: true, accepted: events.length}, {status: 202});
}
