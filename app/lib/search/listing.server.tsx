import type {AppLoadContext} from '@shopify/remix-oxygen';
import {renderToString} from 'react-dom/server';
import {getServerState, type InstantSearchServerState} from 'react-instantsearch';
import {ListingSearch, type ListingSetup} from '~/components/search/listing/ListingSearch';
import {ListingView} from '~/components/search/listing/ListingView';
import {createListingRouter} from '~/components/search/listing/router';
import {withTimeout} from '~/lib/deadlines.server';
import {reportError} from '~/lib/errors';
import {I18nProvider} from '~/lib/i18n/i18n';
import type {MessageBundle} from '~/lib/i18n/types';
import {MarketProvider} from '~/lib/market-context';
import {marketView} from '~/lib/shell/load-shell.server';
import {createSearchClient} from './client';
import {fetchFamilySwatches, type FamilySwatches} from './colour-order';
import type {ProductHit} from './product-card';

export interface ListingData {
  setup: ListingSetup;
  /** InstantSearch's results for the first render: what hydration needs to send no request. */
  serverState: InstantSearchServerState;
  swatches: FamilySwatches;
}

/**
 * Runs the list's searches on the server the way InstantSearch will in the browser (its own
 * `getServerState`, with the widgets registered but nothing drawn), then the colours of the
 * families on the first page. Null when the search service fails (reported as SEARCH-001).
 */
export async function loadListing(
  context: Pick<AppLoadContext, 'market' | 'pathPrefix' | 'deadlines'>,
  {setup, url, messages}: {setup: ListingSetup; url: URL; messages: MessageBundle},
): Promise<ListingData | null> {
  const budgetMs = Math.max(1, context.deadlines.remaining('search'));
  const client = createSearchClient(setup.config, {timeoutMs: budgetMs});
  const router = createListingRouter({location: () => ({pathname: url.pathname, search: url.search})});
  try {
    // The client's own retries may outlast its per-try timeouts; the budget is the hard stop.
    const state = await withTimeout(
      getServerState(
        <MarketProvider market={marketView(context.market, context.pathPrefix)}>
          <I18nProvider locale={context.market.locale} messages={messages}>
            <ListingSearch setup={setup} client={client} router={router} serverState={null} collectOnly>
              <ListingView query="" empty={{title: '', body: ''}} />
            </ListingSearch>
          </I18nProvider>
        </MarketProvider>,
        {renderToString},
      ),
      budgetMs,
      'search',
    );
    const results = state.initialResults[setup.indexName]?.results;
    if (!results?.length) throw new Error('The search service answered without results');
    const hits = (results[0].hits ?? []) as unknown as ProductHit[];
    // Cards without swatches beat no list: the client's per-try timeouts bound this call.
    const swatches = await fetchFamilySwatches(client, setup.indexName, hits);
    // Plain JSON: the helper's state is a class instance the browser rebuilds from its fields.
    const serverState = JSON.parse(JSON.stringify(state)) as InstantSearchServerState;
    return {setup, serverState, swatches};
  } catch (error) {
    reportError('SEARCH-001', error, {index: setup.indexName});
    return null;
  }
}
