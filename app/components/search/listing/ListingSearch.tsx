import {createContext, useContext, useMemo, type ReactNode} from 'react';
import {
  Configure,
  InstantSearch,
  InstantSearchSSRProvider,
  useSearchBox,
  type InstantSearchServerState,
} from 'react-instantsearch';
import {providerMissingError} from '~/lib/errors';
import type {SearchClient} from '~/lib/search/client';
import type {FamilySwatches} from '~/lib/search/colour-order';
import {CARD_ATTRIBUTES, SEARCH_LIMITS, type SearchClientConfig} from '~/lib/search/config';
import {listingStateMapping, type ListingRouter} from './router';

/** What a product list is: where it searches and which products it is limited to. */
export interface ListingSetup {
  config: SearchClientConfig;
  /** The products index (`{country}_products`); sorts use its replicas. */
  indexName: string;
  /** The list's whole filter: the store's rule, and for a collection the collection. */
  filters: string;
  kind: 'search' | 'collection';
}

interface ListingContextValue extends ListingSetup {
  client: SearchClient;
  /** The list's router: addresses for links of the list's own (`createURL`). */
  router: ListingRouter;
  /** True while InstantSearch renders only to learn its requests (the server's first pass). */
  collectOnly: boolean;
  initialSwatches: FamilySwatches;
}

const ListingContext = createContext<ListingContextValue | null>(null);

export function useListingContext(): ListingContextValue {
  const value = useContext(ListingContext);
  if (!value) throw providerMissingError('useListingContext', 'ListingSearch');
  return value;
}

/**
 * The InstantSearch tree of a result or collection page: the server's state (so hydration
 * sends no request), the address as router, and the parameters every query of the list carries
 * (24 hits, the list's filter, only the card's fields, query ids for analytics).
 */
export function ListingSearch({
  setup,
  client,
  router,
  serverState,
  initialSwatches = {},
  collectOnly = false,
  children,
}: {
  setup: ListingSetup;
  client: SearchClient;
  router: ListingRouter;
  serverState: InstantSearchServerState | null;
  initialSwatches?: FamilySwatches;
  collectOnly?: boolean;
  children: ReactNode;
}) {
  const routing = useMemo(
    () => ({router, stateMapping: listingStateMapping(setup.indexName)}),
    [router, setup.indexName],
  );
  const context = useMemo(
    () => ({...setup, client, router, collectOnly, initialSwatches}),
    [setup, client, router, collectOnly, initialSwatches],
  );
  const {userToken} = setup.config;
  return (
    <ListingContext.Provider value={context}>
      <InstantSearchSSRProvider {...(serverState ?? {})}>
        <InstantSearch
          searchClient={client}
          indexName={setup.indexName}
          routing={routing}
          future={{preserveSharedStateOnUnmount: true}}
        >
          <Configure
            hitsPerPage={SEARCH_LIMITS.hitsPerPage}
            filters={setup.filters}
            attributesToRetrieve={[...CARD_ATTRIBUTES]}
            attributesToHighlight={[]}
            clickAnalytics
            {...(userToken ? {userToken} : {})}
          />
          <QueryState />
          {children}
        </InstantSearch>
      </InstantSearchSSRProvider>
    </ListingContext.Provider>
  );
}

/** InstantSearch applies a query only through a search box; the page's query comes from the address. */
function QueryState() {
  useSearchBox();
  return null;
}
