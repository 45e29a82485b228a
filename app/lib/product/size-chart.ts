import type {OptionKind} from './option-kinds';
import type {ProductTagInfo} from './tags';

/** How a product's sizes are written: letters (S, M), numbers (28, 30) or numbers with an inseam. */
type SizeKind = 'alpha' | 'num' | 'num_len';

export interface SizeChartType {
  gender: 'mens' | 'womens';
  category: string | null;
  kind: SizeKind;
  /** `womens-leggings-num_len`, the key a size guide is looked up by. */
  key: string;
}

const NUMERIC_SIZE = /^\d+(?:[.,]\d+)?$/;

/**
 * The size chart a product's size guide shows: its gender (from `gender::` tags), its
 * category when it has one, and how its sizes are written. Sizes are numeric only when all
 * of them are numbers; an Inseam option makes numeric sizes `num_len`. Products without a
 * gender or without sizes have no chart.
 */
export function sizeChartType(
  tags: Pick<ProductTagInfo, 'gender' | 'category'>,
  options: ReadonlyArray<{kind: OptionKind; values: readonly string[]}>,
): SizeChartType | null {
  const sizes = options.find((option) => option.kind === 'size')?.values ?? [];
  if (!tags.gender || sizes.length === 0) return null;
  const numeric = sizes.every((size) => NUMERIC_SIZE.test(size.trim()));
  const hasInseam = options.some((option) => option.kind === 'inseam');
  const kind: SizeKind = numeric ? (hasInseam ? 'num_len' : 'num') : 'alpha';
  const key = [tags.gender, tags.category, kind].filter(Boolean).join('-');
  return {gender: tags.gender, category: tags.category, kind, key};
}

/** Short size names and the key of their long, spoken form ("Extra Small"). */
const LONG_SIZE_NAMES = {
  XXXS: 'xxxs',
  XXS: 'xxs',
  XS: 'xs',
  S: 's',
  M: 'm',
  L: 'l',
  XL: 'xl',
  XXL: 'xxl',
  '2XL': 'xxl',
  XXXL: 'xxxl',
  '3XL': 'xxxl',
  ONS: 'ons',
  OS: 'ons',
  'ONE SIZE': 'ons',
  'XS/S': 'xsS',
  'S/M': 'sM',
  'M/L': 'mL',
  'L/XL': 'lXl',
} as const;

export type LongSizeName = (typeof LONG_SIZE_NAMES)[keyof typeof LONG_SIZE_NAMES];

/** The long name's key for a size value (`XS` → `xs`, read as "Extra Small"), or null for numbers and shoe sizes. */
export function longSizeName(size: string): LongSizeName | null {
  const normalized = size.trim().toUpperCase() as keyof typeof LONG_SIZE_NAMES;
  return LONG_SIZE_NAMES[normalized] ?? null;
}
