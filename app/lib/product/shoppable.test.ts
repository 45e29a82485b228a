import {describe, expect, it} from 'vitest';
import {isShoppable, shoppableOnly} from './shoppable';

describe('isShoppable', () => {
  it('keeps products that can be bought', () => {
    expect(isShoppable({tags: [], availableForSale: true})).toBe(true);
  });

  it('keeps sold-out products shoppers can ask to hear about', () => {
    expect(isShoppable({tags: ['back-in-stock-enabled'], availableForSale: false})).toBe(true);
  });

  it('drops sold-out products without back in stock', () => {
    expect(isShoppable({tags: [], availableForSale: false})).toBe(false);
  });

  it('drops products removed from search, even when available', () => {
    expect(isShoppable({tags: ['findify-remove'], availableForSale: true})).toBe(false);
    expect(isShoppable({tags: ['findify-remove', 'back-in-stock-enabled'], availableForSale: false})).toBe(
      false,
    );
  });

  it('filters a list, keeping its order', () => {
    const list = [
      {id: 1, tags: [], availableForSale: true},
      {id: 2, tags: ['findify-remove'], availableForSale: true},
      {id: 3, tags: ['back-in-stock-enabled'], availableForSale: false},
    ];
    expect(shoppableOnly(list).map((product) => product.id)).toEqual([1, 3]);
  });
});
