/**
 * Shopify's analytics endpoint on the shop's own domain, where hydrogen-react's
 * `sendShopifyAnalytics(event, shopDomain)` posts (over https; the emulator answers TLS on
 * its port, see ../tls.ts):
 * - `POST /.well-known/shopify/monorail/unstable/produce_batch`, a `text/plain` JSON body
 *   `{events: [{schema_id, payload, metadata: {event_created_at_ms}}], metadata: {event_sent_at_ms}}`
 *   → 200 `{result: [{status, message}]}` per event, as monorail answers: 200 for an event of
 *   the right shape, 400 with the reason otherwise (the shop's id, a market currency, the
 *   consent flags, and the products of product and add-to-cart events are checked).
 * - `GET /.well-known/shopify/monorail/__events[?event_name=…]` (emulator only): what was
 *   accepted, `{count, events: [{schema_id, event_name, payload}], rejected: [{schema_id, message}]}`.
 */
import {isRecord, parseJson} from '../http';
import {getCatalogue} from '../seed/index';
import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';

const PRODUCE_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';
const INSPECT_PATH = '/.well-known/shopify/monorail/__events';
const CUSTOMER_TRACKING = 'custom_storefront_customer_tracking/1.2';
const PAGE_VIEW = 'trekkie_storefront_page_view/1.4';
const EVENT_NAMES = new Set([
  'page_rendered',
  'collection_page_rendered',
  'product_page_rendered',
  'product_added_to_cart',
  'search_submitted',
]);
const WITH_PRODUCTS = new Set(['product_page_rendered', 'product_added_to_cart']);
const MAX_EVENTS = 50;
const KEPT_EVENTS = 200;

interface StoredEvent {
  schema_id: string;
  event_name: string;
  payload: Record<string, unknown>;
}

type Check = {ok: true; event: StoredEvent} | {ok: false; message: string};

export function createShopifyAnalyticsService({seed = 1}: {seed?: number} = {}): EmulatorService {
  const catalogue = getCatalogue(seed);
  const currencies = new Set<string>(catalogue.markets.map((market) => market.currency));
  let events: StoredEvent[] = [];
  let rejected: Array<{schema_id: unknown; message: string}> = [];
  let count = 0;

  const flags = (payload: Record<string, unknown>, names: string[]) =>
    names.every((name) => typeof payload[name] === 'boolean');

  function checkProducts(products: unknown): string | null {
    if (!Array.isArray(products) || products.length === 0) return 'products are missing';
    for (const item of products) {
      let product: unknown;
      try {
        product = typeof item === 'string' ? JSON.parse(item) : null;
      } catch {
        product = null;
      }
      if (!isRecord(product)) return 'each product is a JSON string of an object';
      if (
        typeof product.product_gid !== 'string' ||
        !product.product_gid.startsWith('gid://shopify/Product/')
      )
        return 'a product has no product_gid';
      if (
        typeof product.variant_gid !== 'string' ||
        !product.variant_gid.startsWith('gid://shopify/ProductVariant/')
      )
        return 'a product has no variant_gid';
      if (typeof product.name !== 'string' || product.name === '') return 'a product has no name';
      if (typeof product.price !== 'number' || !Number.isFinite(product.price))
        return 'a product has no price';
      if (typeof product.quantity !== 'number') return 'a product has no quantity';
    }
    return null;
  }

  function check(event: unknown): Check {
    if (!isRecord(event) || !isRecord(event.payload) || !isRecord(event.metadata))
      return {ok: false, message: 'an event is {schema_id, payload, metadata}'};
    const {schema_id: schema, payload} = event;
    if (typeof event.metadata.event_created_at_ms !== 'number')
      return {ok: false, message: 'metadata.event_created_at_ms is missing'};
    if (schema === CUSTOMER_TRACKING) {
      const name = payload.event_name;
      if (typeof name !== 'string' || !EVENT_NAMES.has(name))
        return {ok: false, message: `unknown event_name ${String(name)}`};
      if (payload.shop_id !== catalogue.shop.id)
        return {ok: false, message: `shop_id ${String(payload.shop_id)} is not this shop's`};
      if (typeof payload.currency !== 'string' || !currencies.has(payload.currency))
        return {ok: false, message: `currency ${String(payload.currency)} is not a market's`};
      if (
        !flags(payload, [
          'analytics_allowed',
          'marketing_allowed',
          'sale_of_data_allowed',
          'is_persistent_cookie',
        ])
      )
        return {ok: false, message: 'the consent flags are missing'};
      if (WITH_PRODUCTS.has(name)) {
        const problem = checkProducts(payload.products);
        if (problem) return {ok: false, message: problem};
      }
      return {ok: true, event: {schema_id: schema, event_name: name, payload}};
    }
    if (schema === PAGE_VIEW) {
      if (payload.shopId !== catalogue.shop.id)
        return {ok: false, message: `shopId ${String(payload.shopId)} is not this shop's`};
      if (typeof payload.currency !== 'string' || !currencies.has(payload.currency))
        return {ok: false, message: `currency ${String(payload.currency)} is not a market's`};
      if (!flags(payload, ['isPersistentCookie']))
        return {ok: false, message: 'isPersistentCookie is missing'};
      return {ok: true, event: {schema_id: schema, event_name: 'page_view', payload}};
    }
    return {ok: false, message: `unknown schema_id ${String(schema)}`};
  }

  function produce(req: EmulatorRequest): EmulatorResponse {
    const parsed = parseJson(req.body);
    const batch = parsed.ok && isRecord(parsed.value) ? parsed.value.events : undefined;
    if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_EVENTS) {
      return {
        status: 400,
        body: {error: `events must be an array of 1 to ${MAX_EVENTS}`},
        operation: 'produce_batch',
      };
    }
    const result = batch.map((event) => {
      const checked = check(event);
      if (!checked.ok) {
        rejected = [
          ...rejected,
          {schema_id: isRecord(event) ? event.schema_id : null, message: checked.message},
        ].slice(-KEPT_EVENTS);
        return {status: 400, message: checked.message};
      }
      count += 1;
      events = [...events, checked.event].slice(-KEPT_EVENTS);
      return {status: 200, message: 'ok'};
    });
    return {status: 200, body: {result}, operation: 'produce_batch'};
  }

  function inspect(req: EmulatorRequest): EmulatorResponse {
    const name = req.url.searchParams.get('event_name');
    return {
      status: 200,
      body: {count, events: name ? events.filter((event) => event.event_name === name) : events, rejected},
      operation: 'events.inspect',
    };
  }

  return {
    name: 'shopify-analytics',
    matches: (url) => url.pathname === PRODUCE_PATH || url.pathname === INSPECT_PATH,
    handle(req) {
      if (req.url.pathname === PRODUCE_PATH && req.method === 'POST') return produce(req);
      if (req.url.pathname === INSPECT_PATH && req.method === 'GET') return inspect(req);
      return {
        status: 405,
        headers: {Allow: req.url.pathname === PRODUCE_PATH ? 'POST' : 'GET'},
        body: {error: 'method not allowed'},
      };
    },
    reset() {
      events = [];
      rejected = [];
      count = 0;
    },
  };
}
