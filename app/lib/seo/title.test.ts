import {describe, expect, it} from 'vitest';
import {titleWithBrand} from './title';

describe('titleWithBrand', () => {
  it('adds the brand suffix', () => {
    expect(titleWithBrand('DreamKnit Legging')).toBe('DreamKnit Legging | Alderline');
  });
  it('leaves a title that already names the brand alone', () => {
    expect(titleWithBrand('Alderline | Activewear')).toBe('Alderline | Activewear');
    expect(titleWithBrand('About alderline')).toBe('About alderline');
  });
  it('falls back to the brand for an empty title', () => {
    expect(titleWithBrand('  ')).toBe('Alderline');
    expect(titleWithBrand(undefined)).toBe('Alderline');
  });
});
