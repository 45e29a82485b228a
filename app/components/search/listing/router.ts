import type {InstantSearchProps} from 'react-instantsearch';
import {
  fromIndexUiState,
  listingSearch,
  readListingParams,
  toIndexUiState,
  type IndexUiState,
  type ListingParams,
} from '~/lib/search/listing-params';

type Routing = Exclude<NonNullable<InstantSearchProps['routing']>, boolean>;
type Router = NonNullable<Routing['router']>;
type StateMapping = NonNullable<Routing['stateMapping']>;

/** Where the list is and how to move; the browser side passes Remix's location and navigate. */
export interface RouterEnvironment {
  location(): {pathname: string; search: string};
  /** Absent on the server, where nothing navigates. */
  navigate?: (to: string) => void;
}

export interface ListingRouter extends Router {
  /** The list's address in the state `params` (InstantSearch's `createURL`, typed as ours). */
  listingURL(params: ListingParams): string;
  /** Call when the address changed (back, forward, a new search): InstantSearch follows unless it made the change. */
  locationChanged(): void;
}

/**
 * InstantSearch's router over Remix: the list's state lives in the address (see
 * `listing-params.ts`), writes go through Remix's navigation (one history entry per change, the
 * scroll position kept), and moves through history reach InstantSearch through
 * `locationChanged`. Remix's own history stays the one source of truth.
 */
export function createListingRouter(environment: RouterEnvironment): ListingRouter {
  let listener: ((route: ListingParams) => void) | undefined;
  const currentUrl = () => {
    const {pathname, search} = environment.location();
    return `${pathname}${search}`;
  };
  const read = () => readListingParams(new URLSearchParams(environment.location().search));
  const createURL = (route: ListingParams) => {
    const search = listingSearch(route);
    return `${environment.location().pathname}${search ? `?${search}` : ''}`;
  };
  let written = currentUrl();
  let disposed = false;
  return {
    read,
    listingURL: createURL,
    createURL: (route: unknown) => createURL(route as ListingParams),
    write(route: unknown) {
      // Torn down, InstantSearch still writes the empty state its removed widgets leave: the
      // list is gone (the shopper left, or it failed), and that is no reason to move them.
      if (disposed) return;
      const url = createURL(route as ListingParams);
      if (url === currentUrl()) return;
      written = url;
      environment.navigate?.(url);
    },
    onUpdate(callback: (route: ListingParams) => void) {
      // Subscribed again: an InstantSearch of the same list (new data for it) took the router over.
      disposed = false;
      listener = callback;
    },
    dispose() {
      disposed = true;
      listener = undefined;
    },
    locationChanged() {
      const url = currentUrl();
      if (url === written) return;
      written = url;
      listener?.(read());
    },
  } as unknown as ListingRouter;
}

/** Our address state ↔ InstantSearch's state of the products index. */
export function listingStateMapping(indexName: string): StateMapping {
  return {
    stateToRoute: (uiState: Record<string, IndexUiState | undefined>) =>
      fromIndexUiState(uiState[indexName], indexName),
    routeToState: (route: ListingParams) => ({[indexName]: toIndexUiState(route, indexName)}),
  } as unknown as StateMapping;
}
