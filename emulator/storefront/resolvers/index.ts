import type {ResolverMap} from '../context';
import {cartResolvers} from './cart';
import {collectionResolvers} from './collections';
import {contentResolvers} from './content';
import {customerResolvers} from './customer';
import {mediaResolvers} from './media';
import {metafieldResolvers} from './metafields';
import {metaobjectResolvers} from './metaobjects';
import {nodeResolvers} from './nodes';
import {productResolvers} from './products';
import {searchResolvers} from './search';
import {shopResolvers} from './shop';
import {sitemapResolvers} from './sitemap';

const RESOLVER_GROUPS: ResolverMap[] = [
  shopResolvers,
  productResolvers,
  mediaResolvers,
  metafieldResolvers,
  collectionResolvers,
  contentResolvers,
  nodeResolvers,
  metaobjectResolvers,
  cartResolvers,
  customerResolvers,
  searchResolvers,
  sitemapResolvers,
];

/** All groups merged per type; a later group may add fields to a type an earlier one began. */
export function storefrontResolvers(): ResolverMap {
  const merged: ResolverMap = {};
  for (const group of RESOLVER_GROUPS) {
    for (const [typeName, fields] of Object.entries(group))
      merged[typeName] = {...merged[typeName], ...fields};
  }
  return merged;
}
