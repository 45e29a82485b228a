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

// contentful.js types `adapter` as an axios adapter function but hands it to axios unchanged, and
// axios also takes a built-in adapter's name: 'fetch' is the one that works in Oxygen's worker runtime.
const FETCH_ADAPTER = 'fetch' as unknown as CreateClientParams['adapter'];

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
    adapter: FETCH_ADAPTER,
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
