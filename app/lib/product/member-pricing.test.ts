import {describe, expect, it} from 'vitest';
import {cardMemberPrice, discountedAmount} from './member-pricing';

describe('discountedAmount', () => {
  it('takes the percentage off in the currency’s minor unit', () => {
    expect(discountedAmount('68.0', 30)).toBe('47.60');
    expect(discountedAmount('108', 30)).toBe('75.60');
    expect(discountedAmount('9800', 20, 0)).toBe('7840');
  });

  it('rounds the amount taken off half up, as the cart does, never by floating point', () => {
    // 10 % of 12.35 is 1.235: 1.24 off, not 1.23 (12.35 × 0.9 is 11.114999… in floating point).
    expect(discountedAmount('12.35', 10)).toBe('11.11');
    expect(discountedAmount('0.05', 10)).toBe('0.04');
  });
});

describe('cardMemberPrice', () => {
  const price = {amount: '108.0', currencyCode: 'USD'};
  const values = 'gated::warehouse-sale::30,influencer::20';

  it('is the first pair the shopper’s tags name, with its kind', () => {
    expect(cardMemberPrice(price, values, ['gated::warehouse-sale'], 2)).toEqual({
      amount: '75.60',
      currencyCode: 'USD',
      percentage: 30,
      kind: 'gated',
    });
    expect(cardMemberPrice(price, values, ['Influencer', 'gated::influencer'], 2)).toMatchObject({
      amount: '86.40',
      kind: 'member',
    });
  });

  it('is null for guests, products without values and tags the values do not name', () => {
    expect(cardMemberPrice(price, values, [], 2)).toBeNull();
    expect(cardMemberPrice(price, null, ['gated::warehouse-sale'], 2)).toBeNull();
    expect(cardMemberPrice(price, values, ['vip'], 2)).toBeNull();
    expect(cardMemberPrice({amount: '0', currencyCode: 'USD'}, values, ['vip'], 2)).toBeNull();
  });
});
