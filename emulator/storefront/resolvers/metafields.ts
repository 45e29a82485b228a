import type {Metafield} from '../../seed/types';
import type {RequestContext, Resolver, ResolverMap} from '../context';
import {lookupNode} from './nodes';

interface HasMetafieldList {
  metafields: Metafield[];
}

function findMetafield(
  owner: HasMetafieldList,
  namespace: string | null | undefined,
  key: string,
): Metafield | null {
  // Without a namespace Shopify reads the app-reserved one, which the seed never uses.
  if (!namespace) return null;
  return owner.metafields.find((m) => m.namespace === namespace && m.key === key) ?? null;
}

/** `metafield(namespace, key)` and `metafields(identifiers)` for any HasMetafields owner. */
export function metafieldFields(
  list: (source: HasMetafieldList, context: RequestContext) => Metafield[] = (source) => source.metafields,
): Record<string, Resolver> {
  return {
    metafield: (source: HasMetafieldList, args: {namespace?: string | null; key: string}, context) =>
      findMetafield({metafields: list(source, context)}, args.namespace, args.key),
    metafields: (
      source: HasMetafieldList,
      args: {identifiers: {namespace?: string | null; key: string}[]},
      context,
    ) =>
      args.identifiers.map((identifier) =>
        findMetafield({metafields: list(source, context)}, identifier.namespace, identifier.key),
      ),
  };
}

export const metafieldResolvers: ResolverMap = {
  Metafield: {
    /** Translated text metafields answer in the request's language, as Shopify's translations do. */
    value: (metafield: Metafield, _args, context) =>
      (context.language !== 'EN' && metafield.translations?.[context.language]) || metafield.value,
    createdAt: () => '2024-01-01T00:00:00Z',
    updatedAt: () => '2025-06-01T00:00:00Z',
    description: () => null,
    reference: (metafield: Metafield, _args, context) =>
      metafield.referenceGid ? lookupNode(metafield.referenceGid, context) : null,
    references: () => null,
  },
};
