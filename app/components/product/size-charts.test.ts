import {describe, expect, it} from 'vitest';
import {chartFor, formatMeasurement, inseamInUnit, inUnit} from './size-charts';

describe('size guide measurements', () => {
  it('shows centimetres whole and inches to the half', () => {
    expect(inUnit(83, 'cm')).toBe('83');
    expect(inUnit(83, 'in')).toBe('32.5');
    expect(formatMeasurement([67, 72], 'in')).toBe('26.5–28.5');
  });

  it('converts inseams given in inches', () => {
    expect(inseamInUnit('30', 'cm')).toBe('76');
    expect(inseamInUnit('7"', 'in')).toBe('7');
  });

  it('picks the chart by gender, sizing and category', () => {
    const type = {gender: 'womens', category: 'leggings', kind: 'alpha', key: ''} as const;
    expect(chartFor(type).columns).toEqual(['chest', 'waist', 'hips']);
    expect(chartFor({...type, kind: 'num_len'}).columns).toEqual(['waist']);
    expect(chartFor({...type, category: 'shoes'}).columns).toEqual(['footLength']);
    expect(chartFor({...type, gender: 'mens'}).rows.XS).toBeDefined();
  });
});
