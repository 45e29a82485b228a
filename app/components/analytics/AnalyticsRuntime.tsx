import {useLocation, useMatches, useRouteLoaderData} from '@remix-run/react';
import {useShopifyCookies} from '@shopify/hydrogen';
import {useEffect, useRef, useState} from 'react';
import {useBagCount} from '~/components/cart/bag-store';
import {useConsent} from '~/components/consent/use-consent';
import {consentStore, isGranted} from '~/lib/consent/consent-store';
import {createAnalyticsCollector, type AnalyticsCollector} from '~/lib/analytics/collector';
import {pushEvent, pushPageData} from '~/lib/analytics/data-layer';
import {
  analyticsEvent,
  pageViewOf,
  type AnalyticsEvent,
  type AnalyticsEventName,
} from '~/lib/analytics/events';
import {BAG_ADDED_EVENT} from '~/lib/analytics/bag-added';
import {rememberCampaign} from '~/lib/analytics/campaign';
import {analyticsSessionId} from '~/lib/analytics/session';
import {
  createShopifyAnalytics,
  type AddedLine,
  type ShopAnalytics,
  type ShopifyAnalyticsSender,
} from '~/lib/analytics/shopify';
import {BRAND_NAME} from '~/lib/brand';
import {shopifyTrackingConsent} from '~/lib/consent/signals';
import {startCheckoutExperiments} from '~/lib/experiments/runtime';
import {useMarket} from '~/lib/market-context';
import type {RootData} from '~/lib/root-data';

const analyticsAllowed = () => isGranted(consentStore.getSnapshot(), 'C0002');
const SHOPIFY_COOKIES = ['_shopify_y', '_shopify_s'];

/**
 * Shopify's analytics endpoint and visitor cookies are https-only (hydrogen-react writes the
 * endpoint with a fixed `https://`): a page served over plain http, as in local development,
 * sends nothing to Shopify rather than a request its browser must refuse.
 */
const shopifyReachable = () => typeof window !== 'undefined' && window.location.protocol === 'https:';

/** The sender of Shopify's analytics for this market, once the shop's settings have arrived (null if they cannot). */
function loadShopifyAnalytics(pathPrefix: string): Promise<ShopifyAnalyticsSender | null> {
  if (!shopifyReachable()) return Promise.resolve(null);
  return fetch(`${pathPrefix}/api/analytics/shop`)
    .then((response) => (response.ok ? (response.json() as Promise<ShopAnalytics>) : null))
    .then((shop) => (shop ? createShopifyAnalytics(shop, BRAND_NAME) : null))
    .catch(() => null);
}

/**
 * The store's analytics, loaded only once analytics consent (C0002) is granted: a page view
 * for every page the shopper sees (the one it loaded on included), the page's own view event
 * (product, collection, search results, bag) and bag changes. Each event goes to the data
 * layer and, batched, to the store's analytics endpoint; the views and bag adds also go to
 * Shopify (the shop domain's analytics endpoint) as Hydrogen sends them, with Shopify's
 * visitor cookies, which are removed again when consent is withdrawn.
 */
export function AnalyticsRuntime() {
  const location = useLocation();
  const matches = useMatches();
  const market = useMarket();
  const {state} = useConsent();
  const cart = useRouteLoaderData<RootData>('root')?.cart;
  const [collector] = useState<AnalyticsCollector>(() =>
    createAnalyticsCollector({allowed: analyticsAllowed}),
  );
  const latest = useRef({market, state});
  latest.current = {market, state};
  const [shopify] = useState(() => loadShopifyAnalytics(market.pathPrefix));
  useShopifyCookies({
    hasUserConsent: shopifyReachable(),
    domain: typeof window === 'undefined' ? '' : window.location.hostname,
  });
  const toShopify = useRef((send: (sender: ShopifyAnalyticsSender) => void) => {
    void shopify.then((sender) => {
      if (sender && analyticsAllowed()) send(sender);
    });
  }).current;

  const publish = useRef((name: AnalyticsEventName, data: Record<string, unknown>) => {
    const {market: current, state: consent} = latest.current;
    const event: AnalyticsEvent = analyticsEvent(name, data, {
      sessionId: analyticsSessionId(),
      url: window.location.href,
      market: {country: current.countryCode, language: current.locale, currency: current.currency},
      consent,
    });
    if (name === 'page_viewed') pushPageData(event);
    pushEvent(event);
    collector.add(event);
  }).current;

  // One page view (and the page's own view) per location, the first page included.
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (viewed.current === location.key) return;
    viewed.current = location.key;
    publish('page_viewed', {path: location.pathname});
    const view = pageViewOf(matches);
    if (view) publish(view.name, view.data);
    toShopify((sender) => sender.page(view, shopifyTrackingConsent(consentStore.getSnapshot().state)));
  }, [location.key, location.pathname, matches, publish, toShopify]);

  // What the add-to-bag form announces it has added.
  useEffect(() => {
    const added = (event: Event) => {
      const line = (event as CustomEvent<AddedLine>).detail;
      publish('product_added_to_cart', {
        products: [
          {
            id: line.productId,
            variantId: line.variantId,
            title: line.title,
            variantTitle: line.variantTitle,
            price: line.price,
            quantity: line.quantity,
            currency: latest.current.market.currency,
          },
        ],
      });
      toShopify((sender) => sender.addToCart(line, shopifyTrackingConsent(consentStore.getSnapshot().state)));
    };
    window.addEventListener(BAG_ADDED_EVENT, added);
    return () => window.removeEventListener(BAG_ADDED_EVENT, added);
  }, [publish, toShopify]);

  // The bag's count after every change (streamed with the root's data, then from each bag
  // action's answer).
  const quantity = useBagCount(cart);
  const lastQuantity = useRef<number | null>(null);
  useEffect(() => {
    if (quantity === null) return;
    const previous = lastQuantity.current;
    lastQuantity.current = quantity;
    if (previous !== null && previous !== quantity) {
      publish('cart_updated', {totalQuantity: quantity, previousQuantity: previous});
    }
  }, [quantity, publish]);

  // Where the shopper came from (UTM, affiliate) goes with the order: kept under the same consent.
  useEffect(() => rememberCampaign(window.location, document), [location.search]);

  // The A/B tool's checkout flags are measured with analytics and live under the same consent.
  useEffect(() => startCheckoutExperiments(), []);

  useEffect(() => {
    const flush = () => collector.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      // Unmounted because consent was withdrawn: Shopify's visitor cookies go too.
      if (!analyticsAllowed()) {
        for (const name of SHOPIFY_COOKIES) {
          for (const domain of ['', `; Domain=${window.location.hostname}`])
            document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
        }
      }
    };
  }, [collector]);

  return null;
}
