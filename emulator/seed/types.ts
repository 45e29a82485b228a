/**
 * The seeded catalogue's shapes. Plain data only: the storefront resolvers, the search
 * indexer and the content seed all read these. Ids are small integers; the Shopify
 * global id (`gid://shopify/{Type}/{id}`) is stored beside them as `gid`.
 */

import {
  COUNTRY_CODES,
  MARKETS as STORE_MARKETS,
  type CountryCode,
  type MarketCurrencyCode,
  type StorefrontLanguageCode,
} from '../../markets';

// The countries, currencies and languages are the store's own (markets/), never a second list.
export {COUNTRY_CODES, type CountryCode};

/** The markets' currencies, in the order the markets first use them. */
export const CURRENCY_CODES: readonly MarketCurrencyCode[] = [
  ...new Set(STORE_MARKETS.map((market) => market.currency)),
];
export type CurrencyCode = MarketCurrencyCode;

export type LanguageCode = StorefrontLanguageCode;

/** Text in English plus any translations; a missing language falls back to `en`. */
export interface LocalizedText {
  en: string;
  translations: Partial<Record<LanguageCode, string>>;
}

export interface Market {
  countryCode: CountryCode;
  /** English country name as Shopify returns it (e.g. "Hong Kong SAR"). */
  name: string;
  currency: CurrencyCode;
  /** The market's primary language. */
  language: LanguageCode;
  /** Languages the market accepts in @inContext (always includes EN). */
  languages: LanguageCode[];
}

/** An amount per currency, already rounded to that currency's price points. */
export type PriceTable = Record<CurrencyCode, number>;

export interface Metafield {
  id: number;
  gid: string;
  namespace: string;
  key: string;
  /** Shopify metafield type, e.g. 'single_line_text_field', 'json', 'number_integer'. */
  type: string;
  value: string;
  /** For reference metafields: the referenced object's global id. */
  referenceGid?: string;
  /** A text metafield's value in other languages (the Storefront answers in the one asked for). */
  translations?: Partial<Record<LanguageCode, string>>;
}

export interface SelectedOption {
  name: OptionName;
  value: string;
}

type OptionName = 'Color' | 'Size' | 'Length' | 'Inseam' | 'Denominations';

export interface ProductOption {
  id: number;
  gid: string;
  name: OptionName;
  values: string[];
}

export interface ImageAsset {
  id: number;
  gid: string;
  /** File name without extension, served at `/images/{name}.svg`. */
  name: string;
  width: number;
  height: number;
  altText: string;
}

export interface VideoAsset {
  id: number;
  gid: string;
  /** File name without extension, served at `/videos/{name}.mp4`. */
  name: string;
  width: number;
  height: number;
  altText: string;
  /** Poster image. */
  preview: ImageAsset;
}

export type MediaItem = {kind: 'image'; image: ImageAsset} | {kind: 'video'; video: VideoAsset};

export type Gender = 'womens' | 'mens' | 'unisex';

export const CATEGORIES = [
  'leggings',
  'joggers',
  'shorts',
  'tees',
  'tanks',
  'hoodies',
  'jackets',
  'sports-bras',
  'shoes',
  'accessories',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The storefront colour facet groups. */
export type ColorGroup =
  | 'black'
  | 'blue'
  | 'brown'
  | 'camo'
  | 'green'
  | 'grey'
  | 'natural / tan'
  | 'orange'
  | 'pink'
  | 'red'
  | 'purple'
  | 'yellow / gold';

export type Fabric =
  | 'DreamKnit'
  | 'Vcycled'
  | 'BreatheInterlock'
  | 'DuraTerra'
  | 'VersaLife'
  | 'Uplift'
  | 'BlissBlend'
  | 'DreamKnit Warm';

export interface Variant {
  id: number;
  gid: string;
  productId: number;
  sku: string;
  /** Option values joined by " / ", as Shopify titles variants. */
  title: string;
  selectedOptions: SelectedOption[];
  price: PriceTable;
  compareAtPrice: PriceTable | null;
  /** Units in stock; availableForSale is `inventory > 0` (gift cards are always available). */
  inventory: number;
  availableForSale: boolean;
  requiresShipping: boolean;
  barcode: string;
  weightGrams: number;
  /** Index into the product's images for the variant image. */
  imageIndex: number;
}

/** Search/merchandising attributes the storefront facets on. */
interface ProductFacets {
  activity: string[];
  fabric: Fabric | null;
  lined: boolean | null;
  fit: string | null;
  support: string | null;
  colorGroup: ColorGroup | null;
}

export interface Product {
  id: number;
  gid: string;
  handle: string;
  title: LocalizedText;
  /** Plain-text description (English; translated descriptions are not seeded). */
  description: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  gender: Gender;
  category: Category | 'gift-card';
  /** Family handle shared by every colour of one style, e.g. `womens-dreamknit-legging`. */
  family: string;
  /** Wider grouping of families, e.g. `womens-leggings-core`. */
  familyGroup: string;
  /** English colour name, the product's single Color option value. */
  color: string;
  facets: ProductFacets;
  options: ProductOption[];
  variants: Variant[];
  /** Images first then videos, in gallery order; at most 10. */
  media: MediaItem[];
  /** Image assets only, in gallery order (a view of `media`). */
  images: ImageAsset[];
  metafields: Metafield[];
  isGiftCard: boolean;
  onSale: boolean;
  seo: {title: string | null; description: string | null};
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  /** Units sold recently; drives Best Sellers sorting. */
  recentlyOrderedCount: number;
  /** Handles of the collections holding this product, in display order. */
  collectionHandles: string[];
}

/** A product review as the reviews app (Yotpo) keeps it. */
export interface ProductReview {
  id: number;
  productId: number;
  /** 1 to 5. */
  score: number;
  title: string;
  /** Empty for a rating without text. */
  content: string;
  createdAt: string;
  displayName: string;
  verifiedBuyer: boolean;
  votesUp: number;
  votesDown: number;
}

export interface Collection {
  id: number;
  gid: string;
  handle: string;
  title: LocalizedText;
  description: string;
  descriptionHtml: string;
  image: ImageAsset | null;
  seo: {title: string | null; description: string | null};
  /** Product ids in the collection's manual (featured) order. */
  productIds: number[];
  metafields: Metafield[];
  /** Customer tag required to see it, e.g. 'gated::warehouse-sale'; null when public. */
  gatedTag: string | null;
  updatedAt: string;
}

export interface Address {
  id: number;
  gid: string;
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  provinceCode: string | null;
  country: string;
  countryCode: CountryCode;
  zip: string;
  phone: string | null;
}

type CustomerState = 'ENABLED' | 'DISABLED' | 'INVITED' | 'DECLINED';

export interface Customer {
  id: number;
  gid: string;
  email: string;
  /** Plain text: the emulator's fixture logins are documented, not secret. */
  password: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  state: CustomerState;
  tags: string[];
  addresses: Address[];
  defaultAddressId: number | null;
  orderIds: number[];
  metafields: Metafield[];
  createdAt: string;
  updatedAt: string;
  /** Set for INVITED customers: the token in their activation URL. */
  activationToken: string | null;
  /** Set after customerRecover: the token in the reset URL. */
  resetToken: string | null;
  /** What kind of fixture this is, for tests and docs. */
  kind: 'plain' | 'gated' | 'influencer' | 'community' | 'invited' | 'disabled' | 'international';
}

export type OrderFinancialStatus =
  | 'AUTHORIZED'
  | 'PAID'
  | 'PARTIALLY_PAID'
  | 'PARTIALLY_REFUNDED'
  | 'PENDING'
  | 'REFUNDED'
  | 'VOIDED';

export type OrderFulfillmentStatus =
  | 'FULFILLED'
  | 'IN_PROGRESS'
  | 'ON_HOLD'
  | 'OPEN'
  | 'PARTIALLY_FULFILLED'
  | 'PENDING_FULFILLMENT'
  | 'RESTOCKED'
  | 'SCHEDULED'
  | 'UNFULFILLED';

export interface OrderLineItem {
  title: string;
  variantId: number | null;
  quantity: number;
  currentQuantity: number;
  /** Line total after discounts, in the order's currency. */
  discountedTotal: number;
  originalTotal: number;
  customAttributes: {key: string; value: string}[];
}

interface Fulfillment {
  trackingCompany: string | null;
  trackingNumbers: string[];
  trackingUrls: string[];
}

export interface Order {
  id: number;
  gid: string;
  /** '#1001' */
  name: string;
  orderNumber: number;
  customerId: number;
  email: string;
  phone: string | null;
  processedAt: string;
  financialStatus: OrderFinancialStatus;
  fulfillmentStatus: OrderFulfillmentStatus;
  currencyCode: CurrencyCode;
  countryCode: CountryCode;
  lineItems: OrderLineItem[];
  shippingAddress: Address | null;
  billingAddress: Address | null;
  subtotal: number;
  totalShipping: number;
  totalTax: number;
  totalDiscounts: number;
  total: number;
  totalRefunded: number;
  fulfillments: Fulfillment[];
  canceledAt: string | null;
  cancelReason: string | null;
}

export interface Page {
  id: number;
  gid: string;
  handle: string;
  title: LocalizedText;
  body: string;
  bodySummary: string;
  seo: {title: string | null; description: string | null};
  metafields: Metafield[];
  createdAt: string;
  updatedAt: string;
}

export interface Blog {
  id: number;
  gid: string;
  handle: string;
  title: LocalizedText;
  articleIds: number[];
  seo: {title: string | null; description: string | null};
}

export interface Article {
  id: number;
  gid: string;
  blogId: number;
  handle: string;
  title: LocalizedText;
  authorName: string;
  contentHtml: string;
  excerpt: string;
  tags: string[];
  image: ImageAsset | null;
  publishedAt: string;
  seo: {title: string | null; description: string | null};
}

export interface UrlRedirect {
  id: number;
  gid: string;
  path: string;
  target: string;
}

export interface MenuItem {
  id: number;
  gid: string;
  title: LocalizedText;
  /** Absolute path on the storefront, e.g. '/collections/womens-leggings'. */
  url: string;
  type:
    | 'COLLECTION'
    | 'PRODUCT'
    | 'PAGE'
    | 'BLOG'
    | 'ARTICLE'
    | 'FRONTPAGE'
    | 'CATALOG'
    | 'HTTP'
    | 'SEARCH'
    | 'SHOP_POLICY';
  resourceGid: string | null;
  tags: string[];
  items: MenuItem[];
}

export interface Menu {
  id: number;
  gid: string;
  handle: string;
  title: string;
  items: MenuItem[];
}

export interface MetaobjectField {
  key: string;
  /** Shopify field type, e.g. 'single_line_text_field', 'number_decimal', 'variant_reference'. */
  type: string;
  value: string | null;
  referenceGid?: string;
}

export interface Metaobject {
  id: number;
  gid: string;
  type: string;
  handle: string;
  fields: MetaobjectField[];
  updatedAt: string;
}

/** Free gift with purchase, one per country (metaobject type `gwp_configuration`). */
export interface GiftConfig {
  countryCode: CountryCode;
  /** Cart total (before tax) in the market currency that unlocks the gift. */
  threshold: number;
  variantId: number;
  subtext: string;
  badgeBackground: string;
  labelColour: string;
  buttonTextColour: string;
  colours: string[];
  hasMetInventoryThreshold: boolean;
  expirationDate: string;
}

/** Members-only collection access (metaobject type `gated_tags`). */
export interface GatedTag {
  customerTag: string;
  collectionHandle: string;
  collectionTitle: string;
  linkTitle: string;
  linkColour: string;
  displayNavigationLink: boolean;
  type: string;
}

/** Community programme tags (metaobject type `community_member_tags`). */
export interface CommunityTag {
  memberType: string;
  applied: string;
  accepted: string;
  reapplicationApplied: string;
  reapplicationAccepted: string;
  keepMeNotified: string;
  crossProgram: string;
  kmnCrossProgram: string;
  expired: string;
  pageUrl: string;
}

export interface Shop {
  id: number;
  gid: string;
  name: string;
  description: string;
  primaryDomain: {host: string; url: string};
  brand: {slogan: string; shortDescription: string; primaryColor: string; secondaryColor: string};
  moneyFormat: string;
  metafields: Metafield[];
}

export interface Catalogue {
  seed: number;
  shop: Shop;
  markets: Market[];
  marketsByCountry: Map<CountryCode, Market>;
  products: Product[];
  productsById: Map<number, Product>;
  productsByHandle: Map<string, Product>;
  variantsById: Map<number, Variant>;
  /** Every image asset (product, video poster, material swatch) by id, for node(id:). */
  imagesById: Map<number, ImageAsset>;
  videosById: Map<number, VideoAsset>;
  /** Fabric swatches referenced by the `custom.material_image` metafield. */
  materialImages: ImageAsset[];
  collections: Collection[];
  collectionsById: Map<number, Collection>;
  collectionsByHandle: Map<string, Collection>;
  customers: Customer[];
  orders: Order[];
  ordersById: Map<number, Order>;
  pages: Page[];
  blogs: Blog[];
  articles: Article[];
  urlRedirects: UrlRedirect[];
  menus: Menu[];
  metaobjects: Metaobject[];
  giftConfigs: GiftConfig[];
  gatedTags: GatedTag[];
  communityTags: CommunityTag[];
  /** Colour display order per `family::` tag value and per `family-group::` tag value. */
  colourOrder: Record<string, string[]>;
  /** Swatch colour per colour name. */
  colourHex: Record<string, string>;
  /** Reviews per product id, newest first (empty for products without reviews). */
  reviews: Map<number, ProductReview[]>;
}
