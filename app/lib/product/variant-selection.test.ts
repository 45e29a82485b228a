import {describe, expect, it} from 'vitest';
import {
  optionValueState,
  searchWithChoice,
  selectedVariant,
  selectionFromParams,
  withPreselection,
  type OptionView,
  type VariantView,
} from './variant-selection';

const options: OptionView[] = [
  {name: 'Color', kind: 'colour', values: [{value: 'Black'}]},
  {name: 'Size', kind: 'size', values: [{value: 'S'}, {value: 'M'}, {value: 'L'}]},
  {name: 'Length', kind: 'other', values: [{value: 'Short'}, {value: 'Regular'}]},
];

const variant = (id: string, size: string, length: string, available = true): VariantView => ({
  id,
  sku: id,
  options: ['Black', size, length],
  available,
  price: '68.0',
  compareAtPrice: null,
});

const variants = [
  variant('1', 'S', 'Short'),
  variant('2', 'S', 'Regular', false),
  variant('3', 'M', 'Short'),
  variant('4', 'M', 'Regular'),
  // L comes in Regular only, and is sold out.
  variant('5', 'L', 'Regular', false),
];

describe('selectionFromParams', () => {
  it('keeps known options and values, in the product’s spelling', () => {
    expect(
      selectionFromParams(options, [
        {name: 'Size', value: 'm'},
        {name: 'collection', value: 'women'},
        {name: 'Length', value: 'Extra long'},
      ]),
    ).toEqual({Size: 'M'});
  });

  it('takes the first value when an option is repeated', () => {
    expect(
      selectionFromParams(options, [
        {name: 'Size', value: 'S'},
        {name: 'Size', value: 'L'},
      ]),
    ).toEqual({Size: 'S'});
  });
});

describe('withPreselection', () => {
  it('chooses Color and single-value options, never a multi-value size', () => {
    expect(withPreselection(options, variants, {})).toEqual({Color: 'Black'});
  });

  it('keeps what the shopper chose', () => {
    expect(withPreselection(options, variants, {Size: 'L'})).toEqual({Color: 'Black', Size: 'L'});
  });

  it('preselects the colour option by its kind, whatever the language names it', () => {
    const couleurs: OptionView[] = [
      {name: 'Couleur', kind: 'colour', values: [{value: 'Noir'}, {value: 'Sauge'}]},
      {name: 'Taille', kind: 'size', values: [{value: 'S'}, {value: 'M'}]},
    ];
    const french = [{...variant('1', '', ''), options: ['Noir', 'S']}];
    expect(withPreselection(couleurs, french, {})).toEqual({Couleur: 'Noir'});
  });

  it('preselects the first colour that is for sale when there are several', () => {
    const colours: OptionView[] = [
      {name: 'Color', kind: 'colour', values: [{value: 'Black'}, {value: 'Sage'}]},
    ];
    const sold = [
      {...variant('1', '', ''), options: ['Black'], available: false},
      {...variant('2', '', ''), options: ['Sage']},
    ];
    expect(withPreselection(colours, sold, {})).toEqual({Color: 'Sage'});
  });
});

describe('selectedVariant', () => {
  it('is none until every option is chosen', () => {
    expect(selectedVariant(options, variants, {Color: 'Black', Size: 'M'})).toBeNull();
  });

  it('is the first variant whose options all match', () => {
    expect(selectedVariant(options, variants, {Color: 'Black', Size: 'M', Length: 'Regular'})?.id).toBe('4');
  });

  it('is none when no variant has that combination', () => {
    expect(selectedVariant(options, variants, {Color: 'Black', Size: 'L', Length: 'Short'})).toBeNull();
  });

  it('is the first of two identical variants', () => {
    const twins = [variant('a', 'S', 'Short'), variant('b', 'S', 'Short')];
    expect(selectedVariant(options, twins, {Color: 'Black', Size: 'S', Length: 'Short'})?.id).toBe('a');
  });
});

describe('optionValueState', () => {
  const selection = {Color: 'Black', Length: 'Short'};

  it('marks combinations that exist and are for sale', () => {
    expect(optionValueState(options, variants, selection, 1, 'S')).toEqual({exists: true, available: true});
  });

  it('marks combinations that do not exist', () => {
    expect(optionValueState(options, variants, selection, 1, 'L')).toEqual({exists: false, available: false});
  });

  it('marks combinations that exist but are sold out', () => {
    expect(optionValueState(options, variants, {Color: 'Black', Length: 'Regular'}, 1, 'L')).toEqual({
      exists: true,
      available: false,
    });
  });

  it('ignores the option’s own current choice', () => {
    expect(optionValueState(options, variants, {...selection, Size: 'S'}, 1, 'M').exists).toBe(true);
  });
});

describe('searchWithChoice', () => {
  it('sets the option and keeps the other parameters', () => {
    expect(searchWithChoice('?collection=women&Size=S', 'Size', 'M')).toBe('?collection=women&Size=M');
    expect(searchWithChoice('', 'Length', 'Short')).toBe('?Length=Short');
  });
});
