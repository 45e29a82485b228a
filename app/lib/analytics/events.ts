import type {ConsentState} from '~/lib/consent/categories';
import {shopifyTrackingConsent, type ShopifyTrackingConsent} from '~/lib/consent/signals';

/** The events the store sends, named as Hydrogen's analytics names them (`AnalyticsEvent`). */
export type AnalyticsEventName =
  | 'page_viewed'
  | 'product_viewed'
  | 'collection_viewed'
  | 'search_viewed'
  | 'cart_viewed'
  | 'cart_updated'
  | 'product_added_to_cart';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** Unique per event, so a collector can drop a batch sent twice. */
  id: string;
  time: string;
  /** One id per browser tab session, made only after consent. */
  sessionId: string;
  url: string;
  market: {country: string; language: string; currency: string};
  /** The shopper's choice the event was sent under, in Shopify's customer-privacy terms. */
  consent: ShopifyTrackingConsent;
  data: Record<string, unknown>;
}

/** What a page tells analytics about itself: derived from its route's loader data. */
export interface PageView {
  name: Exclude<AnalyticsEventName, 'page_viewed' | 'cart_updated' | 'product_added_to_cart'>;
  data: Record<string, unknown>;
}

interface RouteMatch {
  id: string;
  data: unknown;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The view event of the page the matches show, beside the page view every page sends:
 * product, collection, search results or bag. Reads the route's loader data (its view
 * models), so pages need no analytics code of their own.
 */
export function pageViewOf(matches: readonly RouteMatch[]): PageView | null {
  for (const match of [...matches].reverse()) {
    const data = record(match.data);
    if (!data) continue;
    const route = match.id.replace(/^routes\/(\(\$locale\)\.)?/, '');
    if (route === 'products.$handle') {
      const product = record(data.product);
      if (!product) return null;
      const variant = record(Array.isArray(product.variants) ? product.variants[0] : null);
      return {
        name: 'product_viewed',
        data: {
          products: [
            {
              id: text(product.id),
              handle: text(product.handle),
              title: text(product.title),
              vendor: text(product.vendor),
              productType: text(product.productType),
              currency: text(product.currencyCode),
              variantId: text(variant?.id),
              price: text(variant?.price),
            },
          ],
        },
      };
    }
    if (route === 'collections.$handle') {
      const collection = record(data.collection);
      if (!collection) return null;
      return {
        name: 'collection_viewed',
        data: {
          collection: {
            id: text(collection.id),
            handle: text(collection.handle),
            title: text(collection.heading),
          },
        },
      };
    }
    if (route === 'search') {
      const query = text(data.query);
      return query ? {name: 'search_viewed', data: {searchTerm: query}} : null;
    }
    if (route === 'cart') return {name: 'cart_viewed', data: {}};
  }
  return null;
}

let sequence = 0;

export function analyticsEvent(
  name: AnalyticsEventName,
  data: Record<string, unknown>,
  context: {sessionId: string; url: string; market: AnalyticsEvent['market']; consent: ConsentState},
): AnalyticsEvent {
  sequence += 1;
  return {
    name,
    id: `${context.sessionId}-${sequence}`,
    time: new Date().toISOString(),
    sessionId: context.sessionId,
    url: context.url,
    market: context.market,
    consent: shopifyTrackingConsent(context.consent),
    data,
  };
}
