import {consoleSink, setErrorSink} from './errors';
import type {MonitoringEvent, MonitoringQueue} from './monitoring';

/** Reports in the browser: the console line, then a batch to the store's own endpoint. */
const FLUSH_AFTER_MS = 2000;
/** The browser posts its events here (`api.monitoring.tsx`), which forwards them to the monitoring service. */
const MONITORING_PATH = '/api/monitoring';

function send(events: MonitoringEvent[]) {
  return fetch(MONITORING_PATH, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({events}),
    keepalive: true,
  });
}

/**
 * Errors are rare, so the queue (batching and retries, `monitoring.ts`) loads with the first
 * report, not with the page; reports made meanwhile wait in `pending`.
 */
export function installBrowserMonitoring(): void {
  let queue: MonitoringQueue | undefined;
  let loading: Promise<MonitoringQueue> | undefined;
  const pending: MonitoringEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const loadQueue = () =>
    (loading ??= import('./monitoring').then(({createMonitoringQueue}) => {
      queue = createMonitoringQueue({
        transport: async (events) => {
          const response = await send(events);
          return {ok: response.ok, status: response.status};
        },
        onDropped: () => undefined,
      });
      pending.splice(0).forEach((event) => queue!.add(event));
      return queue;
    }));

  setErrorSink((report) => {
    consoleSink(report);
    const event: MonitoringEvent = {...report, source: 'browser', path: window.location.pathname};
    if (queue) queue.add(event);
    else pending.push(event);
    void loadQueue();
    timer ??= setTimeout(() => {
      timer = undefined;
      void loadQueue().then((loaded) => loaded.flush());
    }, FLUSH_AFTER_MS);
  });

  // A page being left cannot wait for the timer; fetch with keepalive outlives it.
  window.addEventListener('pagehide', () => {
    if (queue && queue.size > 0) void queue.flush();
    else if (pending.length > 0) void send(pending.splice(0)).catch(() => undefined);
  });
}
