import {describe, expect, it} from 'vitest';
import {discountedAmount} from './member-pricing';

describe('discountedAmount', () => {
  it('takes the percentage off in the currency’s minor unit', () => {
    expect(discountedAmount('68.0', 30)).toBe('47.60');
    expect(discountedAmount('9800', 20, 0)).toBe('7840');
  });
});
