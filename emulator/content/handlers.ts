import {notFound} from './errors';
import {collectIncludes} from './includes';
import type {ContentTypeDefinition} from './model';
import {matchesQuery, orderResources, selectProperties} from './query/evaluate';
import {parseCollectionQuery, parseLocaleOnly, type CollectionQuery} from './query/parse';
import {renderResource, type RenderContext} from './render';
import type {ResourceKind, StoredResource} from './store';

export type ApiContext = Omit<RenderContext, 'locale'>;

function collection(items: unknown[], total: number, skip: number, limit: number) {
  return {sys: {type: 'Array'}, total, skip, limit, items};
}

/** Cheap pre-filters on stored resources, so only plausible matches are rendered. */
function narrowCandidates(stored: StoredResource[], query: CollectionQuery): StoredResource[] {
  const ids = query.filters.find(
    (filter) => filter.path.join('.') === 'sys.id' && (filter.operator === 'eq' || filter.operator === 'in'),
  );
  const wantedIds = ids ? new Set(ids.operator === 'in' ? ids.value.split(',') : [ids.value]) : null;
  return stored.filter(
    (resource) =>
      (!query.contentType || resource.contentType?.id === query.contentType.id) &&
      (!wantedIds || wantedIds.has(resource.id)),
  );
}

/** `GET /entries` and `GET /assets`: filter, order, page, select and resolve includes. */
export function listResources(ctx: ApiContext, kind: ResourceKind, params: URLSearchParams) {
  const query = parseCollectionQuery(params, kind, ctx.store);
  const renderCtx: RenderContext = {...ctx, locale: query.locale};
  const stored = kind === 'Entry' ? ctx.store.entries(ctx.api) : ctx.store.assets(ctx.api);
  const candidates = narrowCandidates(stored, query);
  const matched = orderResources(
    candidates
      .map((resource) => renderResource(resource, renderCtx))
      .filter((resource) => matchesQuery(resource, query)),
    query.order,
  );
  const page = matched.slice(query.skip, query.skip + query.limit);
  const items = page.map((resource) => selectProperties(resource, query.select));
  const body: Record<string, unknown> = collection(items, matched.length, query.skip, query.limit);
  if (kind === 'Entry' && query.include > 0) {
    const includes = collectIncludes(page, query.include, renderCtx);
    const included: Record<string, unknown> = {};
    if (includes.Entry.length > 0) included.Entry = includes.Entry;
    if (includes.Asset.length > 0) included.Asset = includes.Asset;
    if (Object.keys(included).length > 0) body.includes = included;
    if (includes.unresolved.length > 0) {
      body.errors = includes.unresolved.map((link) => ({
        sys: {id: 'notResolvable', type: 'error'},
        details: {type: 'Link', linkType: link.sys.linkType, id: link.sys.id},
      }));
    }
  }
  return body;
}

/** `GET /entries/{id}` and `GET /assets/{id}`: one resource, localized, without includes. */
export function getResource(ctx: ApiContext, kind: ResourceKind, id: string, params: URLSearchParams) {
  const locale = parseLocaleOnly(params, ctx.store);
  const resource = ctx.store.find(ctx.api, kind, id);
  if (!resource) {
    throw notFound({type: kind, id, environment: ctx.environmentId, space: ctx.spaceId});
  }
  return renderResource(resource, {...ctx, locale});
}

function renderContentType(ctx: ApiContext, contentType: ContentTypeDefinition) {
  return {
    sys: {
      space: {sys: {type: 'Link', linkType: 'Space', id: ctx.spaceId}},
      id: contentType.id,
      type: 'ContentType',
      createdAt: '2025-01-06T09:00:00.000Z',
      updatedAt: '2025-01-06T09:00:00.000Z',
      environment: {sys: {id: ctx.environmentId, type: 'Link', linkType: 'Environment'}},
      revision: 1,
    },
    displayField: contentType.displayField,
    name: contentType.name,
    description: contentType.description,
    fields: contentType.fields.map((field) => ({disabled: false, omitted: false, ...field})),
  };
}

export function listContentTypes(ctx: ApiContext) {
  const items = ctx.store.contentTypes.map((type) => renderContentType(ctx, type));
  return collection(items, items.length, 0, 100);
}

export function getContentType(ctx: ApiContext, id: string) {
  const contentType = ctx.store.contentType(id);
  if (!contentType) {
    throw notFound({type: 'ContentType', id, environment: ctx.environmentId, space: ctx.spaceId});
  }
  return renderContentType(ctx, contentType);
}

function renderLocales(ctx: ApiContext) {
  return ctx.store.locales.all.map((locale) => ({
    code: locale.code,
    name: locale.name,
    default: locale.default,
    fallbackCode: locale.fallbackCode,
    sys: {id: locale.code, type: 'Locale', version: 1},
  }));
}

export function listLocales(ctx: ApiContext) {
  const items = renderLocales(ctx);
  return collection(items, items.length, 0, 1000);
}

export function getSpace(ctx: ApiContext) {
  return {
    sys: {type: 'Space', id: ctx.spaceId},
    name: ctx.store.spaceName,
    locales: renderLocales(ctx).map(({code, name, default: isDefault, fallbackCode}) => ({
      code,
      name,
      default: isDefault,
      fallbackCode,
    })),
  };
}
