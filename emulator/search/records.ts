/**
 * Maps the seeded catalogue to the Algolia records one market's indices hold. Records are
 * product-level: one record per product (a product is one colour of a style family), with
 * its variants as an array. See README.md for the reasons and the full field list.
 */
import type {Catalogue, Collection, Market, Product} from '../seed/index';
import {optionValueIn} from '../seed/option-i18n';

/** One variant inside a product record. */
type VariantRecord = {
  id: number;
  gid: string;
  sku: string;
  title: string;
  color: string | null;
  size: string | null;
  length: string | null;
  inseam: string | null;
  available: boolean;
  inventory_quantity: number;
  price: number;
  compare_at_price: number | null;
  requires_shipping: boolean;
};

export type ProductRecord = {
  objectID: string;
  id: number;
  productId: string;
  handle: string;
  title: string;
  product_name: string;
  body_html_safe: string;
  product_type: string;
  vendor: string;
  tags: string[];
  _tags: string[];
  named_tags: Record<string, string | string[]>;
  named_tags_names: string[];
  currency: string;
  price: number;
  compare_at_price: number | null;
  variants_min_price: number;
  variants_max_price: number;
  on_sale: boolean;
  requires_shipping: boolean;
  online_inventory_available: boolean;
  variants_inventory_count: number;
  back_in_stock_enabled: boolean;
  is_gift_card: boolean;
  gender: string;
  category: string;
  color: string | null;
  color_group: string | null;
  fabric: string | null;
  activity: string[];
  fit: string | null;
  lined: boolean | null;
  support: string | null;
  size: string[];
  length: string[];
  inseam: string[];
  options: Record<string, string[]>;
  image: string | null;
  images: string[];
  created_at: number;
  published_at: number;
  updated_at: number;
  recently_ordered_count: number;
  featured_position: number;
  family: string;
  family_group: string;
  family_tag: string;
  family_group_tag: string;
  family_products: string[];
  hasAlgoliaSwatch: boolean;
  materialImageId: string | null;
  collections: string[];
  variants: VariantRecord[];
  variants_count: number;
  /** The metafields the store indexes, by namespace and key (the gated discount values). */
  meta?: Record<string, Record<string, string>>;
};

/** The product metafields the store has the search index keep (`meta.{namespace}.{key}`). */
const INDEXED_METAFIELDS = [{namespace: 'custom', key: 'gated_discount'}] as const;

function indexedMetafields(product: Product): ProductRecord['meta'] {
  const meta: NonNullable<ProductRecord['meta']> = {};
  for (const {namespace, key} of INDEXED_METAFIELDS) {
    const field = product.metafields.find(
      (candidate) => candidate.namespace === namespace && candidate.key === key,
    );
    if (field) (meta[namespace] ??= {})[key] = field.value;
  }
  return Object.keys(meta).length > 0 ? meta : undefined;
}

export type CategoryRecord = {
  objectID: string;
  title: string;
  title_en: string;
  handle: string;
  url: string;
  product_count: number;
  image: string | null;
};

const imagePath = (name: string) => `/images/${name}.svg`;
const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Tags shaped `key::value` become `named_tags.key`; repeated keys collect into arrays. */
export function namedTags(tags: string[]): Record<string, string | string[]> {
  const named: Record<string, string | string[]> = {};
  for (const tag of tags) {
    const separator = tag.indexOf('::');
    if (separator <= 0) continue;
    const key = tag.slice(0, separator);
    const value = tag.slice(separator + 2);
    const existing = named[key];
    if (existing === undefined) named[key] = value;
    else named[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return named;
}

function optionValue(variant: Product['variants'][number], name: string): string | null {
  return variant.selectedOptions.find((option) => option.name === name)?.value ?? null;
}

/** Option values (in option order) that at least one available variant has. */
function availableOptionValues(product: Product, name: string): string[] {
  const option = product.options.find((candidate) => candidate.name === name);
  if (!option) return [];
  return option.values.filter((value) =>
    product.variants.some((variant) => variant.availableForSale && optionValue(variant, name) === value),
  );
}

export function localizedTitle(
  title: {en: string; translations: Partial<Record<string, string>>},
  market: Market,
): string {
  return title.translations[market.language] ?? title.en;
}

interface ProductRecordContext {
  catalogue: Catalogue;
  market: Market;
  familyMembers: Map<string, Product[]>;
}

function productRecord(
  product: Product,
  position: number,
  {market, familyMembers}: ProductRecordContext,
): ProductRecord {
  const currency = market.currency;
  const variants: VariantRecord[] = product.variants.map((variant) => ({
    id: variant.id,
    gid: variant.gid,
    sku: variant.sku,
    title: variant.title,
    color: optionValue(variant, 'Color'),
    size: optionValue(variant, 'Size') ?? optionValue(variant, 'Denominations'),
    length: optionValue(variant, 'Length'),
    inseam: optionValue(variant, 'Inseam'),
    available: variant.availableForSale,
    inventory_quantity: variant.inventory,
    price: variant.price[currency],
    compare_at_price: variant.compareAtPrice ? variant.compareAtPrice[currency] : null,
    requires_shipping: variant.requiresShipping,
  }));
  const cheapest = variants.reduce(
    (best, variant) => (variant.price < best.price ? variant : best),
    variants[0],
  );
  const prices = variants.map((variant) => variant.price);
  const compareAt = cheapest.compare_at_price;
  const title = localizedTitle(product.title, market);
  const family = familyMembers.get(product.family) ?? [product];
  const materialImage = product.metafields.find((field) => field.key === 'material_image');
  const named = namedTags(product.tags);
  const options: Record<string, string[]> = {};
  for (const option of product.options) options[option.name.toLowerCase()] = option.values;
  return {
    objectID: String(product.id),
    id: product.id,
    productId: product.gid,
    handle: product.handle,
    title,
    product_name: title.split('|')[0].trim(),
    body_html_safe: product.description,
    product_type: product.productType,
    vendor: product.vendor,
    tags: product.tags,
    _tags: product.tags,
    named_tags: named,
    named_tags_names: Object.keys(named),
    currency,
    price: cheapest.price,
    compare_at_price: compareAt,
    variants_min_price: Math.min(...prices),
    variants_max_price: Math.max(...prices),
    on_sale: compareAt !== null && compareAt > cheapest.price,
    requires_shipping: variants.some((variant) => variant.requires_shipping),
    online_inventory_available: variants.some((variant) => variant.available),
    variants_inventory_count: variants.reduce(
      (sum, variant) => sum + Math.max(0, variant.inventory_quantity),
      0,
    ),
    back_in_stock_enabled: product.tags.includes('back-in-stock-enabled'),
    is_gift_card: product.isGiftCard,
    gender: product.gender,
    category: product.category,
    // The colour's name in the index's language, as Shopify's translated catalogue feeds it.
    color: product.color ? optionValueIn('Color', product.color, market.language) : null,
    color_group: product.facets.colorGroup,
    fabric: product.facets.fabric,
    activity: product.facets.activity,
    fit: product.facets.fit,
    lined: product.facets.lined,
    support: product.facets.support,
    size: availableOptionValues(product, 'Size'),
    length: availableOptionValues(product, 'Length'),
    inseam: availableOptionValues(product, 'Inseam'),
    options,
    image: product.images[0] ? imagePath(product.images[0].name) : null,
    images: product.images.map((image) => imagePath(image.name)),
    created_at: unixSeconds(product.createdAt),
    published_at: unixSeconds(product.publishedAt),
    updated_at: unixSeconds(product.updatedAt),
    recently_ordered_count: product.recentlyOrderedCount,
    featured_position: position,
    family: product.family,
    family_group: product.familyGroup,
    family_tag: `family::${product.family}`,
    family_group_tag: `family-group::${product.familyGroup}`,
    family_products: family.map((member) => member.gid),
    hasAlgoliaSwatch: family.length > 1 && product.color !== '',
    materialImageId: materialImage?.referenceGid ?? null,
    collections: product.collectionHandles,
    variants,
    variants_count: variants.length,
    ...(indexedMetafields(product) ? {meta: indexedMetafields(product)} : {}),
  };
}

/** Every product of the catalogue for one market, in merchandising (catalogue) order. */
export function productRecords(catalogue: Catalogue, market: Market): ProductRecord[] {
  const familyMembers = new Map<string, Product[]>();
  for (const product of catalogue.products) {
    const members = familyMembers.get(product.family) ?? [];
    members.push(product);
    familyMembers.set(product.family, members);
  }
  const context: ProductRecordContext = {catalogue, market, familyMembers};
  return catalogue.products.map((product, position) => productRecord(product, position, context));
}

/** Public collections (gated ones stay out of search), translated for the market. */
export function categoryRecords(catalogue: Catalogue, market: Market): CategoryRecord[] {
  return catalogue.collections
    .filter((collection: Collection) => collection.gatedTag === null)
    .map((collection) => ({
      objectID: String(collection.id),
      title: localizedTitle(collection.title, market),
      title_en: collection.title.en,
      handle: collection.handle,
      url: `/collections/${collection.handle}`,
      product_count: collection.productIds.length,
      image: collection.image ? imagePath(collection.image.name) : null,
    }));
}
