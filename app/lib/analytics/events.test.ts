import {describe, expect, it} from 'vitest';
import {ALL_GRANTED, withNecessary} from '~/lib/consent/categories';
import {analyticsEvent, pageViewOf} from './events';

const root = {id: 'root', data: {shell: {}}};

describe('page view events', () => {
  it('a product page sends the product it shows', () => {
    const view = pageViewOf([
      root,
      {id: 'routes/($locale)', data: null},
      {
        id: 'routes/($locale).products.$handle',
        data: {
          product: {
            id: 'gid://shopify/Product/1',
            handle: 'dreamknit-legging',
            title: 'DreamKnit Legging | Black',
            vendor: 'Alderline',
            productType: 'Leggings',
            currencyCode: 'GBP',
            variants: [{id: 'gid://shopify/ProductVariant/11', price: '88.0'}],
          },
        },
      },
    ]);
    expect(view).toEqual({
      name: 'product_viewed',
      data: {
        products: [
          {
            id: 'gid://shopify/Product/1',
            handle: 'dreamknit-legging',
            title: 'DreamKnit Legging | Black',
            vendor: 'Alderline',
            productType: 'Leggings',
            currency: 'GBP',
            variantId: 'gid://shopify/ProductVariant/11',
            price: '88.0',
          },
        ],
      },
    });
  });

  it('collection, search results and bag pages send their own view; other pages only the page view', () => {
    expect(
      pageViewOf([
        root,
        {
          id: 'routes/($locale).collections.$handle',
          data: {collection: {id: 'gid://shopify/Collection/5', handle: 'women', heading: 'Women'}},
        },
      ]),
    ).toEqual({
      name: 'collection_viewed',
      data: {collection: {id: 'gid://shopify/Collection/5', handle: 'women', title: 'Women'}},
    });
    expect(pageViewOf([root, {id: 'routes/($locale).search', data: {query: 'jogger'}}])).toEqual({
      name: 'search_viewed',
      data: {searchTerm: 'jogger'},
    });
    expect(pageViewOf([root, {id: 'routes/($locale).search', data: {query: ''}}])).toBeNull();
    expect(pageViewOf([root, {id: 'routes/($locale).cart', data: {lines: []}}])).toEqual({
      name: 'cart_viewed',
      data: {},
    });
    expect(pageViewOf([root, {id: 'routes/($locale)._index', data: {home: {}}}])).toBeNull();
  });

  it('a page whose data failed to load (an error boundary) sends no view of its own', () => {
    expect(pageViewOf([root, {id: 'routes/($locale).products.$handle', data: undefined}])).toBeNull();
  });
});

describe('analytics events', () => {
  it('carry the consent they were sent under, in Shopify’s customer-privacy terms', () => {
    const context = {
      sessionId: 's',
      url: 'http://shop.test/en-gb',
      market: {country: 'GB', language: 'en-GB', currency: 'GBP'},
    };
    const granted = analyticsEvent('page_viewed', {}, {...context, consent: ALL_GRANTED});
    expect(granted.consent).toEqual({
      analytics: true,
      preferences: true,
      marketing: true,
      sale_of_data: true,
    });
    const analyticsOnly = analyticsEvent(
      'page_viewed',
      {},
      {...context, consent: withNecessary({C0002: true})},
    );
    expect(analyticsOnly.consent).toEqual({
      analytics: true,
      preferences: false,
      marketing: false,
      sale_of_data: false,
    });
    expect(analyticsOnly.id).not.toBe(granted.id);
  });
});
