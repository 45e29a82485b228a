import type {Collection} from '../../seed/types';
import {describeFilters, applyProductFilters, type ProductFilterInput} from '../collection-filters';
import {paginate, type ConnectionArgs} from '../connection';
import {localize, type RequestContext, type ResolverMap} from '../context';
import {parseGid} from '../global-id';
import {sortProducts, type ProductSortKey} from '../product-query';
import {compareValues, matchesSearch, parseSearchQuery, textMatches} from '../search-syntax';
import {metafieldFields} from './metafields';

function collectionByHandleOrId(
  args: {id?: string | null; handle?: string | null},
  context: RequestContext,
): Collection | null {
  if (args.handle != null) return context.catalogue.collectionsByHandle.get(args.handle) ?? null;
  const parsed = parseGid(args.id);
  if (parsed?.type !== 'Collection') return null;
  return context.catalogue.collectionsById.get(parsed.numericId) ?? null;
}

export const collectionResolvers: ResolverMap = {
  QueryRoot: {
    collection: (_root, args: {id?: string; handle?: string}, context) =>
      collectionByHandleOrId(args, context),
    collectionByHandle: (_root, args: {handle: string}, context) =>
      collectionByHandleOrId({handle: args.handle}, context),
    collections: (
      _root,
      args: ConnectionArgs & {query?: string | null; sortKey?: string | null},
      context,
    ) => {
      const node = parseSearchQuery(args.query);
      let collections = context.catalogue.collections.filter((collection) =>
        matchesSearch(node, collection, (c, term) => {
          if (term.field === null || term.field === 'title')
            return localize(c.title, context).toLowerCase().includes(term.value.toLowerCase());
          if (term.field === 'handle') return textMatches(c.handle, term);
          if (term.field === 'updated_at')
            return compareValues(c.updatedAt.slice(0, term.value.length), term);
          return false;
        }),
      );
      if (args.sortKey === 'TITLE')
        collections = collections.sort((a, b) =>
          localize(a.title, context).localeCompare(localize(b.title, context)),
        );
      else if (args.sortKey === 'UPDATED_AT')
        collections = collections.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
      return paginate(collections, args, (c) => c.id);
    },
  },
  Collection: {
    title: (collection: Collection, _args, context) => localize(collection.title, context),
    description: (collection: Collection, args: {truncateAt?: number | null}) =>
      args.truncateAt && collection.description.length > args.truncateAt
        ? `${collection.description.slice(0, args.truncateAt)}…`
        : collection.description,
    onlineStoreUrl: (collection: Collection, _args, context) =>
      `${context.catalogue.shop.primaryDomain.url}/collections/${collection.handle}`,
    trackingParameters: () => null,
    products: (
      collection: Collection,
      args: ConnectionArgs & {filters?: ProductFilterInput[] | null; sortKey?: ProductSortKey | null},
      context,
    ) => {
      const members = collection.productIds.map((id) => context.catalogue.productsById.get(id)!);
      const filtered = applyProductFilters(members, args.filters, context);
      const sorted = sortProducts(filtered === members ? [...members] : filtered, args.sortKey, context);
      // Facets are computed only when the query selects them.
      return {...paginate(sorted, args, (p) => p.id), filters: () => describeFilters(members, context)};
    },
    ...metafieldFields(),
  },
};
