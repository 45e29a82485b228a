import {describe, expect, it} from 'vitest';
import {longSizeName, sizeChartType} from './size-chart';

const KINDS = {Color: 'colour', Size: 'size', Inseam: 'inseam'} as const;
const option = (name: keyof typeof KINDS, ...values: string[]) => ({kind: KINDS[name], values});

describe('sizeChartType', () => {
  it('is alpha for letter sizes', () => {
    expect(
      sizeChartType({gender: 'womens', category: 'tees'}, [
        option('Color', 'Black'),
        option('Size', 'S', 'M'),
      ]),
    ).toEqual({gender: 'womens', category: 'tees', kind: 'alpha', key: 'womens-tees-alpha'});
  });

  it('is num when every size is a number', () => {
    expect(
      sizeChartType({gender: 'mens', category: 'joggers'}, [option('Size', '28', '30', '32')])?.key,
    ).toBe('mens-joggers-num');
  });

  it('is num_len for numeric sizes with an inseam option', () => {
    expect(
      sizeChartType({gender: 'mens', category: 'joggers'}, [
        option('Size', '30', '32'),
        option('Inseam', '30'),
      ])?.kind,
    ).toBe('num_len');
  });

  it('stays alpha when only some sizes are numbers', () => {
    expect(sizeChartType({gender: 'womens', category: null}, [option('Size', '28', 'M')])?.key).toBe(
      'womens-alpha',
    );
  });

  it('leaves the category out when the product has none', () => {
    expect(sizeChartType({gender: 'womens', category: null}, [option('Size', 'S')])?.key).toBe(
      'womens-alpha',
    );
  });

  it('has no chart without a gender or without sizes', () => {
    expect(sizeChartType({gender: null, category: 'tees'}, [option('Size', 'S')])).toBeNull();
    expect(sizeChartType({gender: 'mens', category: 'tees'}, [option('Color', 'Black')])).toBeNull();
  });
});

describe('longSizeName', () => {
  it('names letter sizes and one size', () => {
    expect(longSizeName('XS')).toBe('xs');
    expect(longSizeName('s/m')).toBe('sM');
    expect(longSizeName('ONS')).toBe('ons');
    expect(longSizeName('2XL')).toBe('xxl');
  });

  it('has no long name for numbers and shoe sizes', () => {
    expect(longSizeName('30')).toBeNull();
    expect(longSizeName('M 9/W 10.5')).toBeNull();
  });
});
