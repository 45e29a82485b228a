import type {ContentTypeDefinition, FieldDefinition, FieldType} from '../model';
import {badRequest, invalidQuery, unknownContentType, unknownPath} from '../errors';
import {ALL_LOCALES} from '../render';
import {ASSET_FIELDS, type ContentStore, type ResourceKind} from '../store';

type FilterOperator = 'eq' | 'ne' | 'in' | 'nin' | 'all' | 'exists' | 'match' | 'lt' | 'lte' | 'gt' | 'gte';

export interface Filter {
  path: string[];
  operator: FilterOperator;
  value: string;
}

export interface OrderTerm {
  path: string[];
  descending: boolean;
}

export interface CollectionQuery {
  contentType: ContentTypeDefinition | null;
  locale: string;
  filters: Filter[];
  order: OrderTerm[];
  limit: number;
  skip: number;
  include: number;
  select: string[][] | null;
  fullText: string | null;
  linksToEntry: string | null;
  linksToAsset: string | null;
  mimetypeGroup: string | null;
}

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;
const DEFAULT_INCLUDE = 1;
const MAX_INCLUDE = 10;

const OPERATORS = new Set<string>(['ne', 'in', 'nin', 'all', 'exists', 'match', 'lt', 'lte', 'gt', 'gte']);
const FILTER_KEY = /^(sys|fields|metadata)\.([^[\]]+)(?:\[([a-z_]+)\])?$/;
const SYS_KEYS = new Set([
  'id',
  'type',
  'createdAt',
  'updatedAt',
  'revision',
  'contentType',
  'locale',
  'space',
  'environment',
]);
const ORDERABLE_FIELD_TYPES = new Set<FieldType>(['Symbol', 'Integer', 'Number', 'Date', 'Boolean']);
const ORDERABLE_SYS_KEYS = new Set(['id', 'createdAt', 'updatedAt', 'revision', 'type']);

/** Parameters every collection accepts without being a filter. */
const ENTRY_PARAMS = new Set([
  'access_token',
  'content_type',
  'locale',
  'limit',
  'skip',
  'include',
  'order',
  'select',
  'query',
  'links_to_entry',
  'links_to_asset',
]);
const ASSET_PARAMS = new Set([
  'access_token',
  'locale',
  'limit',
  'skip',
  'order',
  'select',
  'query',
  'mimetype_group',
]);

/** Parses and validates a collection query the way the Delivery API does, throwing Contentful errors. */
export function parseCollectionQuery(
  params: URLSearchParams,
  kind: ResourceKind,
  store: ContentStore,
): CollectionQuery {
  const contentType = kind === 'Entry' ? parseContentType(params, store) : null;
  const fieldsOf = (): FieldDefinition[] => {
    if (kind === 'Asset') return ASSET_FIELDS;
    if (!contentType) throw unknownContentType();
    return contentType.fields;
  };

  const query: CollectionQuery = {
    contentType,
    locale: parseLocale(params.get('locale'), store),
    filters: [],
    order: parseOrder(params.get('order'), kind, fieldsOf),
    limit: parseBoundedInteger(params, 'limit', DEFAULT_LIMIT, MAX_LIMIT),
    skip: parseBoundedInteger(params, 'skip', 0, Number.MAX_SAFE_INTEGER),
    include: kind === 'Entry' ? parseBoundedInteger(params, 'include', DEFAULT_INCLUDE, MAX_INCLUDE) : 0,
    select: parseSelect(params.get('select'), fieldsOf),
    fullText: params.get('query'),
    linksToEntry: kind === 'Entry' ? params.get('links_to_entry') : null,
    linksToAsset: kind === 'Entry' ? params.get('links_to_asset') : null,
    mimetypeGroup: kind === 'Asset' ? params.get('mimetype_group') : null,
  };

  const knownParams = kind === 'Entry' ? ENTRY_PARAMS : ASSET_PARAMS;
  for (const [key, value] of params) {
    if (knownParams.has(key)) continue;
    const filter = parseFilter(key, value, fieldsOf);
    if (filter) query.filters.push(filter);
  }
  return query;
}

/** Locale and include for single-resource endpoints, which accept no filters. */
export function parseLocaleOnly(params: URLSearchParams, store: ContentStore): string {
  return parseLocale(params.get('locale'), store);
}

function parseContentType(params: URLSearchParams, store: ContentStore): ContentTypeDefinition | null {
  const id = params.get('content_type') ?? params.get('sys.contentType.sys.id');
  if (id === null) return null;
  const contentType = store.contentType(id);
  if (!contentType) throw unknownContentType();
  return contentType;
}

function parseLocale(requested: string | null, store: ContentStore): string {
  if (requested === null || requested === '') return store.locales.defaultLocale.code;
  if (requested === ALL_LOCALES || store.locales.has(requested)) return requested;
  throw badRequest(`Unknown locale: ${requested}`);
}

function parseBoundedInteger(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw invalidQuery({
      name: 'type',
      path: [name],
      value: raw,
      details: `${name} must be a non-negative integer`,
    });
  }
  if (value > max) {
    throw invalidQuery({name: 'size', path: [name], max, value, details: `${name} must not exceed ${max}`});
  }
  return value;
}

function parseFilter(key: string, value: string, fieldsOf: () => FieldDefinition[]): Filter | null {
  const match = FILTER_KEY.exec(key);
  if (!match) throw unknownPath([key]);
  const [, root, rest, operator = 'eq'] = match;
  const path = [root, ...rest.split('.')];
  if (operator !== 'eq' && !OPERATORS.has(operator)) {
    throw invalidQuery({
      name: 'unknownOperator',
      path,
      value: operator,
      details: `Unknown operator ${operator}`,
    });
  }
  validatePath(path, fieldsOf);
  return {path, operator: operator as FilterOperator, value};
}

function validatePath(path: string[], fieldsOf: () => FieldDefinition[]): void {
  const [root, first] = path;
  if (root === 'fields') {
    if (first !== undefined && !fieldsOf().some((field) => field.id === first)) {
      throw unknownPath(['fields', first]);
    }
  } else if (root === 'sys') {
    if (first === undefined || !SYS_KEYS.has(first)) throw unknownPath(path.slice(0, 2));
  }
}

function parseOrder(raw: string | null, kind: ResourceKind, fieldsOf: () => FieldDefinition[]): OrderTerm[] {
  if (raw === null || raw.trim() === '') return [];
  return raw.split(',').map((term) => {
    const trimmed = term.trim();
    const descending = trimmed.startsWith('-');
    const path = (descending ? trimmed.slice(1) : trimmed).split('.');
    const [root, name, ...rest] = path;
    const orderable =
      rest.length === 0 &&
      ((root === 'sys' && ORDERABLE_SYS_KEYS.has(name ?? '')) ||
        (root === 'fields' &&
          fieldsOf().some((field) => field.id === name && ORDERABLE_FIELD_TYPES.has(field.type))));
    if (!orderable) {
      if (root === 'fields' && name !== undefined && !fieldsOf().some((field) => field.id === name)) {
        throw unknownPath(['fields', name]);
      }
      throw invalidQuery({
        name: 'invalidOrder',
        path,
        details: `${kind} collections cannot be ordered by "${path.join('.')}"`,
      });
    }
    return {path, descending};
  });
}

function parseSelect(raw: string | null, fieldsOf: () => FieldDefinition[]): string[][] | null {
  if (raw === null) return null;
  return raw.split(',').map((selector) => {
    const path = selector.trim().split('.');
    const [root, name] = path;
    if (path.length > 2 || !['sys', 'fields', 'metadata'].includes(root)) {
      throw invalidQuery({
        name: 'select',
        details: `Select is only applicable to sys, fields and metadata, at most two levels deep ("${selector}")`,
      });
    }
    if (root === 'fields' && name !== undefined && !fieldsOf().some((field) => field.id === name)) {
      throw unknownPath(['fields', name]);
    }
    return path;
  });
}
