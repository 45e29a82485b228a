import type {ErrorReport} from './errors';

/**
 * Monitoring events: every `reportError` also becomes an event, queued and sent in
 * batches to the monitoring endpoint, retried up to 5 times. Sending never blocks a
 * response: the worker flushes under `waitUntil`, the browser after a short pause or
 * when the page is hidden. Shared by the worker and the browser; no secrets here.
 */

export interface MonitoringEvent extends ErrorReport {
  source: 'server' | 'browser';
  /** The page's path, for events from the browser. */
  path?: string;
}

export const MONITORING_BATCH_MAX = 50;
const MONITORING_RETRIES = 5;
/** Events beyond this wait for nothing: a reporting storm must not eat the worker's memory. */
const MONITORING_QUEUE_MAX = 500;

/** Resolves with the answer, or throws when the network failed. */
type MonitoringTransport = (events: MonitoringEvent[]) => Promise<{ok: boolean; status: number}>;

interface QueueOptions {
  transport: MonitoringTransport;
  retries?: number;
  /** Pause before retry n (0-based): 200 ms, doubling. */
  retryDelayMs?: (retry: number) => number;
  /** Where a batch that could not be delivered is mentioned (never reportError: that would loop). */
  onDropped?: (events: MonitoringEvent[], reason: string) => void;
}

export interface MonitoringQueue {
  add(event: MonitoringEvent): void;
  readonly size: number;
  /** Sends everything queued, a batch at a time; resolves when delivered or given up. */
  flush(): Promise<void>;
}

export function createMonitoringQueue({
  transport,
  retries = MONITORING_RETRIES,
  retryDelayMs = (retry) => 200 * 2 ** retry,
  onDropped = (events, reason) =>
    console.error(
      JSON.stringify({level: 'error', message: 'Monitoring events dropped', count: events.length, reason}),
    ),
}: QueueOptions): MonitoringQueue {
  let queue: MonitoringEvent[] = [];
  let flushing: Promise<void> | null = null;

  async function deliver(batch: MonitoringEvent[]): Promise<void> {
    let reason = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt - 1)));
      try {
        const answer = await transport(batch);
        if (answer.ok) return;
        reason = `status ${answer.status}`;
        // The endpoint refused the batch itself; sending it again changes nothing.
        if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) break;
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
    }
    onDropped(batch, reason);
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, MONITORING_BATCH_MAX);
      queue = queue.slice(batch.length);
      await deliver(batch);
    }
  }

  return {
    add(event) {
      if (queue.length < MONITORING_QUEUE_MAX) queue.push(event);
    },
    get size() {
      return queue.length;
    },
    flush() {
      // One flush at a time; a second caller waits for the running one, which drains the queue.
      flushing ??= drain().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

/** Parses a posted batch: at most MONITORING_BATCH_MAX events with a code, message and time each. */
export function parseMonitoringBatch(value: unknown): MonitoringEvent[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const events = (value as {events?: unknown}).events;
  if (!Array.isArray(events) || events.length === 0 || events.length > MONITORING_BATCH_MAX) return null;
  const parsed: MonitoringEvent[] = [];
  for (const event of events as unknown[]) {
    if (typeof event !== 'object' || event === null) return null;
    const {code, message, visibility, time, error, details, path} = event as Record<string, unknown>;
    if (typeof code !== 'string' || typeof time !== 'string') return null;
    if (message !== undefined && typeof message !== 'string') return null;
    // Only the known fields travel on; anything else a sender added is dropped.
    parsed.push({
      code: code as MonitoringEvent['code'],
      message: message ?? '',
      visibility: visibility === 'user' || visibility === 'developer' ? visibility : 'silent',
      time,
      source: 'browser',
      ...(isPlainObject(error) ? {error: error as MonitoringEvent['error']} : {}),
      ...(isPlainObject(details) ? {details} : {}),
      ...(typeof path === 'string' ? {path} : {}),
    });
  }
  return parsed;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
