import {describe, expect, it} from 'vitest';
import {productHitToCard} from './product-card';

describe('productHitToCard', () => {
  it('maps a hit to the product card fields, in the hit currency', () => {
    expect(
      productHitToCard(
        {
          objectID: '1001',
          handle: 'dreamknit-legging-black',
          title: 'DreamKnit Legging',
          price: 68.5,
          compare_at_price: null,
          currency: 'GBP',
          image: 'http://127.0.0.1:4100/images/a.svg',
        },
        'USD',
      ),
    ).toEqual({
      id: 'gid://shopify/Product/1001',
      handle: 'dreamknit-legging-black',
      title: 'DreamKnit Legging',
      featuredImage: {url: 'http://127.0.0.1:4100/images/a.svg', altText: 'DreamKnit Legging'},
      priceRange: {minVariantPrice: {amount: '68.5', currencyCode: 'GBP'}},
      compareAtPriceRange: {minVariantPrice: {amount: '0', currencyCode: 'GBP'}},
    });
  });

  it('falls back to the market currency', () => {
    const card = productHitToCard({objectID: '1', handle: 'h', title: 'T', price: 10}, 'EUR');
    expect(card.priceRange.minVariantPrice).toEqual({amount: '10', currencyCode: 'EUR'});
    expect(card.featuredImage).toBeNull();
  });

  it('gives a shopper whose tags the hit’s discount values name the member price', () => {
    const hit = {
      objectID: '7',
      handle: 'vcycled-legging',
      title: 'VCycled Legging',
      price: 108,
      currency: 'USD',
      meta: {custom: {gated_discount: 'gated::warehouse-sale::30,influencer::20'}},
    };
    expect(productHitToCard(hit, 'USD', ['gated::warehouse-sale']).memberPrice).toEqual({
      amount: '75.60',
      currencyCode: 'USD',
      percentage: 30,
      kind: 'gated',
    });
    expect(productHitToCard(hit, 'USD', []).memberPrice).toBeUndefined();
  });
});
