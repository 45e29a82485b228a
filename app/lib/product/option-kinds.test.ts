import {describe, expect, it} from 'vitest';
import {optionKinds} from './option-kinds';

const option = (values: string[], hasSwatch = false) => ({values, hasSwatch});

describe('optionKinds', () => {
  it('tells colour, size and length apart in any language', () => {
    expect(
      optionKinds([
        option(['Noir'], true),
        option(['XS', 'S', 'M', 'L', 'XL']),
        option(['Court', 'Standard', 'Long']),
      ]),
    ).toEqual(['colour', 'size', 'other']);
    expect(
      optionKinds([option(['ブラック'], true), option(['S', 'M']), option(['ショート', 'ロング'])]),
    ).toEqual(['colour', 'size', 'other']);
  });

  it('takes the first numeric option for waist sizes and a later one for the inseam', () => {
    expect(
      optionKinds([option(['Black'], true), option(['28', '30', '32']), option(['30', '32', '34'])]),
    ).toEqual(['colour', 'size', 'inseam']);
    expect(optionKinds([option(['Sage'], true), option(['XS', 'S']), option(['5"', '7"', '9"'])])).toEqual([
      'colour',
      'size',
      'inseam',
    ]);
  });

  it('knows shoe sizes, one size and doubled sizes', () => {
    expect(optionKinds([option(['M 8/W 9.5', 'M 9/W 10.5'])])).toEqual(['size']);
    expect(optionKinds([option(['Natural'], true), option(['ONS'])])).toEqual(['colour', 'size']);
    expect(optionKinds([option(['XS/S', 'M/L', '2XL', '3XL'])])).toEqual(['size']);
  });

  it('calls a gift card’s amounts and options without sizes other', () => {
    expect(optionKinds([option(['$25', '$50', '$100'])])).toEqual(['other']);
    expect(optionKinds([option(['Court', 'Long'])])).toEqual(['other']);
    expect(optionKinds([])).toEqual([]);
  });
});
