import {consoleSink, setErrorSink} from './errors';
import {createMonitoringQueue, type MonitoringEvent, type MonitoringQueue} from './monitoring';

/**
 * The worker's monitoring: reports still write their JSON line, and are also queued
 * for `MONITORING_URL`. One queue per worker isolate; every request flushes what is
 * queued under `waitUntil` after its response, so reports from a response that kept
 * streaming go out with the next request's flush.
 */
let installed: {url: string; queue: MonitoringQueue} | null = null;

export function monitoringQueueFor(env: Pick<Env, 'MONITORING_URL'>): MonitoringQueue | null {
  const url = monitoringUrl(env.MONITORING_URL);
  if (!url) return null;
  if (installed?.url === url) return installed.queue;
  const queue = createMonitoringQueue({transport: (events) => postEvents(url, events)});
  setErrorSink((report) => {
    consoleSink(report);
    queue.add({...report, source: 'server'});
  });
  installed = {url, queue};
  return queue;
}

/** Forwards events posted by browsers, in the same queue. */
export function enqueueEvents(queue: MonitoringQueue, events: MonitoringEvent[]): void {
  for (const event of events) queue.add(event);
}

export function flushMonitoring(
  queue: MonitoringQueue | null,
  waitUntil: (promise: Promise<unknown>) => void,
) {
  if (queue && queue.size > 0) waitUntil(queue.flush());
}

function monitoringUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

async function postEvents(url: string, events: MonitoringEvent[]) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({events}),
  });
  // Read the body so the connection is released in the worker.
  await response.arrayBuffer().catch(() => undefined);
  return {ok: response.ok, status: response.status};
}
