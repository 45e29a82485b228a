/**
 * The analytics collector's stand-in (the store's `ANALYTICS_URL`).
 * - `POST /api/analytics/events` with `{events: [{name, id, sessionId, consent, …}]}` (1 to 20) → 202 `{accepted}`
 * - `GET  /api/analytics/__events[?name=…&sessionId=…]` emulator-only inspection:
 *   `{count, byName, events}` (last 200)
 */
import type {EmulatorService} from '../service';
import {createEventCollector} from './event-collector';

export function createAnalyticsService(): EmulatorService {
  return createEventCollector({
    name: 'analytics',
    eventsPath: '/api/analytics/events',
    inspectPath: '/api/analytics/__events',
    key: 'name',
    maxBatch: 20,
    filterFields: ['name', 'sessionId'],
  });
}
