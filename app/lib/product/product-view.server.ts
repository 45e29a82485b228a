import type {ProductQuery} from '@graphql/storefront.generated';
import {badgesForTags, type ProductBadges} from '@cms/mappers/product-badges';
import {sortByContentOrder, type SiteVariables} from '@cms/mappers/site-variables';
import {sanitizeHtml} from '~/lib/sanitize-html.server';
import {gatedDiscount} from '~/lib/customer/gated';
import {summaryFromRatingMetafields} from './reviews';
import {optionKinds, type OptionKind} from './option-kinds';
import {sizeChartType} from './size-chart';
import {memberPriceKind} from './member-pricing';
import {parseProductTags} from './tags';
import type {GalleryItem, GalleryView, ProductDetailsView, ProductView} from './types';
import type {OptionView, VariantView} from './variant-selection';

type ProductData = NonNullable<ProductQuery['product']>;

const MAX_GALLERY_ITEMS = 10;

/** `namespace.key` → the metafield (the query reads them as one list, absent ones as null). */
type MetafieldMap = Map<string, NonNullable<ProductData['metafields'][number]>>;

function metafieldMap(product: ProductData): MetafieldMap {
  const map: MetafieldMap = new Map();
  for (const field of product.metafields) if (field) map.set(`${field.namespace}.${field.key}`, field);
  return map;
}

const text = (fields: MetafieldMap, key: string) => fields.get(key)?.value?.trim() || null;

function flag(fields: MetafieldMap, key: string, fallback: boolean): boolean {
  const value = text(fields, key);
  return value === null ? fallback : value === 'true';
}

function json(fields: MetafieldMap, key: string): unknown {
  const value = text(fields, key);
  if (!value) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** Pipe-separated lists ("Machine wash cold|Tumble dry low"). */
function list(fields: MetafieldMap, key: string): string[] {
  return (text(fields, key) ?? '')
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The product's name is its title before the pipe ("DreamKnit Legging | Black"). */
function productName(title: string): string {
  const [name] = title.split('|');
  return name.trim() || title.trim();
}

/**
 * Sizes and inseams follow the content's site variables order (codes, the same in every
 * language); other options keep the order the merchant gave them.
 */
const CONTENT_ORDER_LISTS: Partial<Record<OptionKind, keyof SiteVariables['lists']>> = {
  size: 'sizes',
  inseam: 'inseams',
};

function buildOptions(product: ProductData, siteVariables: SiteVariables | null): OptionView[] {
  const kinds = optionKinds(
    product.options.map((option) => ({
      values: option.optionValues.map((value) => value.name),
      hasSwatch: option.optionValues.some((value) => value.swatch != null),
    })),
  );
  return product.options.map((option, index) => {
    const values = option.optionValues.map((value) => ({
      value: value.name,
      ...(value.swatch?.color ? {swatchColor: value.swatch.color} : {}),
      ...(value.swatch?.image?.previewImage?.url ? {swatchImage: value.swatch.image.previewImage.url} : {}),
    }));
    const list = CONTENT_ORDER_LISTS[kinds[index]];
    const order = list ? siteVariables?.lists[list] : undefined;
    return {
      name: option.name,
      kind: kinds[index],
      values: order?.length ? sortByContentOrder(values, order, (value) => value.value) : values,
    };
  });
}

function buildVariants(product: ProductData, options: OptionView[]): VariantView[] {
  return product.variants.nodes.map((variant) => ({
    id: variant.id,
    sku: variant.sku ?? '',
    options: options.map(
      (option) => variant.selectedOptions.find((selected) => selected.name === option.name)?.value ?? '',
    ),
    available: variant.availableForSale,
    price: variant.price.amount,
    compareAtPrice: variant.compareAtPrice?.amount ?? null,
  }));
}

function buildGallery(product: ProductData, fields: MetafieldMap): GalleryView {
  const items: GalleryItem[] = [];
  for (const node of product.media.nodes) {
    if (node.__typename === 'MediaImage' && node.image) {
      items.push({
        kind: 'image',
        url: node.image.url,
        alt: node.image.altText ?? product.title,
        width: node.image.width ?? null,
        height: node.image.height ?? null,
      });
    } else if (node.__typename === 'Video') {
      // The gallery plays mp4 files only.
      const source = node.sources.find((candidate) => candidate.mimeType === 'video/mp4');
      if (!source) continue;
      items.push({
        kind: 'video',
        url: source.url,
        alt: node.alt ?? product.title,
        poster: node.previewImage?.url ?? null,
        aspectRatio: source.width && source.height ? source.width / source.height : null,
      });
    }
  }
  const hasVideo = items.some((item) => item.kind === 'video');
  const buttonDisplay = json(fields, 'custom.gallery_button_display') as {
    desktop?: unknown;
    mobile?: unknown;
  } | null;
  const buttonTargetsVideo = text(fields, 'custom.gallery_button_target') === 'video' && hasVideo;
  return {
    items: items.slice(0, MAX_GALLERY_ITEMS),
    video: {
      autoplay: flag(fields, 'custom.gallery_video_autoplay', false),
      loop: flag(fields, 'custom.gallery_video_loop', false),
      muted: flag(fields, 'custom.gallery_video_muted', true),
      controls: flag(fields, 'custom.gallery_video_controls', true),
    },
    videoLast: {
      desktop: flag(fields, 'custom.gallery_last_video_desktop', true),
      mobile: flag(fields, 'custom.gallery_last_video_mobile', true),
    },
    videoButton: {
      desktop: buttonTargetsVideo && buttonDisplay?.desktop === true,
      mobile: buttonTargetsVideo && buttonDisplay?.mobile === true,
    },
  };
}

function buildDetails(fields: MetafieldMap): ProductDetailsView {
  const fit = Number(text(fields, 'custom.fit_notes'));
  const scales = json(fields, 'custom.product_scales');
  const material = fields.get('custom.material_image')?.reference;
  return {
    fabric: text(fields, 'custom.fabric'),
    materialImage: material && 'image' in material ? (material.image?.url ?? null) : null,
    care: list(fields, 'custom.care'),
    features: list(fields, 'custom.features'),
    performance: list(fields, 'custom.performance'),
    fitNote: Number.isInteger(fit) && fit >= 1 && fit <= 5 ? fit : null,
    scales: Array.isArray(scales)
      ? scales.flatMap((scale) =>
          scale &&
          typeof scale.name === 'string' &&
          typeof scale.min === 'string' &&
          typeof scale.max === 'string' &&
          Number.isInteger(scale.value) &&
          scale.value >= 1 &&
          scale.value <= 5
            ? [{name: scale.name, min: scale.min, max: scale.max, value: scale.value as number}]
            : [],
        )
      : [],
    inseams: list(fields, 'custom.inseam'),
  };
}

function videoMeta(fields: MetafieldMap): ProductView['videoMeta'] {
  const section = json(fields, 'custom.full_width_video') as Record<string, unknown> | null;
  if (!section || typeof section !== 'object') return null;
  const string = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {uploadDate: string(section.desktopCreateDate), duration: string(section.desktopDuration)};
}

export interface ProductViewInput {
  product: ProductData;
  marketingMessage: string | null;
  siteVariables: SiteVariables | null;
  badges: ProductBadges | null;
  /** The signed-in customer's tags; empty for guests. */
  customerTags: readonly string[];
}

/** The product's details section: description, fabric, fit, features, performance and care. */
export function buildProductDetails(product: ProductData): {
  details: ProductDetailsView;
  descriptionHtml: string;
} {
  return {
    details: buildDetails(metafieldMap(product)),
    // Merchant HTML: only formatting survives (no scripts, handlers or odd links).
    descriptionHtml: sanitizeHtml(product.descriptionHtml),
  };
}

/** The product page's view model from the Storefront answer, content and the customer. */
export function buildProductView(input: ProductViewInput): ProductView {
  const {product} = input;
  const fields = metafieldMap(product);
  const tags = parseProductTags(product.tags);
  const options = buildOptions(product, input.siteVariables);
  const variants = buildVariants(product, options);
  const discount = gatedDiscount(text(fields, 'custom.gated_discount'), input.customerTags);
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    name: productName(product.title),
    subtitle: text(fields, 'custom.subtitle'),
    description: product.description,
    descriptionHtml: sanitizeHtml(product.descriptionHtml),
    vendor: product.vendor,
    productType: product.productType,
    isGiftCard: product.isGiftCard,
    currencyCode: product.variants.nodes[0]?.price.currencyCode ?? 'USD',
    options,
    variants,
    gallery: buildGallery(product, fields),
    details: buildDetails(fields),
    sizeChart: sizeChartType(
      tags,
      options.map((option) => ({kind: option.kind, values: option.values.map((value) => value.value)})),
    ),
    backInStockEnabled: tags.backInStockEnabled,
    badges: input.badges ? badgesForTags(input.badges, product.tags) : [],
    reviewSummary: summaryFromRatingMetafields(
      text(fields, 'reviews.rating'),
      text(fields, 'reviews.rating_count'),
    ),
    memberPrice: discount ? {percentage: discount.percentage, kind: memberPriceKind(discount.tag)} : null,
    marketingMessage: input.marketingMessage?.trim() || null,
    videoMeta: videoMeta(fields),
  };
}
