/**
 * An event endpoint stand-in (monitoring, analytics): batches posted as `{events: [...]}`,
 * counted per kind, and an emulator-only inspection path for tests.
 * - `POST {eventsPath}` with 1 to `maxBatch` events, each with a non-empty `key` field → 202 `{accepted}`
 * - `GET {inspectPath}[?field=value…]` → `{count, byKey, events}` (the last 200; filtered on `filterFields`)
 */
import {isRecord, parseJson} from '../http';
import type {EmulatorRequest, EmulatorResponse, EmulatorService, ServiceName} from '../service';

const KEPT_EVENTS = 200;

type StoredEvent = Record<string, unknown>;

interface CollectorOptions {
  name: ServiceName;
  eventsPath: string;
  inspectPath: string;
  /** The field every event must have (a non-empty string), counted per value. */
  key: string;
  maxBatch: number;
  /** Query parameters the inspection path filters on. */
  filterFields: readonly string[];
}

export function createEventCollector({
  name,
  eventsPath,
  inspectPath,
  key,
  maxBatch,
  filterFields,
}: CollectorOptions): EmulatorService {
  let events: StoredEvent[] = [];
  let count = 0;
  const byKey = new Map<string, number>();

  function accept(req: EmulatorRequest): EmulatorResponse {
    const parsed = parseJson(req.body);
    if (!parsed.ok) return {status: 400, body: {error: parsed.message}, operation: 'events.post'};
    const batch = isRecord(parsed.value) ? parsed.value.events : undefined;
    if (!Array.isArray(batch) || batch.length === 0 || batch.length > maxBatch) {
      return {
        status: 400,
        body: {error: `events must be an array of 1 to ${maxBatch}`},
        operation: 'events.post',
      };
    }
    const valid = batch.filter(
      (event): event is StoredEvent => isRecord(event) && typeof event[key] === 'string' && event[key] !== '',
    );
    if (valid.length !== batch.length) {
      return {status: 400, body: {error: `every event needs a ${key}`}, operation: 'events.post'};
    }
    for (const event of valid) {
      count += 1;
      const value = event[key] as string;
      byKey.set(value, (byKey.get(value) ?? 0) + 1);
    }
    events = [...events, ...valid].slice(-KEPT_EVENTS);
    return {status: 202, body: {accepted: valid.length}, operation: 'events.post'};
  }

  function inspect(req: EmulatorRequest): EmulatorResponse {
    const filters = filterFields
      .map((field) => [field, req.url.searchParams.get(field)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== null);
    return {
      status: 200,
      body: {
        count,
        [`by${key[0].toUpperCase()}${key.slice(1)}`]: Object.fromEntries(byKey),
        events: events.filter((event) => filters.every(([field, value]) => event[field] === value)),
      },
      operation: 'events.inspect',
    };
  }

  return {
    name,
    matches: (url) => url.pathname === eventsPath || url.pathname === inspectPath,
    handle(req) {
      if (req.url.pathname === inspectPath && req.method === 'GET') return inspect(req);
      if (req.url.pathname === eventsPath && req.method === 'POST') return accept(req);
      return {
        status: 405,
        headers: {Allow: req.url.pathname === eventsPath ? 'POST' : 'GET'},
        body: {error: 'method not allowed'},
      };
    },
    reset() {
      events = [];
      count = 0;
      byKey.clear();
    },
  };
}
