import {COLOURS, type ColourDefinition, translateProductTitle} from './i18n';
import {SUBTITLES, performanceTranslations} from './option-i18n';
import {DAY_MS, type IdSequence, SEED_NOW, isoDaysBefore, slugify} from './ids';
import {PRODUCT_METAFIELD_NAMESPACE as NS, createMetafield} from './metafields';
import {discountedTable, priceTable} from './prices';
import type {Random} from './random';
import {PRODUCT_TYPES, STYLES, type Style, optionAxes} from './styles';
import {
  COUNTRY_CODES,
  type ImageAsset,
  type MediaItem,
  type Metafield,
  type PriceTable,
  type Product,
  type ProductOption,
  type SelectedOption,
  type Variant,
} from './types';

const VENDOR = 'Alderline';
const IMAGE_WIDTH = 1600;
const IMAGE_HEIGHT = 2000;
const NEW_WITHIN_DAYS = 45;

export const GATED_WAREHOUSE_TAG = 'gated::warehouse-sale';
const GIFT_PROMOTION_TAG = 'promotions::gwp';
export const GIFT_CARD_HANDLE = 'alderline-gift-card';
export const FREE_GIFT_HANDLE = 'alderline-gift-tote-natural';

const CARE_BY_FABRIC: Record<string, string> = {
  DreamKnit: 'Machine wash cold|Tumble dry low|Do not iron|Do not bleach',
  Vcycled: 'Machine wash cold|Hang dry|Do not iron',
  BreatheInterlock: 'Machine wash cold|Tumble dry low',
  DuraTerra: 'Machine wash cold|Hang dry|Do not dry clean',
  VersaLife: 'Machine wash cold|Tumble dry low|Cool iron if needed',
  Uplift: 'Machine wash cold|Hang dry|Do not use fabric softener',
  BlissBlend: 'Machine wash cold|Tumble dry low|Wash with like colours',
  'DreamKnit Warm': 'Machine wash cold|Lay flat to dry|Do not bleach',
};

const FEATURES_BY_CATEGORY: Record<string, string> = {
  leggings: 'High-rise waistband|Hidden waistband pocket|Side drop-in pockets|Gusseted crotch',
  joggers: 'Drawcord waist|Zippered back pocket|Tapered leg|Ribbed cuffs',
  shorts: 'Built-in liner|Zippered back pocket|Drawcord waist|Quick-dry fabric',
  tees: 'Anti-odour finish|Flatlock seams|Relaxed shoulders',
  tanks: 'Racerback|Anti-odour finish|Breathable mesh panels',
  hoodies: 'Kangaroo pocket|Lined hood|Ribbed hem and cuffs',
  jackets: 'Water-resistant finish|Packs into pocket|Adjustable hem|Zippered hand pockets',
  'sports-bras': 'Removable cups|Moisture-wicking|Wide underband',
  shoes: 'Responsive foam midsole|Grippy outsole|Recycled knit upper',
  accessories: 'Durable construction|Made to go anywhere',
};

interface ProductBuildContext {
  ids: IdSequence;
  random: Random;
  /** One swatch image per fabric, shared by every product made of it. */
  fabricImages: Map<string, ImageAsset>;
}

export interface BuiltProducts {
  products: Product[];
  colourOrder: Record<string, string[]>;
  materialImages: ImageAsset[];
}

export function buildProducts(random: Random, ids: IdSequence): BuiltProducts {
  const context: ProductBuildContext = {ids, random, fabricImages: new Map()};
  const products: Product[] = [];
  const colourOrder: Record<string, string[]> = {};

  for (const style of STYLES) {
    const colourCount =
      style.category === 'accessories'
        ? random.int(3, 5)
        : style.category === 'shoes'
          ? random.int(4, 6)
          : random.int(5, 8);
    const colours = random.sample(COLOURS, colourCount);
    // Apparel families always come in black and lead with it, as stores usually do.
    if (style.category !== 'accessories' && !colours.some((c) => c.name === 'Black'))
      colours[colours.length - 1] = COLOURS[0];
    const black = colours.find((c) => c.name === 'Black');
    const ordered = black ? [black, ...colours.filter((c) => c !== black)] : colours;
    const familyProducts = ordered.map((colour, index) => buildStyleProduct(context, style, colour, index));
    const family = familyProducts[0].family;
    colourOrder[family] = ordered.map((c) => c.name);
    const group = familyProducts[0].familyGroup;
    colourOrder[group] = [...new Set([...(colourOrder[group] ?? []), ...colourOrder[family]])];
    products.push(...familyProducts);
  }
  markBestSellers(products);
  products.push(buildGiftCard(context), buildFreeGift(context));
  return {products, colourOrder, materialImages: [...context.fabricImages.values()]};
}

function buildStyleProduct(
  context: ProductBuildContext,
  style: Style,
  colour: ColourDefinition,
  indexInFamily: number,
): Product {
  const {ids, random} = context;
  const {id, gid} = ids.next('Product');
  const baseName = `${style.line} ${style.noun}`;
  const family = `${style.gender}-${slugify(baseName)}`;
  const familyGroup = `${style.gender}-${style.category}`;
  const handle = `${family}-${slugify(colour.name)}`;
  const title = `${baseName} | ${colour.name}`;
  const ageDays = random.int(0, 540);
  const createdAt = isoDaysBefore(ageDays, random.int(0, 600));
  const isNew = ageDays <= NEW_WITHIN_DAYS;
  const salePercent = !isNew && random.chance(0.16) ? random.pick([20, 30, 40, 50]) : 0;
  const warehouse = salePercent === 0 && !isNew && random.chance(0.07);
  const soldOut = random.chance(0.04);
  const backInStock = soldOut || random.chance(0.3);

  const tags = [
    `family::${family}`,
    `family-group::${familyGroup}`,
    `gender::${style.gender}`,
    `category::${style.category}`,
    `color::${colour.group}`,
    ...style.activity.map((activity) => `activity::${activity}`),
  ];
  if (style.fabric) tags.push(`fabric::${style.fabric}`);
  if (backInStock) tags.push('back-in-stock-enabled');
  if (random.chance(0.025)) tags.push('findify-remove');
  if (style.category === 'shoes' || random.chance(0.03)) tags.push('disable-quickadd');
  if (random.chance(0.03))
    tags.push(`noindex-${random.pick(COUNTRY_CODES.filter((c) => c !== 'US')).toLowerCase()}`);
  else if (random.chance(0.02)) tags.push('noindex-intl');
  if (warehouse) tags.push(GATED_WAREHOUSE_TAG);
  if (isNew) tags.push('badge::new');
  if (salePercent > 0) tags.push('badge::sale');
  if (style.equipment) tags.push('badge::equipment-collection');

  const fullPrice = priceTable(style.usdPrice);
  const price = salePercent > 0 ? discountedTable(fullPrice, salePercent) : fullPrice;
  const compareAtPrice = salePercent > 0 ? fullPrice : null;

  const axes = optionAxes(style.sizes);
  const options: ProductOption[] = [
    {...ids.next('ProductOption'), name: 'Color', values: [colour.name]},
    ...axes.map((axis) => ({...ids.next('ProductOption'), name: axis.name, values: axis.values})),
  ];
  const combinations = cartesian(
    axes.map((axis) => axis.values.map((value) => ({name: axis.name, value}) as SelectedOption)),
  );
  const skuStem = `AL-${style.gender === 'womens' ? 'W' : 'M'}${slugify(baseName).replace(/-/g, '').slice(0, 8).toUpperCase()}-${colour.name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase()}`;
  const variants: Variant[] = combinations.map((combination) => {
    const selectedOptions: SelectedOption[] = [{name: 'Color', value: colour.name}, ...combination];
    const inventory = soldOut
      ? 0
      : random.chance(0.15)
        ? 0
        : random.chance(0.1)
          ? random.int(1, 3)
          : random.int(4, 60);
    return buildVariant(ids, id, {
      sku: `${skuStem}-${combination.map((o) => o.value.replace(/[^A-Za-z0-9.]/g, '')).join('-')}`,
      title: combination.map((o) => o.value).join(' / '),
      selectedOptions,
      price,
      compareAtPrice,
      inventory,
      requiresShipping: true,
      weightGrams: style.category === 'shoes' ? 700 : 250,
    });
  });

  const imageCount = random.int(1, 4);
  const images = Array.from({length: imageCount}, (_, n) =>
    imageAsset(ids, `${handle}-${n + 1}`, `${title} — view ${n + 1}`),
  );
  const media: MediaItem[] = images.map((image) => ({kind: 'image', image}));
  const hasVideo =
    indexInFamily === 0 && ['leggings', 'jackets', 'shoes', 'sports-bras'].includes(style.category);
  if (hasVideo) {
    const video = ids.next('Video');
    media.push({
      kind: 'video',
      video: {
        ...video,
        name: `${family}-video`,
        width: 1920,
        height: 1080,
        altText: `${baseName} in motion`,
        preview: imageAsset(ids, `${family}-video-poster`, `${baseName} video poster`, 1920, 1080),
      },
    });
  }

  const description = `The ${baseName} in ${colour.name}. ${style.fabric ? `Made from our ${style.fabric} fabric for ` : 'Built for '}${style.activity.join(', ')} and everything in between.`;
  const product: Product = {
    id,
    gid,
    handle,
    title: {en: title, translations: translateProductTitle(style.line, style.noun, colour.name)},
    description,
    descriptionHtml: `<p>${description}</p>`,
    vendor: VENDOR,
    productType: PRODUCT_TYPES[style.category],
    tags,
    gender: style.gender,
    category: style.category,
    family,
    familyGroup,
    color: colour.name,
    facets: {
      activity: style.activity,
      fabric: style.fabric,
      lined: style.lined,
      fit: style.fit,
      support: style.support,
      colorGroup: colour.group,
    },
    options,
    variants,
    media,
    images,
    metafields: [],
    isGiftCard: false,
    onSale: salePercent > 0,
    seo: {title: `${title} | ${VENDOR}`, description},
    createdAt,
    updatedAt: isoDaysBefore(Math.max(0, ageDays - random.int(0, 30))),
    publishedAt: createdAt,
    recentlyOrderedCount: random.int(0, 400),
    collectionHandles: [],
  };
  product.metafields = styleMetafields(context, product, style, {hasVideo, warehouse});
  return product;
}

function styleMetafields(
  {ids, random, fabricImages}: ProductBuildContext,
  product: Product,
  style: Style,
  flags: {hasVideo: boolean; warehouse: boolean},
): Metafield[] {
  const text = (key: string, value: string, type = 'single_line_text_field') =>
    createMetafield(ids, NS, key, type, value);
  const translated = (field: Metafield, translations: Metafield['translations']) =>
    Object.assign(field, {translations});
  const subtitle = SUBTITLES[style.category];
  const fields: Metafield[] = [
    translated(text('subtitle', subtitle.en), subtitle.translations),
    text(
      'care',
      CARE_BY_FABRIC[style.fabric ?? ''] ?? 'Wipe clean with a damp cloth',
      'multi_line_text_field',
    ),
    text('features', FEATURES_BY_CATEGORY[style.category], 'multi_line_text_field'),
    ((list) => translated(text('performance', list, 'multi_line_text_field'), performanceTranslations(list)))(
      ['Moisture-wicking', 'Four-way stretch', 'Anti-odour', 'Quick-dry']
        .slice(0, random.int(2, 4))
        .join('|'),
    ),
    text('fit_notes', String(random.int(1, 5)), 'number_integer'),
    text('marketing_collection', `${style.gender}-${style.category}`),
    text(
      'product_scales',
      JSON.stringify([
        {name: 'Fit', min: 'Snug', max: 'Relaxed', value: random.int(1, 5)},
        {name: 'Stretch', min: 'Structured', max: 'Stretchy', value: random.int(1, 5)},
      ]),
      'json',
    ),
    text(
      'cms_components',
      JSON.stringify(random.chance(0.3) ? pdpBlocks(style, flags.hasVideo) : []),
      'json',
    ),
  ];
  if (style.fabric) {
    fields.push(text('fabric', style.fabric));
    let material = fabricImages.get(style.fabric);
    if (!material) {
      material = imageAsset(ids, `fabric-${slugify(style.fabric)}`, `${style.fabric} fabric`, 800, 800);
      fabricImages.set(style.fabric, material);
    }
    fields.push(createMetafield(ids, NS, 'material_image', 'file_reference', material.gid, material.gid));
  }
  const inseamOption = product.options.find((o) => o.name === 'Inseam');
  if (inseamOption) fields.push(text('inseam', inseamOption.values.map((v) => `${v}"`).join('|')));
  if (flags.hasVideo) {
    const boolean = (key: string, value: boolean) => text(key, String(value), 'boolean');
    fields.push(
      boolean('gallery_video_autoplay', true),
      boolean('gallery_video_loop', true),
      boolean('gallery_video_muted', true),
      boolean('gallery_video_controls', false),
      boolean('gallery_last_video_desktop', true),
      boolean('gallery_last_video_mobile', false),
      text('gallery_button_display', JSON.stringify({desktop: true, mobile: true}), 'json'),
      text('gallery_button_target', 'video'),
      text(
        'full_width_video',
        JSON.stringify({
          desktopURL: `/videos/${product.family}-video.mp4`,
          mobileURL: `/videos/${product.family}-video-mobile.mp4`,
          desktopImg: `/images/${product.family}-video-poster.svg`,
          mobileImg: `/images/${product.family}-video-poster.svg`,
          desktopCreateDate: product.createdAt,
          mobileCreateDate: product.createdAt,
          desktopDuration: '0:32',
          mobileDuration: '0:18',
        }),
        'json',
      ),
    );
  }
  if (flags.warehouse) fields.push(text('gated_discount', 'gated::warehouse-sale::30,influencer::20'));
  return fields;
}

/** Product page blocks by the uids the content seed has (emulator/content/seed/blocks.ts). */
function pdpBlocks(style: Style, hasVideo: boolean): Array<{type: string; uid: string}> {
  const blocks: Array<{type: string; uid: string}> = [];
  if (style.fabric === 'DreamKnit') {
    blocks.push(
      {type: 'hero', uid: 'pdp-hero-dreamknit'},
      {type: 'featured_content_v2', uid: 'pdp-featured-dreamknit'},
    );
  } else if (style.category === 'jackets') {
    // Its display flag is off: the page leaves it out.
    blocks.push({type: 'hero', uid: 'pdp-hero-winter'});
  }
  if (style.category === 'joggers' || style.category === 'leggings') {
    blocks.push({type: 'comparison_carousel', uid: 'pdp-comparison-joggers'});
  }
  if (hasVideo) blocks.push({type: 'full_width_video', uid: 'pdp-video-made-to-move'});
  return blocks;
}

function buildGiftCard({ids}: ProductBuildContext): Product {
  const {id, gid} = ids.next('Product');
  const denominations = [25, 50, 100, 150, 200];
  const image = imageAsset(ids, `${GIFT_CARD_HANDLE}-1`, 'Alderline Gift Card');
  const option = {
    ...ids.next('ProductOption'),
    name: 'Denominations' as const,
    values: denominations.map((d) => `$${d}`),
  };
  const variants = denominations.map((amount) =>
    buildVariant(ids, id, {
      sku: `AL-GIFTCARD-${amount}`,
      title: `$${amount}`,
      selectedOptions: [{name: 'Denominations', value: `$${amount}`}],
      price: priceTable(amount),
      compareAtPrice: null,
      inventory: 9999,
      requiresShipping: false,
      weightGrams: 0,
    }),
  );
  const description = 'Give the gift of movement. Delivered by e-mail, never expires.';
  return {
    id,
    gid,
    handle: GIFT_CARD_HANDLE,
    title: {en: 'Alderline Gift Card', translations: translateProductTitle('Alderline', 'Gift Card', null)},
    description,
    descriptionHtml: `<p>${description}</p>`,
    vendor: VENDOR,
    productType: 'Gift Card',
    tags: ['gift-card', 'disable-quickadd'],
    gender: 'unisex',
    category: 'gift-card',
    family: 'alderline-gift-card',
    familyGroup: 'gift-card',
    color: '',
    facets: {activity: [], fabric: null, lined: null, fit: null, support: null, colorGroup: null},
    options: [option],
    variants,
    media: [{kind: 'image', image}],
    images: [image],
    metafields: [],
    isGiftCard: true,
    onSale: false,
    seo: {title: 'Gift Card | Alderline', description},
    createdAt: isoDaysBefore(900),
    updatedAt: isoDaysBefore(30),
    publishedAt: isoDaysBefore(900),
    recentlyOrderedCount: 120,
    collectionHandles: [],
  };
}

/** The gift-with-purchase item: free, tagged promotions::gwp, hidden from search. */
function buildFreeGift({ids}: ProductBuildContext): Product {
  const {id, gid} = ids.next('Product');
  const image = imageAsset(ids, `${FREE_GIFT_HANDLE}-1`, 'Alderline Gift Tote in Natural');
  const zero = priceTable(0);
  const variant = buildVariant(ids, id, {
    sku: 'AL-GWP-TOTE-NAT',
    title: 'Natural / ONS',
    selectedOptions: [
      {name: 'Color', value: 'Natural'},
      {name: 'Size', value: 'ONS'},
    ],
    price: zero,
    compareAtPrice: null,
    inventory: 500,
    requiresShipping: true,
    weightGrams: 150,
  });
  const description = 'A canvas tote, free with qualifying orders while stocks last.';
  return {
    id,
    gid,
    handle: FREE_GIFT_HANDLE,
    title: {en: 'Gift Tote | Natural', translations: translateProductTitle('Alderline', 'Tote', 'Sand')},
    description,
    descriptionHtml: `<p>${description}</p>`,
    vendor: VENDOR,
    productType: 'Accessories',
    tags: [
      GIFT_PROMOTION_TAG,
      'findify-remove',
      'category::accessories',
      'gender::womens',
      'family::alderline-gift-tote',
      'family-group::gift',
    ],
    gender: 'unisex',
    category: 'accessories',
    family: 'alderline-gift-tote',
    familyGroup: 'gift',
    color: 'Natural',
    facets: {activity: [], fabric: null, lined: null, fit: null, support: null, colorGroup: 'natural / tan'},
    options: [
      {...ids.next('ProductOption'), name: 'Color', values: ['Natural']},
      {...ids.next('ProductOption'), name: 'Size', values: ['ONS']},
    ],
    variants: [variant],
    media: [{kind: 'image', image}],
    images: [image],
    metafields: [],
    isGiftCard: false,
    onSale: false,
    seo: {title: 'Gift Tote | Alderline', description},
    createdAt: isoDaysBefore(60),
    updatedAt: isoDaysBefore(5),
    publishedAt: isoDaysBefore(60),
    recentlyOrderedCount: 0,
    collectionHandles: [],
  };
}

function buildVariant(
  ids: IdSequence,
  productId: number,
  fields: Omit<Variant, 'id' | 'gid' | 'productId' | 'availableForSale' | 'barcode' | 'imageIndex'> & {
    price: PriceTable;
  },
): Variant {
  const {id, gid} = ids.next('ProductVariant');
  return {
    id,
    gid,
    productId,
    ...fields,
    availableForSale: fields.inventory > 0,
    barcode: String(840000000000 + (id % 100000000)),
    imageIndex: 0,
  };
}

function imageAsset(
  ids: IdSequence,
  name: string,
  altText: string,
  width = IMAGE_WIDTH,
  height = IMAGE_HEIGHT,
): ImageAsset {
  return {...ids.next('MediaImage'), name, width, height, altText};
}

function markBestSellers(products: Product[]): void {
  const threshold =
    [...products].sort((a, b) => b.recentlyOrderedCount - a.recentlyOrderedCount)[
      Math.floor(products.length / 12)
    ]?.recentlyOrderedCount ?? Infinity;
  for (const product of products)
    if (product.recentlyOrderedCount > threshold) product.tags.push('badge::best-seller');
}

function cartesian<T>(axes: T[][]): T[][] {
  return axes.reduce<T[][]>(
    (rows, axis) => rows.flatMap((row) => axis.map((value) => [...row, value])),
    [[]],
  );
}

export function isNewProduct(product: Product): boolean {
  return SEED_NOW - Date.parse(product.createdAt) <= NEW_WITHIN_DAYS * DAY_MS;
}
