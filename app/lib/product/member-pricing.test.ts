import {describe, expect, it} from 'vitest';
import {discountForTags, discountedAmount, parseTagDiscounts} from './member-pricing';

describe('parseTagDiscounts', () => {
  it('reads tag::percentage pairs, tags that contain :: included', () => {
    expect(parseTagDiscounts('gated::warehouse-sale::30, influencer::20')).toEqual([
      {tag: 'gated::warehouse-sale', percentage: 30},
      {tag: 'influencer', percentage: 20},
    ]);
  });

  it('skips malformed entries', () => {
    expect(parseTagDiscounts('nothing,::10,vip::abc,vip::0,vip::150,ok::5')).toEqual([
      {tag: 'ok', percentage: 5},
    ]);
    expect(parseTagDiscounts(null)).toEqual([]);
  });
});

describe('discountForTags', () => {
  const discounts = parseTagDiscounts('gated::warehouse-sale::30,influencer::20');

  it('applies the first pair the customer has', () => {
    expect(discountForTags(discounts, ['influencer', 'gated::warehouse-sale'])).toEqual({
      tag: 'gated::warehouse-sale',
      percentage: 30,
    });
    expect(discountForTags(discounts, ['Influencer'])?.percentage).toBe(20);
  });

  it('applies nothing to guests and other customers', () => {
    expect(discountForTags(discounts, [])).toBeNull();
    expect(discountForTags(discounts, ['community-member'])).toBeNull();
  });
});

describe('discountedAmount', () => {
  it('takes the percentage off in the currency’s minor unit', () => {
    expect(discountedAmount('68.0', 30)).toBe('47.60');
    expect(discountedAmount('9800', 20, 0)).toBe('7840');
  });
});
