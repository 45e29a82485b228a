import {describe, expect, it} from 'vitest';
import {getCatalogue} from '../seed/index';
import type {EmulatorRequest} from '../service';
import {createShopifyAnalyticsService} from './shopify-analytics';

const PRODUCE = 'http://127.0.0.1:4100/.well-known/shopify/monorail/unstable/produce_batch';
const INSPECT = 'http://127.0.0.1:4100/.well-known/shopify/monorail/__events';

const request = (method: string, url: string, body?: unknown): EmulatorRequest => ({
  method,
  url: new URL(url),
  headers: {'content-type': 'text/plain'},
  body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
});

const shopId = getCatalogue(1).shop.id;
const consent = {
  analytics_allowed: true,
  marketing_allowed: false,
  sale_of_data_allowed: false,
  is_persistent_cookie: true,
};
const event = (payload: Record<string, unknown>, schema = 'custom_storefront_customer_tracking/1.2') => ({
  schema_id: schema,
  payload,
  metadata: {event_created_at_ms: 1},
});
const product = JSON.stringify({
  product_gid: 'gid://shopify/Product/1',
  variant_gid: 'gid://shopify/ProductVariant/2',
  name: 'Legging',
  price: 88,
  quantity: 1,
});

describe("the shop domain's analytics endpoint", () => {
  it('accepts events of the shape Hydrogen sends and shows them for tests', async () => {
    const service = createShopifyAnalyticsService({seed: 1});
    const answer = await service.handle(
      request('POST', PRODUCE, {
        events: [
          event({event_name: 'page_rendered', shop_id: shopId, currency: 'GBP', ...consent}),
          event({
            event_name: 'product_added_to_cart',
            shop_id: shopId,
            currency: 'GBP',
            products: [product],
            ...consent,
          }),
          event({shopId, currency: 'GBP', isPersistentCookie: true}, 'trekkie_storefront_page_view/1.4'),
        ],
        metadata: {event_sent_at_ms: 2},
      }),
    );
    expect(answer).toMatchObject({
      status: 200,
      body: {result: [{status: 200}, {status: 200}, {status: 200}]},
    });
    const seen = (await service.handle(request('GET', `${INSPECT}?event_name=product_added_to_cart`)))
      .body as {
      count: number;
      events: Array<{event_name: string}>;
    };
    expect(seen.count).toBe(3);
    expect(seen.events.map((e) => e.event_name)).toEqual(['product_added_to_cart']);
  });

  it.each([
    [{event_name: 'page_rendered', shop_id: 999, currency: 'GBP', ...consent}, /shop_id/],
    [{event_name: 'page_rendered', shop_id: shopId, currency: 'XXX', ...consent}, /currency/],
    [{event_name: 'page_rendered', shop_id: shopId, currency: 'GBP'}, /consent/],
    [{event_name: 'product_added_to_cart', shop_id: shopId, currency: 'GBP', ...consent}, /products/],
    [{event_name: 'teleported', shop_id: shopId, currency: 'GBP', ...consent}, /event_name/],
  ])('refuses an event that is not of that shape (%#)', async (payload, reason) => {
    const service = createShopifyAnalyticsService({seed: 1});
    const answer = (await service.handle(request('POST', PRODUCE, {events: [event(payload)]}))) as {
      body: {result: Array<{status: number; message: string}>};
    };
    expect(answer.body.result[0].status).toBe(400);
    expect(answer.body.result[0].message).toMatch(reason);
    expect(((await service.handle(request('GET', INSPECT))).body as {count: number}).count).toBe(0);
  });

  it('answers 400 for a body that is no batch and 405 for other methods', async () => {
    const service = createShopifyAnalyticsService({seed: 1});
    expect((await service.handle(request('POST', PRODUCE, {events: []}))).status).toBe(400);
    expect((await service.handle(request('GET', PRODUCE))).status).toBe(405);
  });
});
