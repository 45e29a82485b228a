import {describe, expect, it} from 'vitest';
import {getMarket} from '@markets';
import {textNeeds} from './messages.server';
import {productPart, purchasePart, purchasePartSrc} from './parts.server';
import type {ProductView} from './types';

const product = {
  options: [
    {name: 'Color', values: [{value: 'Black'}]},
    {name: 'Size', values: [{value: 'XS'}, {value: 'M'}, {value: 'L'}]},
    {name: 'Fabric weight', values: [{value: 'Light'}]},
  ],
  gallery: {items: [{kind: 'video'}]},
  backInStockEnabled: true,
  sizeChart: {gender: 'womens', category: null, kind: 'alpha', key: 'womens-alpha'},
  memberPrice: null,
  details: {fitNote: 2, scales: []},
} as unknown as ProductView;

const context = (country: 'FR' | 'US') => ({market: getMarket(country), env: {}});

describe('the purchase column’s part', () => {
  it('is the same from its address as the page rendered it, so the column hydrates with the texts it shows', () => {
    for (const country of ['FR', 'US'] as const) {
      const needs = textNeeds(product);
      const src = new URL(purchasePartSrc('/x', needs), 'https://shop.test');
      expect(src.pathname).toBe('/x/api/product-parts/purchase');
      expect(productPart(context(country), 'purchase', src.searchParams)).toEqual(
        purchasePart(context(country), needs),
      );
    }
  });

  it('carries the market’s texts for the product’s parts, its placements and length unit', () => {
    const part = purchasePart(context('FR'), textNeeds(product));
    expect(part.messages['product.backInStock.button']).toBe('Me prévenir');
    expect(part.messages).not.toHaveProperty(['product.memberPrice']);
    expect(part.messages).not.toHaveProperty(['product.gallery.watchVideo']);
    expect(part.lengthUnit).toBe('cm');
    expect(purchasePart(context('US'), textNeeds(product)).widgets.afterpay).toMatchObject({locale: 'en_US'});
  });

  it('is not found for an address naming a size or part no product has, or anything else', () => {
    for (const query of ['sizes=giant', 'has=sizeGuide,everything', 'sizes=m&options=Size', 'sizes=m&x=1']) {
      expect(productPart(context('FR'), 'purchase', new URLSearchParams(query))).toBeNull();
    }
  });
});
