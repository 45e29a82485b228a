import {CacheLong, type Storefront} from '@shopify/hydrogen';
import {COLLECTION_TITLE_QUERY} from '@graphql/products';
import {reportError} from '~/lib/errors';

/** Shopify handles: lower-case letters, digits and dashes. */
export const HANDLE_PATTERN = /^[a-z0-9][a-z0-9-]{0,254}$/;

/**
 * The breadcrumb's collection title (`collectionTitleByHandle`), cached per handle and
 * market language. Empty when the collection is unknown, members-only and not among the
 * collections the shopper unlocks (`unlocked`), or the request fails (reported as
 * COLLECTION_TITLE_FETCH_ERROR), so the breadcrumb shows no collection.
 */
export async function collectionTitle(
  storefront: Storefront,
  handle: string,
  unlocked: Promise<readonly string[]>,
): Promise<string> {
  try {
    const [{collection}, shopperUnlocks] = await Promise.all([
      storefront.query(COLLECTION_TITLE_QUERY, {variables: {handle}, cache: CacheLong()}),
      unlocked,
    ]);
    if (collection?.gated?.value === 'true' && !shopperUnlocks.includes(handle)) return '';
    return collection?.title ?? '';
  } catch (error) {
    reportError('COLLECTION_TITLE_FETCH_ERROR', error, {handle});
    return '';
  }
}
