import {useLocation, useNavigate} from '@remix-run/react';
import {useEffect, useMemo, useRef} from 'react';
import type {InstantSearchServerState} from 'react-instantsearch';
import {createSearchClient} from '~/lib/search/client';
import type {FamilySwatches} from '~/lib/search/colour-order';
import {ListingSearch, type ListingSetup} from './ListingSearch';
import {ListingView} from './ListingView';
import {createListingRouter} from './router';

export interface ProductListingProps {
  setup: ListingSetup;
  serverState: InstantSearchServerState;
  swatches: FamilySwatches;
  query: string;
  empty: {title: string; body: string};
}

/**
 * A result or collection page's list, interactive: InstantSearch starts from the server's
 * state (no request on hydration) and keeps its state in the address through Remix. This
 * module and InstantSearch are one lazy chunk; the page's server HTML shows until it arrives.
 */
export function ProductListing({setup, serverState, swatches, query, empty}: ProductListingProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({navigate, location});
  latest.current = {navigate, location};
  const router = useMemo(
    () =>
      createListingRouter({
        location: () => latest.current.location,
        navigate: (to) => latest.current.navigate(to, {preventScrollReset: true}),
      }),
    [],
  );
  useEffect(() => router.locationChanged(), [router, location.pathname, location.search]);
  const {appId, apiKey, host} = setup.config;
  const client = useMemo(() => createSearchClient({appId, apiKey, host}), [appId, apiKey, host]);
  return (
    <ListingSearch
      setup={setup}
      client={client}
      router={router}
      serverState={serverState}
      initialSwatches={swatches}
    >
      <ListingView query={query} empty={empty} />
    </ListingSearch>
  );
}
