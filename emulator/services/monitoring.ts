/**
 * Monitoring-event endpoint stand-in.
 * - `POST /api/monitoring/events` with `{events: [{code, message, time, …}]}` (1 to 50) → 202 `{accepted}`
 * - `GET  /api/monitoring/__events[?code=…]` emulator-only inspection: `{count, byCode, events}` (last 200)
 */
import type {EmulatorService} from '../service';
import {createEventCollector} from './event-collector';

export function createMonitoringService(): EmulatorService {
  return createEventCollector({
    name: 'monitoring',
    eventsPath: '/api/monitoring/events',
    inspectPath: '/api/monitoring/__events',
    key: 'code',
    maxBatch: 50,
    filterFields: ['code'],
  });
}
