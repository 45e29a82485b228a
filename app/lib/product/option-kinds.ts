/**
 * What each of a product's options is (its colour, its size, its inseam), told from data that
 * is the same in every language: the Storefront API names options and values in the market's
 * language ("Couleur", "サイズ"), so no rule may read a name. See decision 045.
 *
 * - colour: the option whose values carry Shopify's swatch (set for the options a merchant
 *   links to the colour attribute);
 * - size: the first other option whose values are all sizes, written as stores write them in
 *   every language (XS … 3XL, ONS, waist numbers, shoe sizes "M 8/W 9.5");
 * - inseam: a later option whose values are all lengths in numbers (5, 7, 30, 32").
 * Anything else (lengths in words, gift card amounts) is `other`.
 */
export type OptionKind = 'colour' | 'size' | 'inseam' | 'other';

const LETTER_SIZE = /^(?:[2-5]?X{0,3}[SML]|ONS|OS|ONE SIZE|(?:X?S|M|L)\/(?:S|M|X?L))$/i;
const NUMBER = /^\d+(?:[.,]\d+)?$/;
const LENGTH_NUMBER = /^\d+(?:[.,]\d+)?\s?(?:"|″|in|cm)?$/i;
const SHOE_SIZE = /^M\s?\d+(?:[.,]\d+)?\s?\/\s?W\s?\d+(?:[.,]\d+)?$/i;

const isSize = (value: string) => {
  const text = value.trim();
  return LETTER_SIZE.test(text) || NUMBER.test(text) || SHOE_SIZE.test(text);
};

/** An option as the Storefront gives it: its values, and whether they carry a swatch. */
export interface KindableOption {
  values: readonly string[];
  hasSwatch: boolean;
}

export function optionKinds(options: readonly KindableOption[]): OptionKind[] {
  const kinds: OptionKind[] = options.map(() => 'other');
  const colour = options.findIndex((option) => option.hasSwatch);
  if (colour >= 0) kinds[colour] = 'colour';
  const size = options.findIndex(
    (option, index) => index !== colour && option.values.length > 0 && option.values.every(isSize),
  );
  if (size < 0) return kinds;
  kinds[size] = 'size';
  const inseam = options.findIndex(
    (option, index) =>
      index > size &&
      index !== colour &&
      option.values.length > 0 &&
      option.values.every((value) => LENGTH_NUMBER.test(value.trim())),
  );
  if (inseam >= 0) kinds[inseam] = 'inseam';
  return kinds;
}
