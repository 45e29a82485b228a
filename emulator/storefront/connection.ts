import {GraphQLError} from 'graphql';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface Connection<T> {
  edges: {cursor: string; node: T}[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount?: number;
}

const MAX_PAGE_SIZE = 250;

/** Opaque cursors shaped like Shopify's: base64 JSON with the last id and its position. */
function encodeCursor(id: number | string, offset: number): string {
  return Buffer.from(JSON.stringify({last_id: id, offset})).toString('base64');
}

function decodeCursor(cursor: string): {last_id: number | string; offset: number} | null {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as {
      last_id?: unknown;
      offset?: unknown;
    };
    if (
      typeof parsed.offset !== 'number' ||
      (typeof parsed.last_id !== 'number' && typeof parsed.last_id !== 'string')
    )
      return null;
    return {last_id: parsed.last_id, offset: parsed.offset};
  } catch {
    return null;
  }
}

/**
 * Slices `items` Relay-style. `keyOf` identifies an item so a cursor still points at the
 * right place when the list shifted (an item added or removed) since it was issued.
 */
export function paginate<T>(
  all: readonly T[],
  args: ConnectionArgs,
  keyOf: (item: T) => number | string,
): Connection<T> {
  const {first, last, after, before, reverse} = args;
  if (first == null && last == null)
    throw new GraphQLError('you must provide one of first or last', {extensions: {code: 'BAD_REQUEST'}});
  if ((first ?? 0) > MAX_PAGE_SIZE || (last ?? 0) > MAX_PAGE_SIZE) {
    throw new GraphQLError(`The page size must be less than or equal to ${MAX_PAGE_SIZE}`, {
      extensions: {code: 'BAD_REQUEST'},
    });
  }
  if ((first ?? 0) < 0 || (last ?? 0) < 0)
    throw new GraphQLError('The page size must be a positive number', {extensions: {code: 'BAD_REQUEST'}});
  const items = reverse ? [...all].reverse() : all;
  const positionOf = (cursor: string): number | null => {
    const decoded = decodeCursor(cursor);
    if (!decoded) throw new GraphQLError(`Invalid cursor: ${cursor}`, {extensions: {code: 'BAD_REQUEST'}});
    if (items[decoded.offset] !== undefined && keyOf(items[decoded.offset]) === decoded.last_id)
      return decoded.offset;
    const found = items.findIndex((item) => keyOf(item) === decoded.last_id);
    return found >= 0 ? found : Math.min(decoded.offset, items.length);
  };
  let start = 0;
  let end = items.length;
  if (after) start = (positionOf(after) ?? -1) + 1;
  if (before) end = Math.max(start, positionOf(before) ?? end);
  if (first != null) end = Math.min(end, start + first);
  if (last != null) start = Math.max(start, end - last);
  const slice = items.slice(start, end);
  const edges = slice.map((node, index) => ({cursor: encodeCursor(keyOf(node), start + index), node}));
  return {
    edges,
    nodes: slice,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: items.length,
  };
}

export function emptyConnection(): Connection<never> {
  return {
    edges: [],
    nodes: [],
    pageInfo: {hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null},
  };
}
