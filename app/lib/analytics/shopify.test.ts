// @vitest-environment jsdom
import {describe, expect, it, vi} from 'vitest';
import {createShopifyAnalytics, type ShopAnalytics} from './shopify';

const SHOP: ShopAnalytics = {
  shopId: 'gid://shopify/Shop/1',
  hydrogenSubchannelId: '1000000001',
  shopDomain: 'alderline.myshopify.com',
  currency: 'GBP',
  acceptedLanguage: 'EN',
};
const GRANTED = {analytics: true, preferences: true, marketing: true, sale_of_data: true};
const ANALYTICS_ONLY = {analytics: true, preferences: false, marketing: false, sale_of_data: false};

function sender() {
  const send = vi.fn(async (..._args: unknown[]) => undefined);
  const shopify = createShopifyAnalytics(SHOP, 'Alderline', send as never);
  const sent = () =>
    send.mock.calls.map(([event, domain]) => {
      const {eventName, payload} = event as {eventName: string; payload: Record<string, unknown>};
      return {eventName, payload, domain};
    });
  return {shopify, sent};
}

describe("Shopify's analytics", () => {
  it('sends a product page as the product view, then the page view naming the product, to the shop’s domain', () => {
    const {shopify, sent} = sender();
    shopify.page(
      {
        name: 'product_viewed',
        data: {
          products: [
            {
              id: 'gid://shopify/Product/7',
              title: 'Vcycled Legging | Olive',
              productType: 'Leggings',
              variantId: 'gid://shopify/ProductVariant/70',
              price: '88.0',
            },
          ],
        },
      },
      GRANTED,
    );
    const [product, page] = sent();
    expect(product.domain).toBe('alderline.myshopify.com');
    expect(product.eventName).toBe('PRODUCT_VIEW');
    expect(product.payload).toMatchObject({
      shopId: SHOP.shopId,
      currency: 'GBP',
      hydrogenSubchannelId: '1000000001',
      shopifySalesChannel: 'hydrogen',
      pageType: 'product',
      resourceId: 'gid://shopify/Product/7',
      products: [
        {
          productGid: 'gid://shopify/Product/7',
          variantGid: 'gid://shopify/ProductVariant/70',
          name: 'Vcycled Legging | Olive',
          brand: 'Alderline',
          price: '88.0',
          quantity: 1,
          category: 'Leggings',
        },
      ],
    });
    expect(page.eventName).toBe('PAGE_VIEW_2');
    expect(page.payload).toMatchObject({pageType: 'product', resourceId: 'gid://shopify/Product/7'});
  });

  it('carries the shopper’s consent in Shopify’s terms', () => {
    const {shopify, sent} = sender();
    shopify.page(null, ANALYTICS_ONLY);
    expect(sent()).toHaveLength(1);
    expect(sent()[0].payload).toMatchObject({
      hasUserConsent: true,
      analyticsAllowed: true,
      marketingAllowed: false,
      saleOfDataAllowed: false,
      ccpaEnforced: true,
      gdprEnforced: true,
    });
  });

  it('sends a collection view only for a collection Shopify knows by id, and the search words', () => {
    const {shopify, sent} = sender();
    shopify.page({name: 'collection_viewed', data: {collection: {id: '', handle: 'all'}}}, GRANTED);
    shopify.page(
      {name: 'collection_viewed', data: {collection: {id: 'gid://shopify/Collection/3', handle: 'new'}}},
      GRANTED,
    );
    shopify.page({name: 'search_viewed', data: {searchTerm: 'jogger'}}, GRANTED);
    expect(sent().map((event) => event.eventName)).toEqual([
      'PAGE_VIEW_2',
      'COLLECTION_VIEW',
      'PAGE_VIEW_2',
      'SEARCH_VIEW',
      'PAGE_VIEW_2',
    ]);
    expect(sent()[1].payload).toMatchObject({
      collectionHandle: 'new',
      collectionId: 'gid://shopify/Collection/3',
    });
    expect(sent()[3].payload).toMatchObject({pageType: 'search', searchString: 'jogger'});
  });

  it('sends a bag add with the line’s product, variant, price and quantity', () => {
    const {shopify, sent} = sender();
    shopify.addToCart(
      {
        productId: 'gid://shopify/Product/7',
        variantId: 'gid://shopify/ProductVariant/71',
        title: 'Vcycled Legging',
        variantTitle: 'Olive / M',
        price: '88.0',
        quantity: 2,
        sku: 'VL-OL-M',
      },
      GRANTED,
    );
    expect(sent()).toEqual([
      {
        eventName: 'ADD_TO_CART',
        domain: 'alderline.myshopify.com',
        payload: expect.objectContaining({
          currency: 'GBP',
          totalValue: 176,
          products: [
            {
              productGid: 'gid://shopify/Product/7',
              variantGid: 'gid://shopify/ProductVariant/71',
              name: 'Vcycled Legging',
              variantName: 'Olive / M',
              brand: 'Alderline',
              price: '88.0',
              quantity: 2,
              sku: 'VL-OL-M',
            },
          ],
        }),
      },
    ]);
  });
});
