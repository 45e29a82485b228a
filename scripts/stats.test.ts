import {describe, expect, it} from 'vitest';
import {percentile} from './stats';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(percentile([7], 50)).toBe(7);
  });
  it('is NaN with no samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
