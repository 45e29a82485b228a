/** Request counters per service and per operation, for /__emulator/stats. */

export interface ServiceStats {
  requests: number;
  /** Requests answered by a fault instead of the service. */
  faulted: number;
  /** Answers with status >= 500 (faults included). */
  errors: number;
  operations: Record<string, number>;
}

/** One answered (or given up) request: when it came and when it was answered (ms since the epoch). */
export interface CallTiming {
  service: string;
  operation: string | null;
  startedAt: number;
  answeredAt: number;
}

export interface StatsSnapshot {
  since: string;
  total: number;
  services: Record<string, ServiceStats>;
  /** The latest requests in the order they were answered (at most `CALLS_KEPT`), for timelines. */
  calls: CallTiming[];
}

const CALLS_KEPT = 1000;

// Short numbers are versions (`/1/indexes`), not ids.
const ID_LIKE =
  /^(?:\d{4,}|[0-9a-f]{16,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|gid:.*)$/i;

/** `POST /carts/123` → `POST /carts/:id`, so ids do not explode the operation list. */
export function operationLabel(method: string, pathname: string): string {
  const pattern = pathname
    .split('/')
    .map((segment) => {
      const decoded = safeDecode(segment);
      return ID_LIKE.test(decoded) ? ':id' : segment;
    })
    .join('/');
  return `${method.toUpperCase()} ${pattern}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export class Stats {
  private services: Record<string, ServiceStats> = {};
  private calls: CallTiming[] = [];
  private since = new Date();

  /** A request done; `startedAt` is when it came (Date.now()), for the timeline. */
  record(
    service: string,
    operation: string | undefined,
    status: number,
    faulted = false,
    startedAt = Date.now(),
  ): void {
    const entry = (this.services[service] ??= {requests: 0, faulted: 0, errors: 0, operations: {}});
    entry.requests += 1;
    if (faulted) entry.faulted += 1;
    if (status >= 500) entry.errors += 1;
    if (operation) entry.operations[operation] = (entry.operations[operation] ?? 0) + 1;
    if (this.calls.length >= CALLS_KEPT) this.calls.shift();
    this.calls.push({service, operation: operation ?? null, startedAt, answeredAt: Date.now()});
  }

  reset(): void {
    this.services = {};
    this.calls = [];
    this.since = new Date();
  }

  snapshot(): StatsSnapshot {
    const services = structuredClone(this.services);
    const total = Object.values(services).reduce((sum, s) => sum + s.requests, 0);
    return {since: this.since.toISOString(), total, services, calls: [...this.calls]};
  }
}
