import {describe, expect, it} from 'vitest';
import {discountCodeFrom, parsePermalinkLines} from './links';

const variant = (id: string) => `gid://shopify/ProductVariant/${id}`;

describe('bag links', () => {
  it("reads Shopify's variant:quantity pairs, a bare variant as one", () => {
    expect(parsePermalinkLines('41007289663544:1,41007289696312:2,41007289696313')).toEqual({
      lines: [
        {merchandiseId: variant('41007289663544'), quantity: 1},
        {merchandiseId: variant('41007289696312'), quantity: 2},
        {merchandiseId: variant('41007289696313'), quantity: 1},
      ],
    });
  });

  it('adds up a variant named twice into one line', () => {
    expect(parsePermalinkLines('7:2,8:1,7:3')).toEqual({
      lines: [
        {merchandiseId: variant('7'), quantity: 5},
        {merchandiseId: variant('8'), quantity: 1},
      ],
    });
  });

  it.each([
    ['', 'malformed'],
    ['abc:1', 'malformed'],
    ['12:', 'malformed'],
    ['12:0', 'malformed'],
    ['12:-1', 'malformed'],
    ['12:1.5', 'malformed'],
    ['12:1:3', 'malformed'],
    ['12:1,', 'malformed'],
    ['gid://shopify/ProductVariant/12:1', 'malformed'],
    ['12:11', 'quantity'],
    ['12:6,12:5', 'quantity'],
    ['12:99999999999', 'malformed'],
    [Array.from({length: 1000}, (_, i) => `${i + 1}:1`).join(','), 'tooMany'],
  ])('refuses %j as %s', (raw, problem) => {
    expect(parsePermalinkLines(raw)).toEqual({problem});
  });

  it('takes a discount code as written, trimmed, and refuses what cannot be one', () => {
    expect(discountCodeFrom(' WELCOME10 ')).toBe('WELCOME10');
    expect(discountCodeFrom('')).toBeNull();
    expect(discountCodeFrom('   ')).toBeNull();
    expect(discountCodeFrom(null)).toBeNull();
    expect(discountCodeFrom('A'.repeat(256))).toBeNull();
    expect(discountCodeFrom('WELCOME\n10')).toBeNull();
  });
});
