/**
 * A small hand-written index for engine tests, independent of the seeded catalogue.
 */
import {IndexRegistry} from '../registry';
import {redirectRule} from '../rules';
import {defaultSettings} from '../settings';
import type {AlgoliaRecord} from '../types';

interface FixtureProduct {
  objectID: string;
  title: string;
  category: string;
  gender: string;
  color: string;
  color_group: string;
  fabric: string | null;
  price: number;
  size: string[];
  tags: string[];
  requires_shipping: boolean;
  online_inventory_available: boolean;
  recently_ordered_count: number;
  created_at: number;
  featured_position: number;
  lined: boolean | null;
  description: string;
}

const product = (fields: Omit<FixtureProduct, 'featured_position'>, position: number): AlgoliaRecord => ({
  ...fields,
  featured_position: position,
  _tags: fields.tags,
  named_tags: {family: fields.tags.find((tag) => tag.startsWith('family::'))?.slice(8) ?? ''},
});

const FIXTURE_PRODUCTS: AlgoliaRecord[] = [
  {
    objectID: 'p1',
    title: 'DreamKnit Legging | Black',
    category: 'leggings',
    gender: 'womens',
    color: 'Black',
    color_group: 'black',
    fabric: 'DreamKnit',
    price: 98,
    size: ['XS', 'S', 'M'],
    tags: ['family::dreamknit-legging', 'back-in-stock-enabled'],
    requires_shipping: true,
    online_inventory_available: true,
    recently_ordered_count: 120,
    created_at: 1_700_000_000,
    lined: null,
    description: 'A buttery soft legging for yoga and lounge days at home.',
  },
  {
    objectID: 'p2',
    title: 'DreamKnit Legging | Navy',
    category: 'leggings',
    gender: 'womens',
    color: 'Navy',
    color_group: 'blue',
    fabric: 'DreamKnit',
    price: 98,
    size: ['S', 'M'],
    tags: ['family::dreamknit-legging'],
    requires_shipping: true,
    online_inventory_available: false,
    recently_ordered_count: 80,
    created_at: 1_710_000_000,
    lined: null,
    description: 'A buttery soft legging in navy.',
  },
  {
    objectID: 'p3',
    title: 'DreamKnit Legging | Sage',
    category: 'leggings',
    gender: 'womens',
    color: 'Sage',
    color_group: 'green',
    fabric: 'DreamKnit',
    price: 68,
    size: ['M', 'L'],
    tags: ['family::dreamknit-legging', 'back-in-stock-enabled'],
    requires_shipping: true,
    online_inventory_available: false,
    recently_ordered_count: 10,
    created_at: 1_720_000_000,
    lined: null,
    description: 'A buttery soft legging in sage green.',
  },
  {
    objectID: 'p4',
    title: 'Vcycled Legging | Black',
    category: 'leggings',
    gender: 'womens',
    color: 'Black',
    color_group: 'black',
    fabric: 'Vcycled',
    price: 108,
    size: ['XS', 'S'],
    tags: ['family::vcycled-legging', 'findify-remove'],
    requires_shipping: true,
    online_inventory_available: true,
    recently_ordered_count: 200,
    created_at: 1_690_000_000,
    lined: null,
    description: 'Made from recycled bottles.',
  },
  {
    objectID: 'p5',
    title: 'Kore Short | Black',
    category: 'shorts',
    gender: 'mens',
    color: 'Black',
    color_group: 'black',
    fabric: 'Vcycled',
    price: 64,
    size: ['M', 'L', 'XL'],
    tags: ['family::kore-short'],
    requires_shipping: true,
    online_inventory_available: true,
    recently_ordered_count: 300,
    created_at: 1_715_000_000,
    lined: true,
    description: 'A lined running short with a zip pocket.',
  },
  {
    objectID: 'p6',
    title: 'Kore Short | Forest',
    category: 'shorts',
    gender: 'mens',
    color: 'Forest',
    color_group: 'green',
    fabric: 'Vcycled',
    price: 44,
    size: ['L'],
    tags: ['family::kore-short'],
    requires_shipping: true,
    online_inventory_available: true,
    recently_ordered_count: 50,
    created_at: 1_716_000_000,
    lined: true,
    description: 'A lined running short in forest green.',
  },
  {
    objectID: 'p7',
    title: 'Trail Runner | Ember',
    category: 'shoes',
    gender: 'mens',
    color: 'Ember',
    color_group: 'orange',
    fabric: null,
    price: 148,
    size: ['M 9/W 10.5'],
    tags: ['family::trail-runner', 'disable-quickadd'],
    requires_shipping: true,
    online_inventory_available: true,
    recently_ordered_count: 75,
    created_at: 1_719_000_000,
    lined: null,
    description: 'Grippy outsole, cushioned midsole.',
  },
  {
    objectID: 'p8',
    title: 'Alderline Gift Card',
    category: 'gift-card',
    gender: 'unisex',
    color: '',
    color_group: '',
    fabric: null,
    price: 25,
    size: [],
    tags: ['gift-card'],
    requires_shipping: false,
    online_inventory_available: true,
    recently_ordered_count: 40,
    created_at: 1_600_000_000,
    lined: null,
    description: 'Give the gift of movement.',
  },
  {
    objectID: 'p9',
    title: 'Everyday Tee | White',
    category: 'tees',
    gender: 'womens',
    color: 'White',
    color_group: 'natural / tan',
    fabric: 'VersaLife',
    price: 48,
    size: ['XS', 'S', 'M', 'L'],
    tags: ['family::everyday-tee', 'gated::warehouse-sale'],
    requires_shipping: true,
    online_inventory_available: true,
    recently_ordered_count: 95,
    created_at: 1_705_000_000,
    lined: null,
    description: 'Café-ready tee, soft and light.',
  },
  {
    objectID: 'p10',
    title: 'Studio Mat | Plum',
    category: 'accessories',
    gender: 'womens',
    color: 'Plum',
    color_group: 'purple',
    fabric: null,
    price: 88,
    size: ['ONS'],
    tags: ['family::studio-mat', '-odd'],
    requires_shipping: true,
    online_inventory_available: true,
    recently_ordered_count: 5,
    created_at: 1_718_000_000,
    lined: null,
    description: 'Yoga mat with alignment lines.',
  },
].map((fields, position) => product(fields, position));

const FIXTURE_CATEGORIES: AlgoliaRecord[] = [
  {
    objectID: 'c1',
    title: 'Leggings',
    handle: 'womens-leggings',
    url: '/collections/womens-leggings',
    product_count: 4,
  },
  {objectID: 'c2', title: 'Sale', handle: 'sale', url: '/collections/sale', product_count: 2},
];

const FIXTURE_PRODUCT_SETTINGS = defaultSettings({
  searchableAttributes: ['unordered(title)', 'category', 'color', 'fabric', 'description'],
  attributesForFaceting: [
    'searchable(gender)',
    'searchable(category)',
    'size',
    'color_group',
    'fabric',
    'price',
    'lined',
    'filterOnly(tags)',
    'requires_shipping',
    'online_inventory_available',
  ],
  customRanking: ['asc(featured_position)'],
  renderingContent: {facetOrdering: {facets: {order: ['gender', 'category']}}},
});

export function createFixtureRegistry(): IndexRegistry {
  return new IndexRegistry([
    {
      name: 'test_products',
      settings: FIXTURE_PRODUCT_SETTINGS,
      records: () => FIXTURE_PRODUCTS,
      rules: [
        redirectRule('redirect-gift-card', ['gift card', 'giftcard'], '/products/alderline-gift-card'),
        redirectRule('redirect-sale', ['sale'], '/collections/sale'),
      ],
    },
    {name: 'test_products_price_asc', primary: 'test_products', sort: ['asc(price)']},
    {name: 'test_products_price_desc', primary: 'test_products', sort: ['desc(price)']},
    {name: 'test_products_best_sellers', primary: 'test_products', sort: ['desc(recently_ordered_count)']},
    {name: 'test_products_newest', primary: 'test_products', sort: ['desc(created_at)']},
    {
      name: 'test_categories',
      settings: defaultSettings({searchableAttributes: ['title', 'handle']}),
      records: () => FIXTURE_CATEGORIES,
    },
  ]);
}
