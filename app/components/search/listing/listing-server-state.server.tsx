import type {AppLoadContext} from '@shopify/remix-oxygen';
import {renderToString} from 'react-dom/server';
import {getServerState, type InstantSearchServerState} from 'react-instantsearch';
import {I18nProvider} from '~/lib/i18n/i18n';
import type {MessageBundle} from '~/lib/i18n/types';
import {MarketProvider} from '~/lib/market-context';
import {marketView} from '~/lib/shell/load-shell.server';
import type {SearchClient} from '~/lib/search/client';
import {ListingSearch, type ListingSetup} from './ListingSearch';
import {ListingView} from './ListingView';
import {createListingRouter} from './router';

/**
 * Runs a list's searches on the server the way InstantSearch will in the browser: its own
 * `getServerState`, with the list's widgets registered but nothing drawn. In the worker this
 * module and InstantSearch are a chunk that only list pages and the list endpoint load
 * (`scripts/server-chunks.ts`).
 */
export function listingServerState(
  context: Pick<AppLoadContext, 'market' | 'pathPrefix'>,
  {
    setup,
    client,
    url,
    messages,
  }: {setup: ListingSetup; client: SearchClient; url: URL; messages: MessageBundle},
): Promise<InstantSearchServerState> {
  const router = createListingRouter({location: () => ({pathname: url.pathname, search: url.search})});
  return getServerState(
    <MarketProvider market={marketView(context.market, context.pathPrefix)}>
      <I18nProvider locale={context.market.locale} messages={messages}>
        <ListingSearch setup={setup} client={client} router={router} serverState={null} collectOnly>
          <ListingView query="" empty={{title: '', body: ''}} />
        </ListingSearch>
      </I18nProvider>
    </MarketProvider>,
    {renderToString},
  );
}
