import {describe, expect, it, vi} from 'vitest';
import {readListingParams, type ListingParams} from '~/lib/search/listing-params';
import {createListingRouter, type ListingRouter} from './router';

/** A browser address the router reads, moved by its `navigate` as Remix would. */
function addressBar(start: string) {
  let url = new URL(start, 'https://shop.example');
  const navigate = vi.fn((to: string) => {
    url = new URL(to, url);
  });
  return {
    navigate,
    location: () => ({pathname: url.pathname, search: url.search}),
    moveTo(to: string) {
      url = new URL(to, url);
    },
  };
}

const route = (search: string): ListingParams => readListingParams(new URLSearchParams(search));
/** What InstantSearch's router middleware hands the router: our state (`listingStateMapping`). */
const write = (router: ListingRouter, search: string) => router.write(route(search) as never);

describe('createListingRouter', () => {
  it('gives the list’s address for a state, under the page’s own path', () => {
    const router = createListingRouter(addressBar('/fr-fr/collections/women?color=black'));
    expect(router.listingURL({...route('color=black&sort=price-asc&page=3'), refinements: {}, page: 1})).toBe(
      '/fr-fr/collections/women?sort=price-asc',
    );
  });

  it('navigates once per new list state, never to where the shopper already is', () => {
    const bar = addressBar('/fr-fr/search?q=jogger');
    const router = createListingRouter(bar);
    write(router, 'q=jogger');
    expect(bar.navigate).not.toHaveBeenCalled();
    write(router, 'q=jogger&color=black');
    expect(bar.navigate).toHaveBeenCalledExactlyOnceWith('/fr-fr/search?q=jogger&color=black');
  });

  it('tells InstantSearch about moves it did not make (back, forward), not about its own', () => {
    const bar = addressBar('/search?q=jogger');
    const router = createListingRouter(bar);
    const listener = vi.fn();
    router.onUpdate(listener);
    write(router, 'q=jogger&color=black');
    router.locationChanged();
    expect(listener).not.toHaveBeenCalled();
    bar.moveTo('/search?q=jogger');
    router.locationChanged();
    expect(listener).toHaveBeenCalledExactlyOnceWith(route('q=jogger'));
  });

  it('moves nobody once disposed, though InstantSearch writes the empty state its removed widgets leave', () => {
    const bar = addressBar('/search?q=jogger&color=black');
    const router = createListingRouter(bar);
    router.dispose();
    write(router, '');
    expect(bar.navigate).not.toHaveBeenCalled();
    // A new InstantSearch of the same list subscribes it again.
    router.onUpdate(vi.fn());
    write(router, 'q=jogger');
    expect(bar.navigate).toHaveBeenCalledExactlyOnceWith('/search?q=jogger');
  });
});
