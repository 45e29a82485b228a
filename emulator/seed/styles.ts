import type {Category, Fabric, Gender} from './types';

/** How a style's sizes are offered; decides its Size / Length / Inseam options. */
export type SizeScheme =
  | 'alpha-full' // XXXS–3XL
  | 'alpha' // XS–XXL
  | 'alpha-length' // XS–XL × Short/Regular/Long
  | 'alpha-short-inseam' // XS–XL × 5/7/9
  | 'alpha-pant-inseam' // S–XL × 28–36
  | 'waist-inseam' // waist 28–38 × 30/32/34
  | 'waist-short-inseam' // waist 28–38 × 7/9
  | 'waist' // waist 28–38
  | 'shoe' // M 4/W 5.5 … M 13/W 14.5
  | 'ons'; // one size

export interface Style {
  gender: Exclude<Gender, 'unisex'>;
  category: Category;
  /** Product line, kept untranslated: "DreamKnit". */
  line: string;
  /** Translated noun: "Legging". */
  noun: string;
  usdPrice: number;
  fabric: Fabric | null;
  sizes: SizeScheme;
  activity: string[];
  fit: string | null;
  lined: boolean | null;
  support: string | null;
  /** Equipment items carry badge::equipment-collection. */
  equipment?: boolean;
}

type Row = [
  Style['category'],
  string,
  string,
  number,
  Fabric | null,
  SizeScheme,
  string[],
  (string | null)?,
  (boolean | null)?,
  (string | null)?,
  boolean?,
];

const WOMENS: Row[] = [
  ['leggings', 'DreamKnit', 'Legging', 98, 'DreamKnit', 'alpha-full', ['yoga', 'lounge'], 'Slim'],
  ['leggings', 'Vcycled', 'Legging', 108, 'Vcycled', 'alpha-length', ['training', 'running'], 'Compressive'],
  ['leggings', 'Uplift High-Rise', 'Legging', 118, 'Uplift', 'alpha-length', ['training'], 'Compressive'],
  ['leggings', 'DreamKnit Warm', 'Legging', 128, 'DreamKnit Warm', 'alpha', ['hiking', 'lounge'], 'Slim'],
  ['leggings', 'Trail', 'Tight', 118, 'DuraTerra', 'alpha-length', ['hiking', 'running'], 'Slim'],
  ['joggers', 'DreamKnit', 'Jogger', 98, 'DreamKnit', 'alpha-length', ['lounge', 'travel'], 'Relaxed'],
  ['joggers', 'BlissBlend', 'Jogger', 88, 'BlissBlend', 'alpha', ['lounge'], 'Relaxed'],
  ['joggers', 'Trail', 'Pant', 108, 'DuraTerra', 'alpha-pant-inseam', ['hiking', 'travel'], 'Regular'],
  ['shorts', 'Stride', 'Short', 64, 'Vcycled', 'alpha-short-inseam', ['running'], 'Regular', true],
  ['shorts', 'BlissBlend', 'Short', 58, 'BlissBlend', 'alpha', ['lounge'], 'Relaxed', false],
  [
    'shorts',
    'Uplift Bike',
    'Short',
    68,
    'Uplift',
    'alpha-full',
    ['training', 'cycling'],
    'Compressive',
    false,
  ],
  ['tees', 'Breathe', 'Tee', 54, 'BreatheInterlock', 'alpha', ['running', 'training'], 'Regular'],
  ['tees', 'Everyday', 'Tee', 48, 'VersaLife', 'alpha', ['lounge', 'travel'], 'Relaxed'],
  ['tees', 'Studio Crop', 'Tee', 52, 'DreamKnit', 'alpha', ['yoga'], 'Slim'],
  ['tanks', 'Breathe', 'Tank', 48, 'BreatheInterlock', 'alpha', ['running'], 'Regular'],
  ['tanks', 'Studio', 'Tank', 54, 'DreamKnit', 'alpha', ['yoga'], 'Slim'],
  ['tanks', 'Energy', 'Tank', 58, 'Uplift', 'alpha', ['training'], 'Slim', null, 'Medium'],
  ['hoodies', 'BlissBlend', 'Hoodie', 108, 'BlissBlend', 'alpha', ['lounge'], 'Relaxed'],
  ['hoodies', 'DreamKnit Warm', 'Pullover', 118, 'DreamKnit Warm', 'alpha', ['lounge', 'travel'], 'Regular'],
  ['jackets', 'DuraTerra', 'Jacket', 168, 'DuraTerra', 'alpha', ['hiking', 'travel'], 'Regular', true],
  ['jackets', 'Packable', 'Vest', 128, 'VersaLife', 'alpha', ['hiking'], 'Regular', true],
  ['jackets', 'Storm Shell', 'Jacket', 198, 'DuraTerra', 'alpha', ['hiking', 'running'], 'Relaxed', false],
  [
    'sports-bras',
    'Uplift',
    'Sports Bra',
    68,
    'Uplift',
    'alpha-full',
    ['running', 'training'],
    'Compressive',
    null,
    'High',
  ],
  [
    'sports-bras',
    'Studio',
    'Sports Bra',
    58,
    'DreamKnit',
    'alpha',
    ['yoga', 'training'],
    'Slim',
    null,
    'Medium',
  ],
  [
    'sports-bras',
    'Elevate',
    'Sports Bra',
    54,
    'BlissBlend',
    'alpha',
    ['yoga', 'lounge'],
    'Slim',
    null,
    'Light',
  ],
  ['shoes', 'Trail', 'Runner', 148, null, 'shoe', ['running', 'hiking']],
  ['shoes', 'Cloudstep', 'Trainer', 138, null, 'shoe', ['training']],
  ['accessories', 'Trail', 'Cap', 34, 'VersaLife', 'ons', ['running', 'hiking']],
  ['accessories', 'Insulated', 'Bottle', 38, null, 'ons', ['hiking', 'training'], null, null, null, true],
  ['accessories', 'Gym', 'Duffel', 98, null, 'ons', ['training', 'travel'], null, null, null, true],
  ['accessories', 'Performance', 'Sock', 18, 'Vcycled', 'ons', ['running']],
  ['accessories', 'Studio', 'Mat', 88, null, 'ons', ['yoga'], null, null, null, true],
];

const MENS: Row[] = [
  ['leggings', 'Training', 'Tight', 88, 'Uplift', 'alpha', ['training', 'running'], 'Compressive'],
  ['leggings', 'Vcycled', 'Tight', 98, 'Vcycled', 'alpha', ['running'], 'Compressive'],
  ['joggers', 'DreamKnit', 'Jogger', 98, 'DreamKnit', 'alpha-length', ['lounge', 'travel'], 'Relaxed'],
  ['joggers', 'Sunday', 'Jogger', 88, 'BlissBlend', 'alpha', ['lounge'], 'Relaxed'],
  ['joggers', 'Commuter', 'Pant', 128, 'DuraTerra', 'waist-inseam', ['travel'], 'Slim'],
  ['joggers', 'Trail', 'Pant', 118, 'DuraTerra', 'alpha-pant-inseam', ['hiking'], 'Regular'],
  ['shorts', 'Kore', 'Short', 68, 'Vcycled', 'alpha-short-inseam', ['training', 'running'], 'Regular', true],
  ['shorts', 'Trail', 'Short', 78, 'DuraTerra', 'waist-short-inseam', ['hiking'], 'Regular', false],
  ['shorts', 'Banks', 'Short', 64, 'VersaLife', 'alpha', ['lounge', 'swim'], 'Relaxed', true],
  ['shorts', 'Chino', 'Short', 74, 'VersaLife', 'waist', ['travel'], 'Regular', false],
  ['tees', 'Breathe', 'Tee', 54, 'BreatheInterlock', 'alpha', ['running', 'training'], 'Regular'],
  ['tees', 'Strato', 'Tee', 58, 'DreamKnit', 'alpha', ['training', 'lounge'], 'Slim'],
  ['tees', 'Everyday', 'Tee', 48, 'VersaLife', 'alpha', ['lounge', 'travel'], 'Relaxed'],
  ['tanks', 'Breathe', 'Tank', 48, 'BreatheInterlock', 'alpha', ['running'], 'Regular'],
  ['tanks', 'Training', 'Tank', 44, 'Vcycled', 'alpha', ['training'], 'Regular'],
  ['hoodies', 'BlissBlend', 'Hoodie', 108, 'BlissBlend', 'alpha', ['lounge'], 'Relaxed'],
  ['hoodies', 'DreamKnit Warm', 'Pullover', 118, 'DreamKnit Warm', 'alpha', ['lounge', 'travel'], 'Regular'],
  ['hoodies', 'Ponto', 'Hoodie', 98, 'DreamKnit', 'alpha', ['lounge'], 'Regular'],
  ['jackets', 'DuraTerra', 'Jacket', 178, 'DuraTerra', 'alpha', ['hiking', 'travel'], 'Regular', true],
  ['jackets', 'Storm Shell', 'Jacket', 208, 'DuraTerra', 'alpha', ['hiking'], 'Relaxed', false],
  ['jackets', 'Packable', 'Vest', 128, 'VersaLife', 'alpha', ['hiking'], 'Regular', true],
  ['shoes', 'Trail', 'Runner', 148, null, 'shoe', ['running', 'hiking']],
  ['shoes', 'Cloudstep', 'Trainer', 138, null, 'shoe', ['training']],
  ['accessories', 'Trail', 'Cap', 34, 'VersaLife', 'ons', ['running', 'hiking']],
  ['accessories', 'Merino', 'Beanie', 38, null, 'ons', ['hiking']],
  ['accessories', 'Performance', 'Sock', 18, 'Vcycled', 'ons', ['running']],
  ['accessories', 'Canvas', 'Tote', 48, null, 'ons', ['travel'], null, null, null, true],
];

function toStyle(gender: Style['gender'], row: Row): Style {
  const [category, line, noun, usdPrice, fabric, sizes, activity, fit, lined, support, equipment] = row;
  return {
    gender,
    category,
    line,
    noun,
    usdPrice,
    fabric,
    sizes,
    activity,
    fit: fit ?? null,
    lined: lined ?? null,
    support: support ?? null,
    equipment: equipment ?? false,
  };
}

export const STYLES: Style[] = [
  ...WOMENS.map((row) => toStyle('womens', row)),
  ...MENS.map((row) => toStyle('mens', row)),
];

export const PRODUCT_TYPES: Record<Category, string> = {
  leggings: 'Leggings',
  joggers: 'Joggers',
  shorts: 'Shorts',
  tees: 'Tees',
  tanks: 'Tanks',
  hoodies: 'Hoodies',
  jackets: 'Jackets',
  'sports-bras': 'Sports Bras',
  shoes: 'Shoes',
  accessories: 'Accessories',
};

const ALPHA_FULL = ['XXXS', 'XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];
const ALPHA = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const LENGTHS = ['Short', 'Regular', 'Long'];
const WAISTS = ['28', '30', '32', '34', '36', '38'];
const SHORT_INSEAMS = ['5', '7', '9'];
const PANT_INSEAMS = ['28', '30', '32', '34', '36'];
const SHOE_SIZES = Array.from({length: 19}, (_, i) => {
  const mens = 4 + i / 2;
  return `M ${mens}/W ${mens + 1.5}`;
});

/** The option axes (Color excluded) for a size scheme; at most 20 combinations each. */
export function optionAxes(scheme: SizeScheme): {name: 'Size' | 'Length' | 'Inseam'; values: string[]}[] {
  switch (scheme) {
    case 'alpha-full':
      return [{name: 'Size', values: ALPHA_FULL}];
    case 'alpha':
      return [{name: 'Size', values: ALPHA}];
    case 'alpha-length':
      return [
        {name: 'Size', values: ALPHA.slice(0, 5)},
        {name: 'Length', values: LENGTHS},
      ];
    case 'alpha-short-inseam':
      return [
        {name: 'Size', values: ALPHA.slice(0, 5)},
        {name: 'Inseam', values: SHORT_INSEAMS},
      ];
    case 'alpha-pant-inseam':
      return [
        {name: 'Size', values: ['S', 'M', 'L', 'XL']},
        {name: 'Inseam', values: PANT_INSEAMS},
      ];
    case 'waist-inseam':
      return [
        {name: 'Size', values: WAISTS},
        {name: 'Inseam', values: ['30', '32', '34']},
      ];
    case 'waist-short-inseam':
      return [
        {name: 'Size', values: WAISTS},
        {name: 'Inseam', values: ['7', '9']},
      ];
    case 'waist':
      return [{name: 'Size', values: WAISTS}];
    case 'shoe':
      return [{name: 'Size', values: SHOE_SIZES}];
    case 'ons':
      return [{name: 'Size', values: ['ONS']}];
  }
}
