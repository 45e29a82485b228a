import {consoleSink, setErrorSink} from './errors';
import {createMonitoringQueue, MONITORING_PATH, type MonitoringEvent} from './monitoring';

/** Reports in the browser: the console line, then a batch to the store's own endpoint. */
const FLUSH_AFTER_MS = 2000;

let hydrated = false;

/**
 * Called by the document once hydration has committed. An error page that is already
 * on screen while hydrating was rendered, and reported, by the server.
 */
export function markHydrated(): void {
  hydrated = true;
}

export function isHydrated(): boolean {
  return hydrated;
}

export function installBrowserMonitoring(): void {
  const queue = createMonitoringQueue({
    transport: async (events) => {
      const response = await fetch(MONITORING_PATH, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({events}),
        keepalive: true,
      });
      return {ok: response.ok, status: response.status};
    },
    onDropped: () => undefined,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;

  setErrorSink((report) => {
    consoleSink(report);
    const event: MonitoringEvent = {...report, source: 'browser', path: window.location.pathname};
    queue.add(event);
    timer ??= setTimeout(() => {
      timer = undefined;
      void queue.flush();
    }, FLUSH_AFTER_MS);
  });

  // A page being left cannot wait for the timer; fetch with keepalive outlives it.
  window.addEventListener('pagehide', () => {
    if (queue.size > 0) void queue.flush();
  });
}
