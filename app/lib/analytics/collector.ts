import type {AnalyticsEvent} from './events';

/** The browser posts its events here (`api.analytics.tsx`); the worker forwards them to the collector. */
const ANALYTICS_PATH = '/api/analytics';
export const ANALYTICS_BATCH_MAX = 20;
const FLUSH_AFTER_MS = 1000;

type Send = (events: AnalyticsEvent[]) => Promise<unknown>;

const sendWithFetch: Send = (events) =>
  fetch(ANALYTICS_PATH, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({events}),
    // Outlives the page, so the last events of a page being left still arrive.
    keepalive: true,
  }).catch(() => undefined);

export interface AnalyticsCollector {
  add(event: AnalyticsEvent): void;
  /** Sends what is queued now, if `allowed()` still says so; otherwise drops it. */
  flush(): void;
  readonly size: number;
}

/**
 * Batches events (a page view and its product view travel together) and sends them a moment
 * later or when the page is hidden. `allowed` is asked again at sending time: a shopper who
 * withdrew consent in the meantime sends nothing more.
 */
export function createAnalyticsCollector({
  allowed,
  send = sendWithFetch,
  flushAfterMs = FLUSH_AFTER_MS,
}: {
  allowed: () => boolean;
  send?: Send;
  flushAfterMs?: number;
}): AnalyticsCollector {
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const collector: AnalyticsCollector = {
    add(event) {
      queue.push(event);
      if (queue.length >= ANALYTICS_BATCH_MAX) collector.flush();
      else timer ??= setTimeout(collector.flush, flushAfterMs);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const batch = queue;
      queue = [];
      if (batch.length === 0 || !allowed()) return;
      for (let start = 0; start < batch.length; start += ANALYTICS_BATCH_MAX) {
        void send(batch.slice(start, start + ANALYTICS_BATCH_MAX));
      }
    },
    get size() {
      return queue.length;
    },
  };
  return collector;
}
