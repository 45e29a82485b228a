import type {OptionKind} from './option-kinds';

/**
 * Variant selection over the product page's view model. The page's address holds the
 * shopper's choices the way Hydrogen writes them (`?Color=Black&Size=M`, in the names the
 * market's language gives the options, read on the server with `getSelectedProductOptions`).
 * The colour option and options with a single value are chosen for the shopper; the variant
 * is the first one whose options all match the choices, or none until every option is chosen.
 */

interface OptionValueView {
  value: string;
  /** Swatch colour (CSS) or image URL for colour values. */
  swatchColor?: string;
  swatchImage?: string;
}

export interface OptionView {
  /** In the market's language, as the Storefront names it. */
  name: string;
  /** What the option is, whatever its name (see option-kinds.ts). */
  kind: OptionKind;
  values: OptionValueView[];
}

export interface VariantView {
  /** Storefront global id (`gid://shopify/ProductVariant/…`). */
  id: string;
  sku: string;
  /** Option values in the order of the product's options. */
  options: string[];
  available: boolean;
  price: string;
  compareAtPrice: string | null;
}

/** Option name → chosen value. */
export type Selection = Record<string, string>;

/**
 * The choices an address names: only known options and values (a value matched
 * case-insensitively becomes the product's own spelling); anything else is ignored.
 */
export function selectionFromParams(
  options: readonly OptionView[],
  params: ReadonlyArray<{name: string; value: string}>,
): Selection {
  const selection: Selection = {};
  for (const {name, value} of params) {
    const option = options.find((candidate) => candidate.name === name);
    const match = option?.values.find(
      (candidate) => candidate.value.toLowerCase() === value.trim().toLowerCase(),
    );
    if (option && match && !(name in selection)) selection[name] = match.value;
  }
  return selection;
}

function matches(variant: VariantView, options: readonly OptionView[], selection: Selection, skip = -1) {
  return options.every(
    (option, index) =>
      index === skip || !(option.name in selection) || variant.options[index] === selection[option.name],
  );
}

/**
 * Adds the choices made for the shopper: the colour option (its first value with a variant
 * for sale, else its first value) and every option with a single value.
 */
export function withPreselection(
  options: readonly OptionView[],
  variants: readonly VariantView[],
  selection: Selection,
): Selection {
  const result: Selection = {...selection};
  options.forEach((option, index) => {
    if (option.name in result || option.values.length === 0) return;
    if (option.values.length === 1) {
      result[option.name] = option.values[0].value;
    } else if (option.kind === 'colour') {
      const forSale = option.values.find((value) =>
        variants.some((variant) => variant.available && variant.options[index] === value.value),
      );
      result[option.name] = (forSale ?? option.values[0]).value;
    }
  });
  return result;
}

/** The first variant whose options all match the selection; null while an option is unchosen. */
export function selectedVariant<Variant extends VariantView>(
  options: readonly OptionView[],
  variants: readonly Variant[],
  selection: Selection,
): Variant | null {
  if (!options.every((option) => option.name in selection)) return null;
  return variants.find((variant) => matches(variant, options, selection)) ?? null;
}

export interface OptionValueState {
  /** Some variant has this value together with the other chosen values. */
  exists: boolean;
  /** …and one of them is for sale. */
  available: boolean;
}

/** For one option value: whether picking it (keeping the other choices) leads to a variant, and one for sale. */
export function optionValueState(
  options: readonly OptionView[],
  variants: readonly VariantView[],
  selection: Selection,
  optionIndex: number,
  value: string,
): OptionValueState {
  const candidates = variants.filter(
    (variant) => variant.options[optionIndex] === value && matches(variant, options, selection, optionIndex),
  );
  return {exists: candidates.length > 0, available: candidates.some((variant) => variant.available)};
}

/**
 * The query string after choosing `value` for `option`: other parameters (collection,
 * queryId) are kept, so the choice survives a reload and going back.
 */
export function searchWithChoice(search: string, option: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(option, value);
  return `?${params.toString()}`;
}
