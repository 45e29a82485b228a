import {getPaginationVariables} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {COLLECTIONS_INDEX_QUERY} from '@graphql/collections';
import {currentCustomer} from '~/lib/customer/current.server';
import {collectionAccess} from '~/lib/customer/gated';
import {membershipConfig} from '~/lib/customer/membership.server';
import {requireService} from '~/lib/service-unavailable.server';

/** Collections a page of the index shows (four rows of the widest grid). */
const COLLECTIONS_PER_PAGE = 24;

export interface CollectionCardView {
  id: string;
  handle: string;
  title: string;
  image: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
}

/**
 * A page of the `/collections` index, paged with Hydrogen's cursors (`?cursor=&direction=`).
 * Members-only collections are listed only to the customers whose tags unlock them: the same
 * rule their own pages apply, so the index never names one to anyone else.
 */
export async function loadCollectionsIndex(context: AppLoadContext, request: Request) {
  const [answer, config, customer] = await Promise.all([
    requireService(
      context.storefront.query(COLLECTIONS_INDEX_QUERY, {
        variables: getPaginationVariables(request, {pageBy: COLLECTIONS_PER_PAGE}),
        cache: context.storefront.CacheShort(),
      }),
      'storefront',
    ),
    membershipConfig(context),
    currentCustomer(context),
  ]);
  // The API refuses a cursor it did not hand out (a stale or forged `?cursor=`): no such page.
  const collections = answer.collections as typeof answer.collections | undefined;
  if (!collections) throw new Response('Bad request', {status: 400, headers: {'Cache-Control': 'no-store'}});
  const tags = customer?.tags ?? [];
  const nodes: CollectionCardView[] = collections.nodes
    .filter(
      (collection) =>
        collectionAccess(config.gated, tags, collection.handle, {
          gated: collection.gated?.value.trim() === 'true',
        }) !== 'denied',
    )
    .map(({id, handle, title, image}) => ({id, handle, title, image: image ?? null}));
  return {collections: {nodes, pageInfo: collections.pageInfo}, signedIn: customer !== null};
}
