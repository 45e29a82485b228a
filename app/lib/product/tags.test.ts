import {describe, expect, it} from 'vitest';
import {parseProductTags} from './tags';

describe('parseProductTags', () => {
  it('reads family, family group, gender and category from prefixed tags', () => {
    expect(
      parseProductTags([
        'family::womens-dreamknit-legging',
        'family-group::womens-leggings',
        'gender::womens',
        'category::leggings',
        'color::black',
      ]),
    ).toEqual({
      familyTag: 'womens-dreamknit-legging',
      familyGroupTag: 'womens-leggings',
      backInStockEnabled: false,
      findifyRemove: false,
      disableQuickadd: false,
      gender: 'womens',
      category: 'leggings',
    });
  });

  it('reads the flags the storefront acts on, whatever their case', () => {
    const info = parseProductTags(['Back-In-Stock-Enabled', 'findify-remove', ' disable-quickadd ']);
    expect(info.backInStockEnabled).toBe(true);
    expect(info.findifyRemove).toBe(true);
    expect(info.disableQuickadd).toBe(true);
  });

  it('does not confuse womens with mens, and ignores empty values', () => {
    expect(parseProductTags(['gender::womens']).gender).toBe('womens');
    expect(parseProductTags(['gender::mens']).gender).toBe('mens');
    expect(parseProductTags(['gender::unisex']).gender).toBeNull();
    expect(parseProductTags(['family::', 'family-group::  ']).familyTag).toBeNull();
  });

  it('keeps the first family tag when a product has two', () => {
    expect(parseProductTags(['family::a', 'family::b']).familyTag).toBe('a');
  });
});
