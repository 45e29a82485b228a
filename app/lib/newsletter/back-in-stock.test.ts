import {describe, expect, it} from 'vitest';
import {catalogVariantId} from './back-in-stock';

describe('catalogVariantId', () => {
  it.each([
    'C45000000000001',
    '45000000000001',
    'gid://shopify/ProductVariant/45000000000001',
    '$shopify:::$default:::45000000000001',
  ])('reads %s', (value) => {
    expect(catalogVariantId(value)).toBe('$shopify:::$default:::45000000000001');
  });

  it.each([undefined, 42, '', 'C', 'Cabc', 'gid://shopify/Product/1', '1; DROP'])('refuses %j', (value) => {
    expect(catalogVariantId(value)).toBeNull();
  });
});
