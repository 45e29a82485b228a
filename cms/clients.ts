import {createClient, type ContentfulClientApi, type CreateClientParams} from 'contentful';

export type ContentfulClient = ContentfulClientApi<undefined>;

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

type Adapter = NonNullable<CreateClientParams['adapter']>;

/** What contentful.js hands an axios adapter (the parts used here). */
interface AdapterConfig {
  url?: string;
  baseURL?: string;
  method?: string;
  params?: unknown;
  paramsSerializer?: {serialize?: (params: unknown) => string};
  headers?: Record<string, unknown> & {toJSON?: () => Record<string, unknown>};
  timeout?: number;
}

/** What a failed call answers inside contentful.js, turned into a thrown error by `failuresThrown`. */
interface ContentfulErrorBody {
  sys: {type: 'Error'; id: string};
  message?: string;
}

/**
 * The HTTP layer under contentful.js: one `fetch` per call with a timeout that is cleared
 * when the call settles. It never rejects: a failure comes back as Contentful's own error
 * body (`{sys: {type: 'Error', id}}`; `NetworkError` when nothing answered), and
 * `failuresThrown` throws it from the client's method. Every rejection that travels through
 * axios's and contentful.js's interceptor chains is adopted a microtask later, which workerd
 * logs as "A promise rejection was handled asynchronously": a dozen lines per failed load.
 */
const fetchAdapter = async (config: AdapterConfig) => {
  const target = config.url ?? '';
  const path = /^https?:\/\//i.test(target)
    ? target
    : `${(config.baseURL ?? '').replace(/\/+$/, '')}/${target.replace(/^\/+/, '')}`;
  const query = config.params ? (config.paramsSerializer?.serialize?.(config.params) ?? '') : '';
  const url = `${path}${query ? `${path.includes('?') ? '&' : '?'}${query}` : ''}`;
  const rawHeaders = typeof config.headers?.toJSON === 'function' ? config.headers.toJSON() : config.headers;
  const headers = new Headers();
  for (const [name, value] of Object.entries(rawHeaders ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
  }
  const answer = (
    status: number,
    statusText: string,
    data: unknown,
    responseHeaders: Headers = new Headers(),
  ) => ({
    data,
    status,
    statusText,
    headers: Object.fromEntries(responseHeaders),
    config,
    request: {},
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeout || DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      signal: controller.signal,
    });
    const text = await response.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (an error page from a proxy, say): described below by its status.
    }
    if (!response.ok && !isErrorBody(data)) {
      data = errorBody(
        response.status >= 500 ? 'ServerError' : `HTTP${response.status}`,
        `HTTP ${response.status}`,
      );
    }
    return answer(response.status, response.statusText, data, response.headers);
  } catch (error) {
    const message = controller.signal.aborted
      ? 'Timeout'
      : error instanceof Error
        ? error.message
        : String(error);
    return answer(0, 'Network Error', errorBody('NetworkError', message));
  } finally {
    clearTimeout(timer);
  }
};

function errorBody(id: string, message: string): ContentfulErrorBody {
  return {sys: {type: 'Error', id}, message};
}

function isErrorBody(value: unknown): value is ContentfulErrorBody {
  const sys = (value as {sys?: {type?: unknown; id?: unknown}} | null)?.sys;
  return sys?.type === 'Error' && typeof sys.id === 'string';
}

/** A client whose `getEntries` throws a named error (`NotFound`, `NetworkError`…) for an error body. */
function failuresThrown(client: ContentfulClient): ContentfulClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'getEntries' || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const result: unknown = await Reflect.apply(value, target, args);
        if (!isErrorBody(result)) return result;
        const error = new Error(result.message ?? result.sys.id);
        error.name = result.sys.id;
        throw error;
      };
    },
  });
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
  const shared = {
    space: config.space,
    environment: config.environment,
    adapter: fetchAdapter as unknown as Adapter,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // fetchContentType retries (five times); the SDK's own retries would multiply it.
    retryOnError: false,
    insecure: custom?.insecure ?? false,
  } satisfies Partial<CreateClientParams>;
  return {
    delivery: failuresThrown(
      createClient({
        ...shared,
        accessToken: config.deliveryToken,
        host: custom?.host ?? DELIVERY_HOST,
      }),
    ),
    preview: failuresThrown(
      createClient({
        ...shared,
        accessToken: config.previewToken,
        host: custom?.host ?? PREVIEW_HOST,
        ...(custom ? {basePath: PREVIEW_BASE_PATH} : {}),
      }),
    ),
  };
}

/** The client a request should read from: preview for merchandisers, delivery otherwise. */
export function contentClientFor(clients: ContentClients, preview: boolean): ContentfulClient {
  return preview ? clients.preview : clients.delivery;
}
