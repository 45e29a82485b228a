import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {gatedSearchFilterFor} from '~/lib/customer/membership.server';
import {reportError} from '~/lib/errors';
import {ALL_PRODUCTS_HANDLE, loadCollection} from '~/lib/search/collection.server';
import {searchClientConfig} from '~/lib/search/config.server';
import {
  allProductsListingSetup,
  collectionListingSetup,
  loadListingSection,
  searchListingSetup,
  unavailableListingSection,
  type ListingSectionData,
} from '~/components/search/listing/listing-section.server';

/** A list changes with stock and prices: a minute in the shopper's browser, never shared (members see more). */
const CACHE_CONTROL = 'private, max-age=60';
const MEMBERS_ONLY_CACHE_CONTROL = 'private, no-store';

/**
 * A list page's list as JSON, for the browser (see `listingSection`): `/api/listing/search?q=…`
 * for search results, `/api/listing/collections/{handle}?…` for a collection (`all`: every product), with the page's
 * own query (filters, sort, page). The page's server render sends the list as HTML only; the
 * list's code fetches this when the shopper reaches for the list, or at once after a navigation.
 * A failing search service answers `{listing: null}` (the list says so), as the page does.
 */
export async function loader({params, context, request}: LoaderFunctionArgs) {
  const page = params['*'] ?? '';
  const collectionHandle = /^collections\/([^/]+)$/.exec(page)?.[1];
  if (page !== 'search' && collectionHandle === undefined) throw new Response('Not found', {status: 404});

  const requestUrl = new URL(request.url);
  const pageUrl = new URL(`${context.pathPrefix}/${page}${requestUrl.search}`, requestUrl.origin);
  const allProducts = collectionHandle === ALL_PRODUCTS_HANDLE;
  const [config, collection, gatedClause] = await Promise.all([
    searchClientConfig(context),
    // The page's own guard: a guest never gets a members-only collection's list.
    collectionHandle === undefined || allProducts ? null : loadCollection(context, collectionHandle),
    collectionHandle === undefined ? '' : gatedSearchFilterFor(context),
  ]);
  const headers: Record<string, string> = {
    'Cache-Control': collection?.membersOnly ? MEMBERS_ONLY_CACHE_CONTROL : CACHE_CONTROL,
  };
  if (!config) {
    reportError('SEARCH-001', new Error('Search is not configured'));
    return Response.json((await unavailableListingSection(context)) satisfies ListingSectionData, {headers});
  }
  const setup = allProducts
    ? allProductsListingSetup(config, gatedClause)
    : collection
      ? collectionListingSetup(config, collection.handle, gatedClause)
      : searchListingSetup(config);
  const section = await loadListingSection(context, {setup, url: pageUrl});
  // A failed search is for now only: the next ask must search again.
  if (!section.listing) headers['Cache-Control'] = 'no-store';
  return Response.json(section satisfies ListingSectionData, {headers});
}
