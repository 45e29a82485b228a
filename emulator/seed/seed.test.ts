import {describe, expect, it} from 'vitest';
import {generateCatalogue, getCatalogue} from './index';
import {toPricePoint} from './prices';
import {COUNTRY_CODES} from './types';

describe('seed catalogue', () => {
  const catalogue = getCatalogue(1);

  it('is deterministic per seed and memoised', () => {
    const again = generateCatalogue(1);
    expect(again.products.map((p) => [p.handle, p.variants.map((v) => v.inventory)])).toEqual(
      catalogue.products.map((p) => [p.handle, p.variants.map((v) => v.inventory)]),
    );
    expect(getCatalogue(1)).toBe(catalogue);
    expect(generateCatalogue(2).products.map((p) => p.handle)).not.toEqual(
      catalogue.products.map((p) => p.handle),
    );
  });

  it('builds at least 300 products in colour families with the tag vocabulary', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(300);
    const legging = catalogue.productsByHandle.get('womens-dreamknit-legging-black')!;
    expect(legging.tags).toEqual(
      expect.arrayContaining([
        'family::womens-dreamknit-legging',
        'family-group::womens-leggings',
        'gender::womens',
        'category::leggings',
      ]),
    );
    expect(legging.options[0]).toMatchObject({name: 'Color', values: ['Black']});
    for (const product of catalogue.products) {
      expect(product.variants.length).toBeGreaterThan(0);
      expect(product.variants.length).toBeLessThanOrEqual(20);
      expect(product.media.length).toBeLessThanOrEqual(10);
    }
    const allTags = new Set(catalogue.products.flatMap((p) => p.tags));
    for (const tag of [
      'back-in-stock-enabled',
      'findify-remove',
      'disable-quickadd',
      'noindex-intl',
      'gated::warehouse-sale',
      'badge::equipment-collection',
      'promotions::gwp',
    ]) {
      expect(allTags.has(tag), tag).toBe(true);
    }
    expect([...allTags].some((tag) => /^noindex-[a-z]{2}$/.test(tag))).toBe(true);
  });

  it('offers every option kind', () => {
    const values = (name: string) =>
      new Set(
        catalogue.products.flatMap((p) => p.options.filter((o) => o.name === name).flatMap((o) => o.values)),
      );
    expect(values('Size')).toEqual(expect.objectContaining({}));
    for (const size of ['XXXS', '3XL', 'ONS', '28', '38', 'M 4/W 5.5', 'M 13/W 14.5'])
      expect(values('Size').has(size), size).toBe(true);
    for (const length of ['Short', 'Regular', 'Long']) expect(values('Length').has(length)).toBe(true);
    for (const inseam of ['5', '7', '9', '28', '36']) expect(values('Inseam').has(inseam), inseam).toBe(true);
    expect(catalogue.products.find((p) => p.productType === 'Shoes')).toBeTruthy();
    const giftCard = catalogue.products.find((p) => p.isGiftCard)!;
    expect(giftCard.productType).toBe('Gift Card');
  });

  it('prices every market currency at retail price points', () => {
    for (const product of catalogue.products) {
      for (const variant of product.variants) {
        expect(variant.price.JPY % 100).toBe(0);
        if (variant.compareAtPrice) {
          for (const currency of Object.keys(variant.price) as (keyof typeof variant.price)[]) {
            expect(variant.price[currency]).toBeLessThan(variant.compareAtPrice[currency]);
          }
        }
      }
    }
    expect(toPricePoint(62.4, 'GBP')).toBe(60);
    expect(toPricePoint(67.2, 'EUR')).toBe(68);
    expect(toPricePoint(15190, 'JPY')).toBe(15200);
    expect(toPricePoint(12.3, 'USD')).toBe(12.5);
  });

  it('covers the 23 markets and the expected collections', () => {
    expect(catalogue.markets.map((m) => m.countryCode)).toEqual([...COUNTRY_CODES]);
    expect(catalogue.marketsByCountry.get('HK')).toMatchObject({currency: 'HKD', language: 'ZH_TW'});
    for (const handle of [
      'all',
      'new',
      'women',
      'men',
      'womens-leggings',
      'mens-shoes',
      'womens-sports-bras',
      'sale',
      'womens-sale',
      'mens-sale',
      'warehouse-sale',
    ]) {
      expect(catalogue.collectionsByHandle.get(handle)?.productIds.length, handle).toBeGreaterThan(0);
    }
    expect(catalogue.collectionsByHandle.get('mens-sports-bras')).toBeUndefined();
    expect(catalogue.collectionsByHandle.get('warehouse-sale')?.gatedTag).toBe('gated::warehouse-sale');
  });
});
