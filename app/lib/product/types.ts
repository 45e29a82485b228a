import type {ProductBadge} from '@cms/mappers/product-badges';
import type {ProductCardView} from './cards';
import type {LengthUnit} from '@markets';
import type {MessageBundle} from '~/lib/i18n/types';
import type {ThirdPartyWidgets} from './pay-later';
import type {ProductReviews, ReviewSummary} from './reviews';
import type {SizeChartType} from './size-chart';
import type {OptionView, VariantView} from './variant-selection';

/**
 * The product page's view model: built once on the server from the Storefront answer
 * and content, holding only what the page renders (never the raw product).
 */

interface GalleryImage {
  kind: 'image';
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface GalleryVideo {
  kind: 'video';
  url: string;
  alt: string;
  poster: string | null;
  /** Width / height of the file, or null for the device's fallback (16/9 desktop, 1/1 mobile). */
  aspectRatio: number | null;
}

export type GalleryItem = GalleryImage | GalleryVideo;

/** How the gallery plays its videos and where they sit, per device. */
export interface GalleryView {
  items: GalleryItem[];
  video: {autoplay: boolean; loop: boolean; muted: boolean; controls: boolean};
  /** Videos go last on this device; otherwise right after the first image. */
  videoLast: {desktop: boolean; mobile: boolean};
  /** The "watch the video" button that scrolls to the video, per device. */
  videoButton: {desktop: boolean; mobile: boolean};
}

export interface ProductDetailsView {
  fabric: string | null;
  /** The fabric's swatch image (the product's material image). */
  materialImage: string | null;
  care: string[];
  features: string[];
  performance: string[];
  /** 1 (runs small) to 5 (runs large); 3 is true to size. */
  fitNote: number | null;
  scales: Array<{name: string; min: string; max: string; value: number}>;
  /** Inseam lengths as the product lists them, e.g. `7"`. */
  inseams: string[];
}

/** A member price the server decided for the signed-in customer. */
interface MemberPriceView {
  percentage: number;
  /** `gated` for members-only (warehouse sale) tags, `member` for community and other tags. */
  kind: 'gated' | 'member';
}

export interface ProductView {
  id: string;
  handle: string;
  /** The full title, e.g. "DreamKnit Legging | Black". */
  title: string;
  /** The product's name: the title before the pipe. */
  name: string;
  subtitle: string | null;
  /** Plain description for structured data and meta; the HTML for the page. */
  description: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  isGiftCard: boolean;
  currencyCode: string;
  options: OptionView[];
  variants: VariantView[];
  gallery: GalleryView;
  details: ProductDetailsView;
  sizeChart: SizeChartType | null;
  backInStockEnabled: boolean;
  badges: ProductBadge[];
  reviewSummary: ReviewSummary;
  memberPrice: MemberPriceView | null;
  marketingMessage: string | null;
  /** Upload date and duration of the gallery video, for structured data. */
  videoMeta: {uploadDate: string | null; duration: string | null} | null;
}

/**
 * What the page's data carries of the view: its first screen. The details (and the description's
 * HTML) are the details section's, the size guide keeps the fit note and inseams.
 */
export type ProductPageView = Pick<
  ProductView,
  | 'id'
  | 'handle'
  | 'title'
  | 'name'
  | 'subtitle'
  | 'description'
  | 'vendor'
  | 'productType'
  | 'currencyCode'
  | 'options'
  | 'sizeChart'
  | 'backInStockEnabled'
  | 'badges'
  | 'reviewSummary'
  | 'memberPrice'
  | 'marketingMessage'
  | 'videoMeta'
> & {
  gallery: PageGallery;
  details: Pick<ProductDetailsView, 'fitNote' | 'inseams'>;
  variants: PricedVariant[];
  /** The currency's minor-unit digits (the pay-later placements count in minor units). */
  fractionDigits: number;
  /** "12 reviews" as the market writes it, where the summary shows. */
  reviewCountText?: string;
  /** With the `estimated_delivery_date` flag: when an order placed now arrives, in words. */
  deliveryEstimate?: string;
};

/**
 * A variant with its prices as the market writes them. The server formats every number the
 * purchase column shows: the browser's first number format costs tens of milliseconds of
 * main thread (its locale data loads), which the column's takeover would otherwise pay.
 */
export interface PricedVariant extends VariantView {
  priceText: string;
  /** The price before the sale, only when the variant is on sale. */
  compareAtText: string | null;
  /** The signed-in member's price, where they have one. */
  memberPriceText?: string;
}

/** The gallery as the page carries it: how videos play and sit only where it has one. */
export type PageGallery = Pick<GalleryView, 'items'> & Partial<Omit<GalleryView, 'items'>>;

/** The details section under the purchase column, with its own texts. */
export interface ProductDetailsSectionData {
  details: ProductDetailsView;
  descriptionHtml: string;
  messages: MessageBundle;
}

export interface FamilySwatch {
  handle: string;
  color: string;
  swatchColor: string | null;
  swatchImage: string | null;
  current: boolean;
  available: boolean;
}

/** A personalisation slot on the product page with its (shoppable) products. */
export interface RecommendationSlot {
  divId: string;
  resultId: string;
  title: string | null;
  products: ProductCardView[];
}

/** The lists under a product: related products, or the personalised slots. */
export interface ProductLists {
  products: ProductCardView[];
  slots: RecommendationSlot[];
  /** The lists' own texts (their titles; the swatches' beside them). */
  messages: MessageBundle;
  /** The Storefront request failed: the lists are empty for now, not for good. */
  failed?: true;
}

/**
 * Related products and the family's colours, from the page's one deferred Storefront request:
 * the lists under the product and the swatches beside it read the same section.
 */
export interface ProductExtrasSection extends ProductLists {
  family: FamilySwatch[];
  /** "4 colours" as the market writes it, when the family has more than one. */
  familyCountText?: string;
  /** With the `abtasty_color_swatch_2_design` flag: colours as named squares, not round dots. */
  namedSwatches?: true;
}

/** The reviews list under the product: the first page (null when the reviews app fails) and its own texts. */
export interface ReviewsSectionData {
  reviews: ProductReviews | null;
  mustHaveBody: boolean;
  productId: string;
  messages: MessageBundle;
}

/** The purchase column's part, the same for every product alike: its texts, the market's placements and length unit. */
export interface PurchasePart {
  messages: MessageBundle;
  widgets: ThirdPartyWidgets;
  lengthUnit: LengthUnit;
}
