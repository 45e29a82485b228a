import type {LinkValue} from '../model';
import type {RenderedResource} from '../render';
import type {CollectionQuery, Filter, OrderTerm} from './parse';

function valueAtPath(resource: RenderedResource, path: string[]): unknown {
  let current: unknown = resource;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function scalars(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(scalars);
  if (typeof value === 'object') return [];
  return [String(value)];
}

function compare(a: unknown, b: string): number {
  const left = Number(a);
  const right = Number(b);
  if (typeof a !== 'string' && Number.isFinite(left) && Number.isFinite(right)) return left - right;
  return String(a).localeCompare(b);
}

function listOf(value: string): string[] {
  return value.split(',').map((item) => item.trim());
}

function matchesFilter(resource: RenderedResource, filter: Filter): boolean {
  const value = valueAtPath(resource, filter.path);
  const actual = scalars(value);
  switch (filter.operator) {
    case 'eq':
      return actual.includes(filter.value);
    case 'ne':
      return !actual.includes(filter.value);
    case 'in':
      return listOf(filter.value).some((candidate) => actual.includes(candidate));
    case 'nin':
      return !listOf(filter.value).some((candidate) => actual.includes(candidate));
    case 'all':
      return listOf(filter.value).every((candidate) => actual.includes(candidate));
    case 'exists':
      return (value !== undefined && value !== null) === (filter.value === 'true');
    case 'match':
      return matchesText(actual.join(' '), filter.value);
    case 'lt':
      return value !== undefined && compare(value, filter.value) < 0;
    case 'lte':
      return value !== undefined && compare(value, filter.value) <= 0;
    case 'gt':
      return value !== undefined && compare(value, filter.value) > 0;
    case 'gte':
      return value !== undefined && compare(value, filter.value) >= 0;
  }
}

/** Contentful's [match] and `query`: every word of the search appears, case-insensitively. */
function matchesText(haystack: string, search: string): boolean {
  const text = haystack.toLocaleLowerCase();
  return search
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

function textOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textOf);
  if (typeof value === 'object' && value !== null && !isLink(value)) {
    return Object.values(value).flatMap(textOf);
  }
  return [];
}

export function isLink(value: unknown): value is LinkValue {
  if (typeof value !== 'object' || value === null || !('sys' in value)) return false;
  const sys = (value as {sys: unknown}).sys;
  return typeof sys === 'object' && sys !== null && (sys as {type?: unknown}).type === 'Link';
}

function linksTo(resource: RenderedResource, linkType: string, id: string): boolean {
  const visit = (value: unknown): boolean => {
    if (isLink(value)) return value.sys.linkType === linkType && value.sys.id === id;
    if (Array.isArray(value)) return value.some(visit);
    if (typeof value === 'object' && value !== null) return Object.values(value).some(visit);
    return false;
  };
  return Object.values(resource.fields).some(visit);
}

export function matchesQuery(resource: RenderedResource, query: CollectionQuery): boolean {
  if (query.fullText && !matchesText(textOf(resource.fields).join(' '), query.fullText)) return false;
  if (query.linksToEntry && !linksTo(resource, 'Entry', query.linksToEntry)) return false;
  if (query.linksToAsset && !linksTo(resource, 'Asset', query.linksToAsset)) return false;
  if (query.mimetypeGroup && !matchesMimetypeGroup(resource, query.mimetypeGroup)) return false;
  return query.filters.every((filter) => matchesFilter(resource, filter));
}

function matchesMimetypeGroup(resource: RenderedResource, group: string): boolean {
  const contentType = scalars(valueAtPath(resource, ['fields', 'file', 'contentType']))[0] ?? '';
  if (group === 'image') return contentType.startsWith('image/');
  if (group === 'video') return contentType.startsWith('video/');
  return contentType.includes(group);
}

/** Stable sort by each term in turn; values that are missing sort last, as in Contentful. */
export function orderResources<T extends RenderedResource>(resources: T[], order: OrderTerm[]): T[] {
  if (order.length === 0) return resources;
  return [...resources].sort((a, b) => {
    for (const term of order) {
      const left = valueAtPath(a, term.path);
      const right = valueAtPath(b, term.path);
      if (left === right) continue;
      if (left === undefined) return 1;
      if (right === undefined) return -1;
      const difference = compare(left, String(right));
      if (difference !== 0) return term.descending ? -difference : difference;
    }
    return 0;
  });
}

/** Applies `select`: keeps only the chosen top-level objects or their chosen properties. */
export function selectProperties(
  resource: RenderedResource,
  select: string[][] | null,
): Record<string, unknown> {
  if (!select) return resource as unknown as Record<string, unknown>;
  const selected: Record<string, Record<string, unknown>> = {};
  const source = resource as unknown as Record<string, Record<string, unknown>>;
  for (const [root, name] of select) {
    if (name === undefined) {
      selected[root] = source[root];
    } else if (source[root]?.[name] !== undefined) {
      selected[root] = {...selected[root], [name]: source[root][name]};
    }
  }
  return selected;
}
