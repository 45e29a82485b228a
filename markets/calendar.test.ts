import {describe, expect, it} from 'vitest';
import {lengthUnitFor, weekStartFor, weekStartForCountry} from './calendar';
import {getMarket} from './markets';

describe('weekStartFor', () => {
  it('starts on Sunday by default, Monday in most of Europe, Saturday in the Middle East', () => {
    expect(weekStartFor(getMarket('US'))).toBe(0);
    expect(weekStartFor(getMarket('JP'))).toBe(0);
    expect(weekStartFor(getMarket('GB'))).toBe(1);
    expect(weekStartFor(getMarket('DE'))).toBe(1);
    expect(weekStartFor(getMarket('AE'))).toBe(6);
    expect(weekStartForCountry('PT')).toBe(0);
  });
});

describe('lengthUnitFor', () => {
  it('is inches in the US and centimetres elsewhere', () => {
    expect(lengthUnitFor(getMarket('US'))).toBe('in');
    expect(lengthUnitFor(getMarket('CA'))).toBe('cm');
  });
});
