import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';
import {accessTokenInvalid, ContentfulApiError, notFound} from './errors';
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
import {ContentStore} from './store';

const CONTENT_TYPE_HEADER = 'application/vnd.contentful.delivery.v1+json';

export interface ContentServiceOptions {
  /** Accepted for the registry's uniform signature; the content is hand-authored and fixed. */
  seed?: number;
}

/** Contentful's Delivery API (`/spaces/...`) and Preview API (`/preview/spaces/...`) over the seeded space. */
export function createContentService(opts: ContentServiceOptions = {}): EmulatorService {
  const store = new ContentStore(buildContentSeed());
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
