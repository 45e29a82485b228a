// @vitest-environment jsdom
import {beforeEach, describe, expect, it, vi} from 'vitest';

const aa = vi.hoisted(() => vi.fn());
vi.mock('search-insights', () => ({default: aa}));

const {consentStore} = await import('~/lib/consent/consent-store');
const {rememberSearchClick, trackClick, trackConversion, trackView} = await import('./insights');

const credentials = {appId: 'APP', apiKey: 'key', host: 'http://127.0.0.1:4100', userToken: 'a'.repeat(64)};
const withAnalytics = (granted: boolean) => {
  consentStore.initialize('default-minimal');
  consentStore.decide({C0001: true, C0002: granted, C0003: false, C0004: false, C0005: false});
};

beforeEach(() => {
  aa.mockClear();
  window.sessionStorage.clear();
});

describe('search insights', () => {
  it('sends nothing, and sets nothing up, without analytics consent', () => {
    withAnalytics(false);
    trackClick(credentials, {index: 'us_products', queryID: 'q'.repeat(32), objectID: '1', position: 1});
    trackView(credentials, {index: 'us_products', objectIDs: ['1']});
    expect(aa).not.toHaveBeenCalled();
  });

  it('with consent: initialises with the emulator host and the hashed user token, then sends the click', () => {
    withAnalytics(true);
    trackClick(credentials, {index: 'us_products', queryID: 'f'.repeat(32), objectID: '42', position: 3});
    expect(aa).toHaveBeenCalledWith(
      'init',
      expect.objectContaining({
        appId: 'APP',
        host: 'http://127.0.0.1:4100',
        authenticatedUserToken: 'a'.repeat(64),
      }),
    );
    expect(aa).toHaveBeenCalledWith('clickedObjectIDsAfterSearch', {
      eventName: 'Product Clicked',
      index: 'us_products',
      queryID: 'f'.repeat(32),
      objectIDs: ['42'],
      positions: [3],
    });
  });

  it('counts views for the first ten products only', () => {
    withAnalytics(true);
    trackView(credentials, {
      index: 'us_products',
      objectIDs: Array.from({length: 24}, (_, index) => String(index)),
    });
    const view = aa.mock.calls.find(([method]) => method === 'viewedObjectIDs');
    expect(view?.[1].objectIDs).toHaveLength(10);
  });

  it('credits an add to bag to the search that led to the product', () => {
    withAnalytics(true);
    const added = {objectID: '7', price: 68, quantity: 2, currency: 'EUR'};
    rememberSearchClick({index: 'us_products', queryID: 'c'.repeat(32), objectID: '7'});
    trackConversion(credentials, added, {index: 'us_products', queryID: 'd'.repeat(32)});
    expect(aa).toHaveBeenCalledWith('addedToCartObjectIDsAfterSearch', {
      eventName: 'Product Added To Cart',
      index: 'us_products',
      queryID: 'c'.repeat(32),
      objectIDs: ['7'],
      objectData: [{price: 68, quantity: 2}],
      value: 136,
      currency: 'EUR',
    });
  });

  it('credits the search the page was opened from when no click was remembered, and nothing without one', () => {
    withAnalytics(true);
    const added = {objectID: '8', price: 10, quantity: 1, currency: 'USD'};
    trackConversion(credentials, added);
    expect(aa).not.toHaveBeenCalledWith('addedToCartObjectIDsAfterSearch', expect.anything());
    trackConversion(credentials, added, {index: 'de_products', queryID: 'e'.repeat(32)});
    expect(aa).toHaveBeenCalledWith(
      'addedToCartObjectIDsAfterSearch',
      expect.objectContaining({index: 'de_products', queryID: 'e'.repeat(32), objectIDs: ['8']}),
    );
  });
});
