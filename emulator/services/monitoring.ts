/**
 * Monitoring-event endpoint stand-in.
 * - `POST /api/monitoring/events` with `{events: [{code, message, time, …}]}` (1 to 50) → 202 `{accepted}`
 * - `GET  /api/monitoring/__events[?code=…]` emulator-only inspection: `{count, byCode, events}` (last 200)
 */
import {isRecord, parseJson} from '../http';
import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';

const EVENTS_PATH = '/api/monitoring/events';
const INSPECT_PATH = '/api/monitoring/__events';
const MAX_BATCH = 50;
const KEPT_EVENTS = 200;

type StoredEvent = Record<string, unknown> & {code: string};

export function createMonitoringService(): EmulatorService {
  let events: StoredEvent[] = [];
  let count = 0;
  const byCode = new Map<string, number>();

  function accept(req: EmulatorRequest): EmulatorResponse {
    const parsed = parseJson(req.body);
    if (!parsed.ok) return {status: 400, body: {error: parsed.message}, operation: 'events.post'};
    const batch = isRecord(parsed.value) ? parsed.value.events : undefined;
    if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH) {
      return {
        status: 400,
        body: {error: `events must be an array of 1 to ${MAX_BATCH}`},
        operation: 'events.post',
      };
    }
    const valid = batch.filter(
      (event): event is StoredEvent => isRecord(event) && typeof event.code === 'string' && event.code !== '',
    );
    if (valid.length !== batch.length) {
      return {status: 400, body: {error: 'every event needs a code'}, operation: 'events.post'};
    }
    for (const event of valid) {
      count += 1;
      byCode.set(event.code, (byCode.get(event.code) ?? 0) + 1);
    }
    events = [...events, ...valid].slice(-KEPT_EVENTS);
    return {status: 202, body: {accepted: valid.length}, operation: 'events.post'};
  }

  function inspect(req: EmulatorRequest): EmulatorResponse {
    const code = req.url.searchParams.get('code');
    return {
      status: 200,
      body: {
        count,
        byCode: Object.fromEntries(byCode),
        events: code ? events.filter((event) => event.code === code) : events,
      },
      operation: 'events.inspect',
    };
  }

  return {
    name: 'monitoring',
    matches: (url) => url.pathname === EVENTS_PATH || url.pathname === INSPECT_PATH,
    handle(req) {
      if (req.url.pathname === INSPECT_PATH && req.method === 'GET') return inspect(req);
      if (req.url.pathname === EVENTS_PATH && req.method === 'POST') return accept(req);
      return {
        status: 405,
        headers: {Allow: req.url.pathname === EVENTS_PATH ? 'POST' : 'GET'},
        body: {error: 'method not allowed'},
      };
    },
    reset() {
      events = [];
      count = 0;
      byCode.clear();
    },
  };
}
