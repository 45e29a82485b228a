import resolveResponse from 'contentful-resolve-response';

/**
 * Contentful's Content Delivery and Preview APIs as the store reads them: entries of a content
 * type, one `fetch` per call, with links between them resolved by Contentful's own resolver
 * (`contentful-resolve-response`, what contentful.js runs on every answer). The store only ever
 * asks for entries, so it leaves out contentful.js, axios and their helpers (about a tenth of
 * the worker; decision 066). Failures throw errors named like Contentful's (`NotFound`,
 * `InvalidQuery`, `ServerError`, `NetworkError`…), which `fetchContentType` reads to decide
 * whether to try again.
 */
export interface ContentfulClient {
  getEntries(query?: Record<string, unknown>): Promise<EntryCollection>;
}

/** A page of entries: `items` with their links resolved (unresolvable ones stay links). */
interface EntryCollection {
  items: unknown[];
  total: number;
  skip: number;
  limit: number;
}

export interface ContentClients {
  /** Published content, for shoppers (Content Delivery API). */
  delivery: ContentfulClient;
  /** Drafts and pending changes, for merchandisers (Content Preview API). */
  preview: ContentfulClient;
}

export interface ContentClientsConfig {
  space: string;
  environment: string;
  deliveryToken: string;
  previewToken: string;
  /**
   * Another host for both APIs, e.g. the local emulator '127.0.0.1:4100' (or 'http://127.0.0.1:4100').
   * Loopback hosts are spoken to over http, and preview goes under `/preview` on the same host.
   */
  host?: string;
  timeoutMs?: number;
}

const DELIVERY_HOST = 'cdn.contentful.com';
const PREVIEW_HOST = 'preview.contentful.com';
/** Where a single-host stand-in (the emulator) serves the Preview API. */
const PREVIEW_BASE_PATH = '/preview';
const DEFAULT_TIMEOUT_MS = 10_000;

/** Contentful's error answer: `{sys: {type: 'Error', id}, message}`. */
interface ContentfulErrorBody {
  sys: {type: 'Error'; id: string};
  message?: string;
}

function isErrorBody(value: unknown): value is ContentfulErrorBody {
  const sys = (value as {sys?: {type?: unknown; id?: unknown}} | null)?.sys;
  return sys?.type === 'Error' && typeof sys.id === 'string';
}

function namedError(id: string, message: string): Error {
  const error = new Error(message);
  error.name = id;
  return error;
}

/** Search parameters as contentful.js sends them: lists as commas, nothing for undefined. */
function searchParams(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

function createClient({
  baseUrl,
  accessToken,
  timeoutMs,
}: {
  baseUrl: string;
  accessToken: string;
  timeoutMs: number;
}): ContentfulClient {
  return {
    async getEntries(query = {}) {
      const search = searchParams(query);
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/entries${search ? `?${search}` : ''}`, {
          headers: {Authorization: `Bearer ${accessToken}`},
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw namedError('NetworkError', timedOut ? 'Timeout' : String((error as Error)?.message ?? error));
      }
      const text = await response.text().catch(() => '');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON (an error page from a proxy, say): described below by its status.
      }
      if (isErrorBody(body)) throw namedError(body.sys.id, body.message ?? body.sys.id);
      if (!response.ok) {
        throw namedError(
          response.status >= 500 ? 'ServerError' : `HTTP${response.status}`,
          `HTTP ${response.status}`,
        );
      }
      const collection = body as EntryCollection;
      return {
        ...collection,
        items: resolveResponse(collection, {removeUnresolved: false, itemEntryPoints: ['fields']}),
      };
    },
  };
}

interface HostSetting {
  host: string;
  insecure: boolean;
}

function parseHost(host: string): HostSetting {
  const scheme = /^(https?):\/\//i.exec(host);
  const bare = host.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
  const loopback = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i.test(bare);
  return {host: bare, insecure: scheme ? scheme[1].toLowerCase() === 'http' : loopback};
}

export function createContentClients(config: ContentClientsConfig): ContentClients {
  const custom = config.host ? parseHost(config.host) : null;
  const origin = (host: string) => `${custom?.insecure ? 'http' : 'https'}://${host}`;
  const path = `/spaces/${encodeURIComponent(config.space)}/environments/${encodeURIComponent(config.environment)}`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    delivery: createClient({
      baseUrl: `${origin(custom?.host ?? DELIVERY_HOST)}${path}`,
      accessToken: config.deliveryToken,
      timeoutMs,
    }),
    preview: createClient({
      baseUrl: `${origin(custom?.host ?? PREVIEW_HOST)}${custom ? PREVIEW_BASE_PATH : ''}${path}`,
      accessToken: config.previewToken,
      timeoutMs,
    }),
  };
}

/** The client a request should read from: preview for merchandisers, delivery otherwise. */
export function contentClientFor(clients: ContentClients, preview: boolean): ContentfulClient {
  return preview ? clients.preview : clients.delivery;
}
