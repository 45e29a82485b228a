import type {LengthUnit} from '@markets';
import type {SizeChartType} from '~/lib/product/size-chart';

/**
 * Body measurements behind the size guide, in centimetres, per gender and way of writing
 * sizes. A product's guide shows the rows for its own sizes, in the market's unit.
 */
type Measurement = 'chest' | 'waist' | 'hips' | 'inseam' | 'footLength';

interface Chart {
  columns: Measurement[];
  /** Size → a value or [from, to] per column, in centimetres. */
  rows: Record<string, Array<number | [number, number]>>;
}

const WOMENS_ALPHA: Chart = {
  columns: ['chest', 'waist', 'hips'],
  rows: {
    XXXS: [
      [71, 75],
      [55, 59],
      [80, 84],
    ],
    XXS: [
      [75, 79],
      [59, 63],
      [84, 88],
    ],
    XS: [
      [79, 83],
      [63, 67],
      [88, 92],
    ],
    S: [
      [83, 88],
      [67, 72],
      [92, 97],
    ],
    M: [
      [88, 93],
      [72, 77],
      [97, 102],
    ],
    L: [
      [93, 99],
      [77, 83],
      [102, 108],
    ],
    XL: [
      [99, 105],
      [83, 89],
      [108, 114],
    ],
    XXL: [
      [105, 112],
      [89, 96],
      [114, 121],
    ],
    '2XL': [
      [105, 112],
      [89, 96],
      [114, 121],
    ],
    '3XL': [
      [112, 119],
      [96, 103],
      [121, 128],
    ],
  },
};

const MENS_ALPHA: Chart = {
  columns: ['chest', 'waist', 'hips'],
  rows: {
    XS: [
      [84, 89],
      [69, 74],
      [84, 89],
    ],
    S: [
      [89, 96],
      [74, 81],
      [89, 96],
    ],
    M: [
      [96, 104],
      [81, 89],
      [96, 104],
    ],
    L: [
      [104, 112],
      [89, 97],
      [104, 112],
    ],
    XL: [
      [112, 120],
      [97, 105],
      [112, 120],
    ],
    XXL: [
      [120, 128],
      [105, 113],
      [120, 128],
    ],
    '2XL': [
      [120, 128],
      [105, 113],
      [120, 128],
    ],
    '3XL': [
      [128, 136],
      [113, 121],
      [128, 136],
    ],
  },
};

/** Waist sizes are inches at the waist. */
const waistRows = () =>
  Object.fromEntries(
    [24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 40].map((inches) => [
      String(inches),
      [Math.round(inches * 2.54)],
    ]),
  );

const NUMERIC: Chart = {columns: ['waist'], rows: waistRows()};

/** Shoe sizes "M 9/W 10.5": foot length from the men's US size. */
const shoeRows = () =>
  Object.fromEntries(
    Array.from({length: 19}, (_, index) => {
      const mens = 4 + index * 0.5;
      return [`M ${mens}/W ${mens + 1.5}`, [Math.round((22 + index * 0.42) * 10) / 10]];
    }),
  );

const SHOES: Chart = {columns: ['footLength'], rows: shoeRows()};

export function chartFor(type: SizeChartType): Chart {
  if (type.category === 'shoes') return SHOES;
  if (type.kind !== 'alpha') return NUMERIC;
  return type.gender === 'mens' ? MENS_ALPHA : WOMENS_ALPHA;
}

const CM_PER_INCH = 2.54;

/** A measurement in the market's unit: centimetres whole, inches to the half. */
export function inUnit(centimetres: number, unit: LengthUnit): number {
  if (unit === 'cm') return Math.round(centimetres);
  return Math.round((centimetres / CM_PER_INCH) * 2) / 2;
}

/** A measurement or a range of two, written with the page's number format. */
export function formatMeasurement(
  value: number | [number, number],
  unit: LengthUnit,
  formatNumber: (value: number) => string,
): string {
  return Array.isArray(value)
    ? `${formatNumber(inUnit(value[0], unit))}–${formatNumber(inUnit(value[1], unit))}`
    : formatNumber(inUnit(value, unit));
}

/** Inseam option values (inches, e.g. `30` or `7"`) in the market's unit; any other value as it is. */
export function inseamInUnit(
  value: string,
  unit: LengthUnit,
  formatNumber: (value: number) => string,
): string {
  const inches = Number(value.replace(/["″”]/g, '').trim());
  if (!Number.isFinite(inches) || inches <= 0) return value;
  return formatNumber(unit === 'in' ? inches : Math.round(inches * CM_PER_INCH));
}
