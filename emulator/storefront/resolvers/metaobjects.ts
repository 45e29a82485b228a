import type {Metaobject, MetaobjectField} from '../../seed/types';
import {paginate, type ConnectionArgs} from '../connection';
import type {ResolverMap} from '../context';
import {parseGid} from '../global-id';
import {lookupNode} from './nodes';

export const metaobjectResolvers: ResolverMap = {
  QueryRoot: {
    metaobjects: (_root, args: ConnectionArgs & {type: string; sortKey?: string | null}, context) => {
      const matches = context.catalogue.metaobjects.filter((m) => m.type === args.type);
      const sorted =
        args.sortKey === 'updated_at'
          ? [...matches].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
          : matches;
      return paginate(sorted, args, (m) => m.id);
    },
    metaobject: (
      _root,
      args: {id?: string | null; handle?: {type: string; handle: string} | null},
      context,
    ) => {
      if (args.handle)
        return (
          context.catalogue.metaobjects.find(
            (m) => m.type === args.handle!.type && m.handle === args.handle!.handle,
          ) ?? null
        );
      const parsed = parseGid(args.id);
      return parsed?.type === 'Metaobject'
        ? (context.catalogue.metaobjects.find((m) => m.id === parsed.numericId) ?? null)
        : null;
    },
  },
  Metaobject: {
    field: (metaobject: Metaobject, args: {key: string}) =>
      metaobject.fields.find((f) => f.key === args.key) ?? null,
    onlineStoreUrl: () => null,
    seo: () => null,
  },
  MetaobjectField: {
    reference: (field: MetaobjectField, _args, context) =>
      field.referenceGid ? lookupNode(field.referenceGid, context) : null,
    references: () => null,
  },
};
