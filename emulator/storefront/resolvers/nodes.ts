import type {RequestContext, ResolverMap} from '../context';
import {parseGid} from '../global-id';

type NodeLookup = (numericId: number, context: RequestContext, rawId: string) => unknown;

const byNumericId =
  <T extends {id: number}>(pick: (context: RequestContext) => readonly T[]): NodeLookup =>
  (id, context) =>
    pick(context).find((item) => item.id === id) ?? null;

const NODE_LOOKUPS: Record<string, NodeLookup> = {
  Product: (id, context) => context.catalogue.productsById.get(id) ?? null,
  ProductVariant: (id, context) => context.catalogue.variantsById.get(id) ?? null,
  Collection: (id, context) => context.catalogue.collectionsById.get(id) ?? null,
  MediaImage: (id, context) => context.catalogue.imagesById.get(id) ?? null,
  Video: (id, context) => context.catalogue.videosById.get(id) ?? null,
  Page: byNumericId((c) => c.catalogue.pages),
  Blog: byNumericId((c) => c.catalogue.blogs),
  Article: byNumericId((c) => c.catalogue.articles),
  Menu: byNumericId((c) => c.catalogue.menus),
  UrlRedirect: byNumericId((c) => c.catalogue.urlRedirects),
  Metaobject: byNumericId((c) => c.catalogue.metaobjects),
  Shop: (id, context) => (context.catalogue.shop.id === id ? context.catalogue.shop : null),
  Cart: (_id, context, rawId) => context.state.carts.find(rawId, context.now),
  Order: (id, context) => context.state.customers.orderForNode(id),
  MailingAddress: () => null,
};

/** Resolves a global id to its seeded or stateful object; null for anything unknown. */
export function lookupNode(rawId: string, context: RequestContext): unknown {
  const parsed = parseGid(rawId);
  if (!parsed) return null;
  const lookup = NODE_LOOKUPS[parsed.type];
  return lookup ? lookup(parsed.numericId, context, rawId) : null;
}

export const nodeResolvers: ResolverMap = {
  QueryRoot: {
    node: (_root, args: {id: string}, context) => lookupNode(args.id, context),
    nodes: (_root, args: {ids: string[]}, context) => args.ids.map((id) => lookupNode(id, context)),
  },
};
