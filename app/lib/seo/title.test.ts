import {describe, expect, it} from 'vitest';
import {titleWithBrand} from './title';

describe('titleWithBrand', () => {
  it('adds the brand suffix', () => {
    expect(titleWithBrand('DreamKnit Legging')).toBe('DreamKnit Legging | Alderline');
  });
  it('leaves a title that already ends with the brand alone', () => {
    expect(titleWithBrand('Activewear | Alderline')).toBe('Activewear | Alderline');
    expect(titleWithBrand('About alderline')).toBe('About alderline');
  });
  it('still adds the suffix when the brand only starts or sits inside the title', () => {
    expect(titleWithBrand('Alderline Jogger')).toBe('Alderline Jogger | Alderline');
    expect(titleWithBrand('The Alderline Edit 2026')).toBe('The Alderline Edit 2026 | Alderline');
  });
  it('falls back to the brand for an empty title', () => {
    expect(titleWithBrand('  ')).toBe('Alderline');
    expect(titleWithBrand(undefined)).toBe('Alderline');
  });
});
