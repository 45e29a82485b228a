/** Per-service fault switches: latency, random 503s, held requests (timeouts) and dropped sockets. */
import {isRecord} from './http';

export interface Fault {
  /** Added before the service answers. */
  latencyMs?: number;
  /** 0..1: share of requests answered 503. */
  errorRate?: number;
  /** Hold the request until the client gives up (at most the server's hold limit, then 504). */
  timeout?: boolean;
  /** Destroy the socket without answering. */
  down?: boolean;
}

/** Keyed by service name; `*` applies to every service (a service's own entry wins field by field). */
export type FaultMap = Record<string, Fault>;

const ALL_SERVICES = '*';

export type FaultParse = {ok: true; faults: Record<string, Fault | null>} | {ok: false; message: string};

/** Validates a `{service: fault | null}` object; `null` removes that service's faults. */
export function parseFaults(input: unknown): FaultParse {
  if (!isRecord(input)) return {ok: false, message: 'Faults must be a JSON object keyed by service name'};
  const faults: Record<string, Fault | null> = {};
  for (const [service, raw] of Object.entries(input)) {
    if (raw === null) {
      faults[service] = null;
      continue;
    }
    if (!isRecord(raw)) return {ok: false, message: `Fault for "${service}" must be an object or null`};
    const fault: Fault = {};
    for (const [key, value] of Object.entries(raw)) {
      switch (key) {
        case 'latencyMs':
          if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
            return {ok: false, message: `${service}.latencyMs must be a number >= 0`};
          }
          fault.latencyMs = value;
          break;
        case 'errorRate':
          if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
            return {ok: false, message: `${service}.errorRate must be a number between 0 and 1`};
          }
          fault.errorRate = value;
          break;
        case 'timeout':
        case 'down':
          if (typeof value !== 'boolean') return {ok: false, message: `${service}.${key} must be a boolean`};
          fault[key] = value;
          break;
        default:
          return {
            ok: false,
            message: `Unknown fault "${key}" for "${service}" (latencyMs, errorRate, timeout, down)`,
          };
      }
    }
    faults[service] = fault;
  }
  return {ok: true, faults};
}

/** Reads EMULATOR_FAULTS; a malformed value is reported, never fatal. */
export function faultsFromEnv(
  value: string | undefined,
  warn: (message: string) => void,
): Record<string, Fault | null> {
  if (!value || value.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    warn('EMULATOR_FAULTS is not valid JSON; ignored');
    return {};
  }
  const result = parseFaults(parsed);
  if (!result.ok) {
    warn(`EMULATOR_FAULTS ignored: ${result.message}`);
    return {};
  }
  return result.faults;
}

function isEmpty(fault: Fault): boolean {
  return Object.keys(fault).length === 0;
}

export class FaultStore {
  private faults: FaultMap = {};

  constructor(initial: Record<string, Fault | null> = {}) {
    this.merge(initial);
  }

  /** Field-by-field merge per service; `null` clears the service. */
  merge(update: Record<string, Fault | null>): void {
    for (const [service, fault] of Object.entries(update)) {
      if (fault === null) {
        delete this.faults[service];
        continue;
      }
      const merged = {...this.faults[service], ...fault};
      if (isEmpty(merged)) delete this.faults[service];
      else this.faults[service] = merged;
    }
  }

  clear(service?: string): void {
    if (service === undefined) this.faults = {};
    else delete this.faults[service];
  }

  /** The effective fault for a service, or undefined when nothing is switched on. */
  for(service: string): Fault | undefined {
    const all = this.faults[ALL_SERVICES];
    const own = this.faults[service];
    if (!all && !own) return undefined;
    return {...all, ...own};
  }

  list(): FaultMap {
    return structuredClone(this.faults);
  }
}
