import {
  AnalyticsEventName,
  AnalyticsPageType,
  getClientBrowserParameters,
  sendShopifyAnalytics,
  ShopifySalesChannel,
  type ShopifyAddToCartPayload,
  type ShopifyAnalyticsProduct,
  type ShopifyPageViewPayload,
} from '@shopify/hydrogen';
import type {ShopifyTrackingConsent} from '~/lib/consent/signals';
import type {PageView} from './events';

/** What Shopify's analytics need to know of the shop (`/api/analytics/shop`). */
export interface ShopAnalytics {
  /** `gid://shopify/Shop/…` */
  shopId: string;
  /** The Hydrogen storefront's id (Oxygen's `PUBLIC_STOREFRONT_ID`), '0' when unknown. */
  hydrogenSubchannelId: string;
  /** The shop's domain: its analytics endpoint is `https://{shopDomain}/.well-known/shopify/monorail/…`. */
  shopDomain: string;
  /** The market's currency and language, as Shopify's localization names them. */
  currency: string;
  acceptedLanguage: string;
}

/** A bag line just added, as the add-to-bag form announces it (`announceBagAdded`). */
export interface AddedLine {
  productId: string;
  variantId: string;
  title: string;
  variantTitle: string;
  price: string;
  quantity: number;
  sku: string;
}

type Send = typeof sendShopifyAnalytics;

const VIEWS: Partial<Record<PageView['name'], string>> = {
  product_viewed: AnalyticsPageType.product,
  collection_viewed: AnalyticsPageType.collection,
  search_viewed: AnalyticsPageType.search,
  cart_viewed: AnalyticsPageType.cart,
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Sends the storefront's views and bag adds to Shopify in the shape Hydrogen's own analytics
 * sends them (its `ShopifyAnalytics` handlers over hydrogen-react's `sendShopifyAnalytics`),
 * to the shop domain's analytics endpoint, with the consent the shopper gave in our banner.
 * `brand` is the store's fixed analytics brand (products carry no vendor of their own).
 */
export function createShopifyAnalytics(
  shop: ShopAnalytics,
  brand: string,
  send: Send = sendShopifyAnalytics,
) {
  const base = (consent: ShopifyTrackingConsent): ShopifyPageViewPayload => ({
    shopifySalesChannel: ShopifySalesChannel.hydrogen,
    shopId: shop.shopId,
    currency: shop.currency as ShopifyPageViewPayload['currency'],
    acceptedLanguage: shop.acceptedLanguage as ShopifyPageViewPayload['acceptedLanguage'],
    hydrogenSubchannelId: shop.hydrogenSubchannelId,
    hasUserConsent: consent.analytics,
    ...getClientBrowserParameters(),
    analyticsAllowed: consent.analytics,
    marketingAllowed: consent.marketing,
    saleOfDataAllowed: consent.sale_of_data,
    ccpaEnforced: !consent.sale_of_data,
    gdprEnforced: !(consent.marketing && consent.analytics),
  });
  const post = (eventName: string, payload: ShopifyPageViewPayload | ShopifyAddToCartPayload) =>
    // A refused or unreachable endpoint costs the page nothing.
    send({eventName, payload}, shop.shopDomain).catch(() => undefined);

  return {
    /** The page view, after the page's own view (product, collection, search) when it has one. */
    page(view: PageView | null, consent: ShopifyTrackingConsent) {
      const payload = base(consent);
      const pageType = view ? VIEWS[view.name] : undefined;
      let resourceId: string | undefined;
      if (view?.name === 'product_viewed') {
        const product = record(Array.isArray(view.data.products) ? view.data.products[0] : null);
        resourceId = text(product.id);
        const products: ShopifyAnalyticsProduct[] = [
          {
            productGid: text(product.id),
            variantGid: text(product.variantId),
            name: text(product.title),
            variantName: '',
            brand,
            price: text(product.price),
            quantity: 1,
            category: text(product.productType) || undefined,
          },
        ];
        void post(AnalyticsEventName.PRODUCT_VIEW, {
          ...payload,
          pageType,
          resourceId,
          products,
          totalValue: Number(text(product.price)),
        });
      } else if (view?.name === 'collection_viewed') {
        const collection = record(view.data.collection);
        resourceId = text(collection.id) || undefined;
        if (resourceId) {
          void post(AnalyticsEventName.COLLECTION_VIEW, {
            ...payload,
            pageType,
            resourceId,
            collectionHandle: text(collection.handle),
            collectionId: resourceId,
          });
        }
      } else if (view?.name === 'search_viewed') {
        void post(AnalyticsEventName.SEARCH_VIEW, {
          ...payload,
          pageType,
          searchString: text(view.data.searchTerm),
        });
      }
      void post(AnalyticsEventName.PAGE_VIEW_2, {
        ...payload,
        ...(pageType ? {pageType} : {}),
        ...(resourceId ? {resourceId} : {}),
      });
    },

    /** A line the shopper just added to the bag. */
    addToCart(line: AddedLine, consent: ShopifyTrackingConsent) {
      const products: ShopifyAnalyticsProduct[] = [
        {
          productGid: line.productId,
          variantGid: line.variantId,
          name: line.title,
          variantName: line.variantTitle,
          brand,
          price: line.price,
          quantity: line.quantity,
          ...(line.sku ? {sku: line.sku} : {}),
        },
      ];
      void post(AnalyticsEventName.ADD_TO_CART, {
        ...base(consent),
        products,
        totalValue: Number(line.price) * line.quantity,
      });
    },
  };
}

export type ShopifyAnalyticsSender = ReturnType<typeof createShopifyAnalytics>;
