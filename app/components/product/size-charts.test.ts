import {describe, expect, it} from 'vitest';
import {formatNumber} from '~/lib/i18n/format';
import {chartFor, formatMeasurement, inseamInUnit, inUnit} from './size-charts';

const english = (value: number) => formatNumber(value, 'en-GB');
const french = (value: number) => formatNumber(value, 'fr-FR');

describe('size guide measurements', () => {
  it('shows centimetres whole and inches to the half', () => {
    expect(inUnit(83, 'cm')).toBe(83);
    expect(inUnit(83, 'in')).toBe(32.5);
    expect(formatMeasurement([67, 72], 'in', english)).toBe('26.5–28.5');
  });

  it('writes measurements with the locale’s decimal sign', () => {
    expect(formatMeasurement([67, 72], 'in', french)).toBe('26,5–28,5');
    expect(formatMeasurement(83.4, 'cm', french)).toBe('83');
  });

  it('converts inseams given in inches', () => {
    expect(inseamInUnit('30', 'cm', english)).toBe('76');
    expect(inseamInUnit('7"', 'in', english)).toBe('7');
    expect(inseamInUnit('Regular', 'cm', english)).toBe('Regular');
  });

  it('picks the chart by gender, sizing and category', () => {
    const type = {gender: 'womens', category: 'leggings', kind: 'alpha', key: ''} as const;
    expect(chartFor(type).columns).toEqual(['chest', 'waist', 'hips']);
    expect(chartFor({...type, kind: 'num_len'}).columns).toEqual(['waist']);
    expect(chartFor({...type, category: 'shoes'}).columns).toEqual(['footLength']);
    expect(chartFor({...type, gender: 'mens'}).rows.XS).toBeDefined();
  });
});
