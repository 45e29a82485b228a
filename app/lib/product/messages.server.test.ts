import {describe, expect, it} from 'vitest';
import {productMessages, splitFirstScreenTexts} from './messages.server';
import type {ProductView} from './types';

const product = (overrides: Partial<ProductView>): ProductView =>
  ({
    options: [
      {name: 'Color', kind: 'colour', values: [{value: 'Black'}]},
      {name: 'Size', kind: 'size', values: [{value: 'XS'}, {value: 'M'}]},
    ],
    gallery: {items: [{kind: 'image'}]},
    backInStockEnabled: false,
    sizeChart: null,
    memberPrice: null,
    details: {fitNote: 3, scales: []},
    ...overrides,
  }) as unknown as ProductView;

describe('productMessages', () => {
  it('sends the names of the product’s own sizes and its fit note', () => {
    const bundle = productMessages('en-GB', product({}));
    expect(bundle['product.sizeNames.xs']).toBe('Extra small');
    expect(bundle['product.sizeNames.m']).toBe('Medium');
    expect(bundle).not.toHaveProperty('product.sizeNames.xl');
    expect(bundle['product.details.fitNotes.3']).toBe('True to size');
    expect(bundle).not.toHaveProperty(['product.details.fitNotes.1']);
  });

  it('names sizes in the shopper’s language in every market that is not English', () => {
    const sized = product({
      options: [
        {
          name: 'Size',
          kind: 'size',
          values: ['XXXS', 'XS', 'S', 'M', 'L', 'XL', '3XL', 'ONS', 'S/M'].map((value) => ({value})),
        },
      ],
    } as Partial<ProductView>);
    const english = productMessages('en-US', sized);
    for (const locale of ['de-DE', 'fr-FR', 'nl-NL', 'es-ES', 'pt-PT', 'ja-JP', 'zh-HK', 'ar-AE']) {
      const local = productMessages(locale, sized);
      const names = Object.keys(english).filter((key) => key.startsWith('product.sizeNames.'));
      expect(names).toHaveLength(9);
      for (const key of names as Array<keyof typeof english>) {
        expect(local[key], `${locale} ${key}`).not.toBe(english[key]);
      }
    }
  });

  it('leaves out the texts of parts the product does not have', () => {
    const bundle = productMessages('en-GB', product({}));
    for (const key of [
      'product.backInStock.title',
      'product.sizeGuide.open',
      'product.gallery.watchVideo',
      'product.memberPrice',
    ]) {
      expect(bundle).not.toHaveProperty([key]);
    }
    expect(bundle['product.addToBag']).toBe('Add to bag');
  });

  it('sends them when it has them, in the market’s language', () => {
    const bundle = productMessages(
      'fr-FR',
      product({
        backInStockEnabled: true,
        sizeChart: {gender: 'womens', category: null, kind: 'alpha', key: 'womens-alpha'},
        memberPrice: {percentage: 20, kind: 'member'},
        gallery: {items: [{kind: 'video'}]} as ProductView['gallery'],
      }),
    );
    expect(bundle['product.backInStock.button']).toBe('Me prévenir');
    expect(bundle['product.sizeGuide.open']).toBe('Guide des tailles');
    expect(bundle['product.gallery.watchVideo']).toBe('Voir la vidéo');
    expect(bundle['product.memberPrice']).toBe('Prix membre');
  });

  it('splits them between the page and the purchase column; the lists’ and the fit note’s are neither’s', () => {
    const {page, column} = splitFirstScreenTexts(
      productMessages(
        'de-DE',
        product({sizeChart: {gender: 'womens', category: null, kind: 'alpha', key: 'k'}}),
      ),
    );
    expect(Object.keys(page).sort()).toEqual(
      [
        'product.breadcrumbs',
        'product.home',
        'product.loading',
        'product.gallery.label',
        'product.gallery.item',
        'product.reviews.title',
        'product.reviews.loading',
        'product.recentlyViewed',
      ].sort(),
    );
    expect(column['product.addToBag']).toBe('In den Warenkorb');
    expect(column).toHaveProperty(['product.sizeNames.xs']);
    expect(column).toHaveProperty(['product.sizeGuide.open']);
    expect(column).toHaveProperty(['product.reviews.rating']);
    for (const bundle of [page, column]) {
      expect(bundle).not.toHaveProperty(['product.details.fitNotes.3']);
      expect(bundle).not.toHaveProperty(['product.related']);
      expect(bundle).not.toHaveProperty(['product.colours']);
    }
  });
});
