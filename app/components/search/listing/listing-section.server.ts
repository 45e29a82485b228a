import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {InstantSearchServerState} from 'react-instantsearch';
import {ServiceTimeoutError, withTimeout} from '~/lib/deadlines.server';
import {reportError} from '~/lib/errors';
import type {MessageBundle} from '~/lib/i18n/types';
import {serverSection, type SectionCode} from '~/page-weight/index.server';
import type {SectionRef} from '~/lib/section-data';
import {createSearchClient} from '~/lib/search/client';
import {collectionFilter} from '~/lib/search/collection.server';
import {joinFilters, LISTING_FILTER, productsIndex, type SearchClientConfig} from '~/lib/search/config';
import {readListingParams} from '~/lib/search/listing-params';
import {fetchFamilySwatches, type FamilySwatches} from '~/lib/search/colour-order';
import {LISTING_TEXTS, searchMessages} from '~/lib/search/messages.server';
import type {ProductHit} from '~/lib/search/product-card';
import type {ListingSetup} from './ListingSearch';

/*
 * The list pages' list as a server section (search results, collections). It lives beside the
 * list's components, not in app/lib, because its data comes from rendering them: InstantSearch
 * learns which searches to run from the widgets the list registers (`getServerState`, in
 * `listing-server-state.server.tsx`, loaded with InstantSearch only by the pages that show a list).
 */

interface ListingData {
  setup: ListingSetup;
  /** InstantSearch's results for the first render: what hydration needs to send no request. */
  serverState: InstantSearchServerState;
  swatches: FamilySwatches;
}

/** The search results page's list: the market's products under the store's listing rule. */
export function searchListingSetup(config: SearchClientConfig): ListingSetup {
  return {config, indexName: productsIndex(config), filters: config.filters, kind: 'search'};
}

/** A collection page's list: its products, less the members-only ones this shopper may not see. */
export function collectionListingSetup(
  config: SearchClientConfig,
  collectionHandle: string,
  gatedClause: string,
): ListingSetup {
  return {
    config,
    indexName: productsIndex(config),
    filters: collectionFilter(collectionHandle, gatedClause),
    kind: 'collection',
  };
}

/**
 * `/collections/all`'s list: every product of the market under the listing rule, less the
 * members-only ones this shopper may not see.
 */
export function allProductsListingSetup(config: SearchClientConfig, gatedClause: string): ListingSetup {
  return {
    config,
    indexName: productsIndex(config),
    filters: joinFilters(LISTING_FILTER, gatedClause),
    kind: 'collection',
  };
}

/** A list page's list as a server section. */
export interface ListingSectionData {
  /** Null when the search service failed (the list says so). */
  listing: ListingData | null;
  /** The shopper's query on a results page ('' on a collection). */
  query: string;
  /** The list's texts (`LISTING_TEXTS`): the page sends only its own. */
  messages: MessageBundle;
}

type ListingContext = Pick<
  AppLoadContext,
  'market' | 'pathPrefix' | 'deadlines' | 'content' | 'contentPreview' | 'waitUntil' | 'withCache'
>;

/** The list's data for its section: the searches, the query the list names when empty, its texts. */
export async function loadListingSection(
  context: ListingContext,
  input: {setup: ListingSetup; url: URL},
): Promise<ListingSectionData> {
  const query = input.setup.kind === 'search' ? readListingParams(input.url.searchParams).query : '';
  const messages = await searchMessages(context, LISTING_TEXTS);
  return {listing: await loadListing(context, {...input, messages}), query, messages};
}

/** The list's data when search is not configured: it says search is unavailable. */
export async function unavailableListingSection(context: ListingContext): Promise<ListingSectionData> {
  return {listing: null, query: '', messages: await searchMessages(context, LISTING_TEXTS)};
}

/**
 * For a list page's loader: the list as a server section. The document's server render runs
 * the searches and renders the whole list into the HTML (before its first flush); the loader
 * data carries only where the browser gets the same data, `{src}`: the list endpoint
 * (`/api/listing/{page path}?{page query}`), fetched with the list's code. A navigation's data
 * request runs no search: the browser asks the endpoint. `code` is the page's lazy list
 * component: the worker loads it (with InstantSearch) before a document render that shows the
 * list, not at start.
 */
export function listingSection(
  context: AppLoadContext,
  {setup, url, code}: {setup: ListingSetup; url: URL; code: SectionCode},
): SectionRef<ListingSectionData> {
  const pagePath = url.pathname.slice(context.pathPrefix.length).replace(/^\/+/, '');
  return serverSection(
    context,
    `${context.pathPrefix}/api/listing/${pagePath}${url.search}`,
    () => loadListingSection(context, {setup, url}),
    {beforeRender: true, code},
  );
}

/**
 * Runs the list's searches on the server the way InstantSearch will in the browser (its own
 * `getServerState`, with the widgets registered but nothing drawn), then the colours of the
 * families on the first page. Null when the search service fails (reported as SEARCH-001).
 */
async function loadListing(
  context: Pick<AppLoadContext, 'market' | 'pathPrefix' | 'deadlines'>,
  {setup, url, messages}: {setup: ListingSetup; url: URL; messages: MessageBundle},
): Promise<ListingData | null> {
  const budgetMs = context.deadlines.remaining('search');
  const client = createSearchClient(setup.config, {timeoutMs: budgetMs});
  try {
    // Spent before the list's turn came (a busy worker): a search now could only time out.
    if (budgetMs === 0) throw new ServiceTimeoutError('search', context.deadlines.budgets.search);
    // The client's own retries may outlast its per-try timeouts; the budget is the hard stop
    // (for a fresh worker, loading InstantSearch's code too).
    const state = await withTimeout(
      import('./listing-server-state.server').then(({listingServerState}) =>
        listingServerState(context, {setup, client, url, messages}),
      ),
      budgetMs,
      'search',
    );
    const results = state.initialResults[setup.indexName]?.results;
    if (!results?.length) throw new Error('The search service answered without results');
    const hits = (results[0].hits ?? []) as unknown as ProductHit[];
    // Cards without swatches beat no list: the client's per-try timeouts bound this call.
    const swatches = await fetchFamilySwatches(client, setup.indexName, hits, {}, setup.config.filters);
    // Plain JSON: the helper's state is a class instance the browser rebuilds from its fields.
    const serverState = JSON.parse(JSON.stringify(state)) as InstantSearchServerState;
    return {setup, serverState, swatches};
  } catch (error) {
    reportError('SEARCH-001', error, {index: setup.indexName});
    return null;
  }
}
