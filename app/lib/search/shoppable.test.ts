import {describe, expect, it} from 'vitest';
import {isShoppable} from '~/lib/search/shoppable';

const product = {tags: [] as string[], availableForSale: true, productType: 'Leggings'};

describe('isShoppable', () => {
  it('lists products for sale', () => {
    expect(isShoppable(product)).toBe(true);
  });

  it('never lists a product marked for removal, even for sale', () => {
    expect(isShoppable({...product, tags: ['findify-remove']})).toBe(false);
    expect(isShoppable({...product, productType: 'Gift Card', tags: ['findify-remove']})).toBe(false);
  });

  it('lists sold-out products only with back-in-stock sign-up, and gift cards always', () => {
    const soldOut = {...product, availableForSale: false};
    expect(isShoppable(soldOut)).toBe(false);
    expect(isShoppable({...soldOut, tags: ['back-in-stock-enabled']})).toBe(true);
    expect(isShoppable({...soldOut, productType: 'Gift Card'})).toBe(true);
  });

  it('reads lists without product types as products', () => {
    expect(isShoppable({tags: [], availableForSale: true})).toBe(true);
    expect(isShoppable({tags: ['back-in-stock-enabled', 'findify-remove'], availableForSale: false})).toBe(
      false,
    );
  });
});
