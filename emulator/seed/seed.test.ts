import {describe, expect, it} from 'vitest';
import {generateCatalogue, getCatalogue} from './index';
import {toPricePoint} from './prices';
import {bestSellingOrder, SHOP_WINDOW_BEST_SELLERS, sizesInStock} from './stock';
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

  it('stocks the shop window in two sizes and keeps sold-out products further down', () => {
    const soldOut = (p: (typeof catalogue.products)[number]) => p.variants.every((v) => !v.availableForSale);
    const partly = (p: (typeof catalogue.products)[number]) =>
      !soldOut(p) && p.variants.some((v) => !v.availableForSale);
    const bestSellers = bestSellingOrder(catalogue.products);
    const window = bestSellers.slice(0, SHOP_WINDOW_BEST_SELLERS);
    const firsts = catalogue.collections.map((c) => catalogue.productsById.get(c.productIds[0])!);
    for (const product of [...window, ...firsts]) {
      const sizes = product.options.find((o) => o.name === 'Size')?.values.length ?? 1;
      expect(sizesInStock(product), product.handle).toBeGreaterThanOrEqual(Math.min(2, sizes));
    }
    // The home page's first product was sold out in every size before the shop window was stocked.
    expect(soldOut(catalogue.productsByHandle.get('mens-blissblend-hoodie-black')!)).toBe(false);
    expect(bestSellers.slice(SHOP_WINDOW_BEST_SELLERS).some(soldOut)).toBe(true);
    expect(bestSellers.slice(SHOP_WINDOW_BEST_SELLERS).some(partly)).toBe(true);
    for (const handle of ['all', 'women', 'men']) {
      const members = catalogue.collectionsByHandle
        .get(handle)!
        .productIds.map((id) => catalogue.productsById.get(id)!);
      expect(members.slice(1).some(soldOut), handle).toBe(true);
    }
  });
});
