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

/**
 * The HTTP layer under contentful.js: one `fetch` per call with a timeout, the answer in
 * axios's shape (contentful.js turns a non-2xx into its named errors, e.g. `NotFound`).
 * axios's own fetch adapter leaves rejected promises that workerd reports as "handled
 * asynchronously" for every failed attempt; this one has nothing but the fetch.
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
  const response = await fetch(url, {
    method: (config.method ?? 'get').toUpperCase(),
    headers,
    signal: AbortSignal.timeout(config.timeout || DEFAULT_TIMEOUT_MS),
  });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text (an error page from a proxy, say).
  }
  const answer = {
    data,
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers),
    config,
    request: {},
  };
  if (response.ok) return answer;
  throw Object.assign(new Error(`Request failed with status code ${response.status}`), {
    config,
    response: answer,
  });
};

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
    // fetchContentType retries with the spec's policy; the SDK's own retries would multiply it.
    retryOnError: false,
    insecure: custom?.insecure ?? false,
  } satisfies Partial<CreateClientParams>;
  return {
    delivery: createClient({
      ...shared,
      accessToken: config.deliveryToken,
      host: custom?.host ?? DELIVERY_HOST,
    }),
    preview: createClient({
      ...shared,
      accessToken: config.previewToken,
      host: custom?.host ?? PREVIEW_HOST,
      ...(custom ? {basePath: PREVIEW_BASE_PATH} : {}),
    }),
  };
}

/** The client a request should read from: preview for merchandisers, delivery otherwise. */
export function contentClientFor(clients: ContentClients, preview: boolean): ContentfulClient {
  return preview ? clients.preview : clients.delivery;
}
