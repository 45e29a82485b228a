/**
 * Algolia's REST surface over the index registry: authentication, body parsing (the clients
 * often send JSON as text/plain), routing and Algolia's error shapes.
 */
import {gunzipSync} from 'node:zlib';
import type {EmulatorRequest, EmulatorResponse} from '../service';
import {AlgoliaApiError, badRequest, indexNotFound, invalidCredentials, objectNotFound} from './errors';
import type {InsightsStore} from './insights';
import {
  buildSearchParams,
  collectRawParams,
  parseParamsString,
  readStringList,
  type RawParams,
} from './params';
import type {IndexRegistry} from './registry';
import {settingsResponse} from './settings';
import type {SearchIndex} from './engine';

export interface SearchRouteContext {
  registry: () => IndexRegistry;
  insights: InsightsStore;
}

interface Credentials {
  appId: string;
  apiKey: string;
}

const JSON_HEADERS = {'content-type': 'application/json; charset=UTF-8'};
const CREDENTIAL_PARAMS = new Set([
  'x-algolia-application-id',
  'x-algolia-api-key',
  'x-algolia-agent',
  'x-algolia-request-id',
]);

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Credentials from the headers, or from query parameters in any letter case (search-insights). */
function readCredentials(request: EmulatorRequest): Credentials | null {
  let appId = headerValue(request.headers['x-algolia-application-id']);
  let apiKey = headerValue(request.headers['x-algolia-api-key']);
  for (const [key, value] of request.url.searchParams) {
    const name = key.toLowerCase();
    if (name === 'x-algolia-application-id' && !appId) appId = value;
    if (name === 'x-algolia-api-key' && !apiKey) apiKey = value;
  }
  return appId && apiKey ? {appId, apiKey} : null;
}

function readJsonBody(request: EmulatorRequest): unknown {
  let buffer = request.body;
  if (buffer.length === 0) return {};
  const encoding = headerValue(request.headers['content-encoding']);
  if (encoding === 'gzip') buffer = gunzipSync(buffer);
  const text = buffer.toString('utf8').trim();
  if (text.length === 0) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Invalid JSON');
  }
}

function readObjectBody(request: EmulatorRequest): Record<string, unknown> {
  const body = readJsonBody(request);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('Invalid JSON: expected an object');
  return body as Record<string, unknown>;
}

function json(status: number, body: unknown, operation: string): EmulatorResponse {
  return {status, headers: JSON_HEADERS, body, operation};
}

const isMediaPath = (value: unknown): value is string =>
  typeof value === 'string' && (value.startsWith('/images/') || value.startsWith('/videos/'));

/**
 * Records store media as `/images/…` paths (top-level strings or string arrays such as
 * `image` and `images`); hits carry absolute URLs on the origin the client called.
 */
function absolutizeMedia<T extends object>(hit: T, origin: string): T {
  let out: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(hit)) {
    let replaced: unknown;
    if (isMediaPath(value)) replaced = `${origin}${value}`;
    else if (Array.isArray(value) && value.length > 0 && isMediaPath(value[0]))
      replaced = value.map((item) => (isMediaPath(item) ? `${origin}${item}` : item));
    else continue;
    out ??= {...(hit as Record<string, unknown>)};
    out[key] = replaced;
  }
  return (out ?? hit) as T;
}

function requireIndex(context: SearchRouteContext, name: unknown): SearchIndex {
  if (typeof name !== 'string' || name.length === 0) throw badRequest('indexName is required');
  const index = context.registry().get(name);
  if (!index) throw indexNotFound();
  return index;
}

/** One entry of a multi-query, or the body of a single-index query. */
function runQuery(index: SearchIndex, entry: Record<string, unknown>, origin: string): unknown {
  const {raw, paramsString} = collectRawParams(entry);
  if (entry.type === 'facet') {
    const facet = raw.facet;
    if (typeof facet !== 'string' || facet.length === 0) throw badRequest('facet is required for type facet');
    const params = buildSearchParams(raw, paramsString, index.settings, {
      facet,
      facetQuery: raw.facetQuery,
      maxFacetHits: raw.maxFacetHits,
    });
    return index.searchForFacetValues(params);
  }
  const response = index.search(buildSearchParams(raw, paramsString, index.settings));
  return {...response, hits: response.hits.map((hit) => absolutizeMedia(hit, origin))};
}

function multiQuery(context: SearchRouteContext, request: EmulatorRequest): EmulatorResponse {
  const body = readObjectBody(request);
  if (!Array.isArray(body.requests)) throw badRequest('requests: is required and must be an array');
  const results = body.requests.map((entry) => {
    if (!entry || typeof entry !== 'object') throw badRequest('requests: each request must be an object');
    const request_ = entry as Record<string, unknown>;
    return runQuery(requireIndex(context, request_.indexName), request_, request.url.origin);
  });
  return json(200, {results}, 'search.multiQuery');
}

/** Query-string parameters of a GET search, minus credentials. */
function queryStringParams(url: URL): RawParams {
  const raw: RawParams = {};
  for (const [key, value] of url.searchParams)
    if (!CREDENTIAL_PARAMS.has(key.toLowerCase())) raw[key] = value;
  return raw;
}

function getObjects(context: SearchRouteContext, request: EmulatorRequest): EmulatorResponse {
  const body = readObjectBody(request);
  if (!Array.isArray(body.requests)) throw badRequest('requests: is required and must be an array');
  const results = body.requests.map((entry) => {
    const {indexName, objectID, attributesToRetrieve} = (entry ?? {}) as Record<string, unknown>;
    const index = requireIndex(context, indexName);
    if (typeof objectID !== 'string') throw badRequest('objectID is required');
    const object = index.getObject(
      objectID,
      readStringList('attributesToRetrieve', attributesToRetrieve) ?? ['*'],
    );
    return object ? absolutizeMedia(object, request.url.origin) : null;
  });
  return json(200, {results}, 'search.getObjects');
}

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest(`Invalid path segment: ${segment}`);
  }
}

function route(
  context: SearchRouteContext,
  request: EmulatorRequest,
  credentials: Credentials,
): EmulatorResponse {
  const method = request.method.toUpperCase();
  const segments = request.url.pathname.split('/').filter(Boolean).map(decodePathSegment);
  const [version, collection, indexName, action, extra, extraAction] = segments;
  if (version !== '1') return json(404, {message: 'Path not found', status: 404}, 'search.notFound');

  if (collection === 'events' && segments.length === 2 && method === 'POST') {
    return json(200, context.insights.receive(readJsonBody(request), credentials.appId), 'insights.events');
  }
  if (collection === '__events' && segments.length === 2) {
    if (method === 'DELETE') {
      context.insights.clear();
      return json(200, {status: 200, message: 'OK'}, 'insights.clear');
    }
    return json(200, {events: context.insights.list()}, 'insights.list');
  }
  if (collection !== 'indexes') return json(404, {message: 'Path not found', status: 404}, 'search.notFound');

  if (segments.length === 2 && method === 'GET')
    return json(200, context.registry().listIndices(), 'search.listIndices');
  if (indexName === '*' && action === 'queries' && method === 'POST') return multiQuery(context, request);
  if (indexName === '*' && action === 'objects' && method === 'POST') return getObjects(context, request);
  if (method !== 'GET' && !(method === 'POST' && ['query', 'browse', 'facets'].includes(action ?? ''))) {
    throw new AlgoliaApiError(403, 'Method not allowed with this API key');
  }

  const index = requireIndex(context, indexName);
  const origin = request.url.origin;
  if (segments.length === 3 && method === 'GET') {
    return json(200, runQuery(index, queryStringParams(request.url), origin), 'search.query');
  }
  if (action === 'query' && segments.length === 4) {
    return json(200, runQuery(index, readObjectBody(request), origin), 'search.query');
  }
  if (action === 'browse' && segments.length === 4) {
    const entry = method === 'GET' ? queryStringParams(request.url) : readObjectBody(request);
    const {raw, paramsString} = collectRawParams(entry);
    delete raw.cursor;
    const params = buildSearchParams({hitsPerPage: 1000, ...raw}, paramsString, index.settings);
    const response = index.search(params);
    return json(
      200,
      {...response, hits: response.hits.map((hit) => absolutizeMedia(hit, origin))},
      'search.browse',
    );
  }
  if (action === 'facets' && extraAction === 'query' && segments.length === 6 && method === 'POST') {
    const body = readObjectBody(request);
    const {raw, paramsString} = collectRawParams(body);
    const facetParams = typeof body.params === 'string' ? parseParamsString(body.params) : {};
    const params = buildSearchParams(raw, paramsString, index.settings, {
      facet: extra,
      facetQuery: raw.facetQuery ?? facetParams.facetQuery,
      maxFacetHits: raw.maxFacetHits ?? facetParams.maxFacetHits,
    });
    return json(200, index.searchForFacetValues(params), 'search.searchForFacetValues');
  }
  if (action === 'settings' && segments.length === 4 && method === 'GET') {
    return json(200, settingsResponse(index.settings), 'search.getSettings');
  }
  if (action !== undefined && segments.length === 4 && method === 'GET') {
    const attributes = readStringList(
      'attributesToRetrieve',
      request.url.searchParams.get('attributesToRetrieve') ?? undefined,
    );
    const object = index.getObject(action, attributes ?? ['*']);
    if (!object) throw objectNotFound();
    return json(200, absolutizeMedia(object, origin), 'search.getObject');
  }
  return json(404, {message: 'Path not found', status: 404}, 'search.notFound');
}

export function handleSearchRequest(context: SearchRouteContext, request: EmulatorRequest): EmulatorResponse {
  if (request.method.toUpperCase() === 'OPTIONS') return {status: 204, operation: 'search.preflight'};
  try {
    const credentials = readCredentials(request);
    if (!credentials) throw invalidCredentials();
    return route(context, request, credentials);
  } catch (error) {
    if (error instanceof AlgoliaApiError) return json(error.status, error.toBody(), 'search.error');
    throw error;
  }
}
