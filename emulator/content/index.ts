import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';
import {accessTokenInvalid, badRequest, ContentfulApiError, notFound} from './errors';
import {
  getContentType,
  getResource,
  getSpace,
  listContentTypes,
  listLocales,
  listResources,
  type ApiContext,
} from './handlers';
import {isContentPath, parseContentPath, type ContentRoute} from './routes';
import {buildContentSeed} from './seed';
import {ContentStore, type StoredResource} from './store';
import {WebhookSender} from './webhooks';

const CONTENT_TYPE_HEADER = 'application/vnd.contentful.delivery.v1+json';

export interface ContentServiceOptions {
  /** Accepted for the registry's uniform signature; the content is hand-authored and fixed. */
  seed?: number;
}

/**
 * Contentful's Delivery API (`/spaces/...`) and Preview API (`/preview/spaces/...`) over the seeded
 * space, and the few Management API calls that publish an entry and send its webhooks.
 */
export function createContentService(opts: ContentServiceOptions = {}): EmulatorService {
  const store = new ContentStore(buildContentSeed());
  const webhooks = new WebhookSender();
  const requestIdPrefix = `emu-${(opts.seed ?? 0).toString(16)}`;
  let requestCount = 0;

  return {
    name: 'content',
    matches: (url) => isContentPath(url.pathname),
    handle(req: EmulatorRequest): EmulatorResponse {
      requestCount += 1;
      const requestId = `${requestIdPrefix}-${requestCount.toString(16).padStart(6, '0')}`;
      const parsed = parseContentPath(req.url.pathname);
      const operation = `${parsed?.api ?? 'delivery'} ${parsed?.route?.resource ?? 'unknown'}`;
      const headers = {'content-type': CONTENT_TYPE_HEADER, 'x-contentful-request-id': requestId};
      try {
        if (!accessToken(req)) throw accessTokenInvalid();
        const managed = management(req, store, webhooks);
        if (managed) return {...managed, headers: {...headers, 'content-type': MANAGEMENT_TYPE_HEADER}};
        if (!parsed?.route || (req.method !== 'GET' && req.method !== 'HEAD')) {
          throw notFound({type: 'Route', path: req.url.pathname});
        }
        const ctx: ApiContext = {
          api: parsed.api,
          spaceId: parsed.spaceId,
          environmentId: parsed.environmentId,
          assetHost: req.headers.host ?? req.url.host,
          store,
        };
        const body = route(ctx, parsed.route, req.url.searchParams);
        return {status: 200, headers, body, operation};
      } catch (error) {
        if (!(error instanceof ContentfulApiError)) throw error;
        return {status: error.status, headers, body: error.toBody(requestId), operation};
      }
    },
  };
}

const MANAGEMENT_TYPE_HEADER = 'application/vnd.contentful.management.v1+json';
const PUBLISH_PATH = /^\/spaces\/([^/]+)(?:\/environments\/([^/]+))?\/entries\/([^/]+)\/published$/;
const DEFINITIONS_PATH = /^\/spaces\/([^/]+)\/webhook_definitions$/;
const SIGNING_SECRET_PATH = /^\/spaces\/([^/]+)\/webhook_settings\/signing_secret$/;
const CALLS_PATH = /^\/spaces\/([^/]+)\/webhooks\/([^/]+)\/calls$/;

/** The Management API calls the emulator knows; null for a Delivery or Preview API path. */
function management(
  req: EmulatorRequest,
  store: ContentStore,
  webhooks: WebhookSender,
): Omit<EmulatorResponse, 'headers'> | null {
  const path = req.url.pathname;
  const publish = PUBLISH_PATH.exec(path);
  if (publish && req.method === 'PUT') {
    const [, spaceId, environmentId = 'master', id] = publish;
    const entry = store.publishEntry(decodeURIComponent(id));
    if (!entry) throw notFound({type: 'Entry', id, environment: environmentId, space: spaceId});
    const payload = managementEntry(entry, spaceId, environmentId);
    // Contentful sends webhooks after it answered the publish.
    setImmediate(() => void webhooks.emit('ContentManagement.Entry.publish', payload));
    return {status: 200, body: payload, operation: 'management publish'};
  }
  if (DEFINITIONS_PATH.test(path) && req.method === 'POST') {
    const defined = webhooks.define(parseBody(req));
    if (typeof defined === 'string') throw badRequest(defined);
    return {
      status: 201,
      body: {sys: {type: 'WebhookDefinition', id: defined.id}, ...defined},
      operation: 'management webhook_definitions',
    };
  }
  if (SIGNING_SECRET_PATH.test(path) && req.method === 'PUT') {
    const problem = webhooks.setSigningSecret(parseBody(req).value);
    if (problem) throw badRequest(problem);
    return {
      status: 200,
      body: {sys: {type: 'WebhookSigningSecret', id: 'signing_secret'}, redactedValue: '****'},
      operation: 'management signing_secret',
    };
  }
  const calls = CALLS_PATH.exec(path);
  if (calls && req.method === 'GET') {
    const items = webhooks.callsOf(decodeURIComponent(calls[2]));
    if (!items) throw notFound({type: 'WebhookDefinition', id: calls[2]});
    return {
      status: 200,
      body: {sys: {type: 'Array'}, total: items.length, items},
      operation: 'management webhook calls',
    };
  }
  return null;
}

function parseBody(req: EmulatorRequest): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(req.body.toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An entry as the Management API (and its webhooks) show it: every locale's values. */
function managementEntry(entry: StoredResource, spaceId: string, environmentId: string) {
  return {
    metadata: {tags: []},
    sys: {
      type: 'Entry',
      id: entry.id,
      space: {sys: {type: 'Link', linkType: 'Space', id: spaceId}},
      environment: {sys: {type: 'Link', linkType: 'Environment', id: environmentId}},
      contentType: {sys: {type: 'Link', linkType: 'ContentType', id: entry.contentType?.id}},
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
      revision: entry.revision,
    },
    fields: entry.fields,
  };
}

function accessToken(req: EmulatorRequest): string | null {
  const header = req.headers.authorization;
  const bearer = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  return bearer || req.url.searchParams.get('access_token') || null;
}

function route(ctx: ApiContext, target: ContentRoute, params: URLSearchParams): unknown {
  switch (target.resource) {
    case 'space':
      return getSpace(ctx);
    case 'entries':
      return listResources(ctx, 'Entry', params);
    case 'assets':
      return listResources(ctx, 'Asset', params);
    case 'entry':
      return getResource(ctx, 'Entry', target.id, params);
    case 'asset':
      return getResource(ctx, 'Asset', target.id, params);
    case 'content_types':
      return listContentTypes(ctx);
    case 'content_type':
      return getContentType(ctx, target.id);
    case 'locales':
      return listLocales(ctx);
  }
}
