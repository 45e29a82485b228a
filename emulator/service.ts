/**
 * The contract every emulated service implements. `emulator/server.ts` owns the HTTP
 * listener, body limits, CORS, faults, stats and persistence; a service only maps a
 * parsed request to a response.
 */
import type {IncomingHttpHeaders} from 'node:http';

export type ServiceName =
  | 'storefront'
  | 'checkout'
  | 'customerAccount'
  | 'images'
  | 'search'
  | 'content'
  | 'email'
  | 'captcha'
  | 'personalisation'
  | 'videos'
  | 'monitoring'
  | 'analytics'
  | 'shopify-analytics'
  | 'reviews';

export interface EmulatorRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** Raw body (already limited to 1 MB by the server). */
  body: Buffer;
}

export interface EmulatorResponse {
  status: number;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings and Buffers as-is. */
  body?: unknown;
  /** Label for /__emulator/stats, e.g. the GraphQL operation name or the REST route. */
  operation?: string;
}

export interface EmulatorService {
  name: ServiceName;
  /** True when this service answers the request's path. First match wins. */
  matches(url: URL, method: string): boolean;
  handle(req: EmulatorRequest): Promise<EmulatorResponse> | EmulatorResponse;
  /** Mutable state to persist in the data directory (carts, customers, subscriptions). */
  snapshot?(): unknown;
  restore?(data: unknown): void;
  /** Back to the freshly seeded state. */
  reset?(): void;
}
