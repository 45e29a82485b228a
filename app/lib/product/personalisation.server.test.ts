import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  cartPageSlot,
  existingSessionId,
  personalisationSession,
  productPageSlots,
  readPersonalisationConfig,
  recommendedSlots,
  recordProductView,
  slotsWithCards,
} from './personalisation.server';

vi.mock('~/lib/errors', () => ({reportError: vi.fn()}));

const config = {url: 'http://reco.test/graphql', apiKey: 'key'};
const answer = (data: unknown) => Response.json({data});

afterEach(() => vi.unstubAllGlobals());

describe('readPersonalisationConfig', () => {
  it('needs both the endpoint and the key', () => {
    expect(
      readPersonalisationConfig({PERSONALISATION_URL: 'http://x', PERSONALISATION_API_KEY: 'k'}),
    ).toEqual({
      url: 'http://x',
      apiKey: 'k',
    });
    expect(readPersonalisationConfig({PERSONALISATION_URL: 'http://x'})).toBeNull();
  });
});

describe('personalisationSession', () => {
  it('keeps the session from the cookie', async () => {
    const request = new Request('https://shop.test/products/x', {
      headers: {Cookie: 'alderline_reco_session=abcdef123456'},
    });
    expect(await personalisationSession(config, request)).toEqual({id: 'abcdef123456', setCookie: null});
  });

  it('asks the service for a new one and keeps it in a secure, same-site lax cookie', async () => {
    const fetcher = vi.fn().mockResolvedValue(answer({newSession: 'f00dfeed1234abcd'}));
    vi.stubGlobal('fetch', fetcher);
    const session = await personalisationSession(config, new Request('https://shop.test/products/x'));
    expect(session?.id).toBe('f00dfeed1234abcd');
    expect(session?.setCookie).toMatch(
      /^alderline_reco_session=f00dfeed1234abcd; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(fetcher.mock.calls[0][1].headers.Authorization).toBe(`Basic ${btoa(':key')}`);
  });

  it('goes on without a session when the service fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('down')));
    expect(await personalisationSession(config, new Request('https://shop.test/p'))).toBeNull();
  });
});

describe('recommendedSlots', () => {
  it('records the product view on the session and reads the slots’ product ids', async () => {
    const fetcher = vi.fn().mockResolvedValue(
      answer({
        updateSession: {
          recos: {
            slots: [
              {
                divId: 'productpage-nosto-1',
                resultId: 'r1',
                title: 'Picked for you',
                primary: [{productId: '1'}],
              },
            ],
          },
        },
      }),
    );
    vi.stubGlobal('fetch', fetcher);
    expect(
      await recommendedSlots(config, {
        sessionId: 's1',
        productId: 'gid://shopify/Product/9',
        customerId: '42',
      }),
    ).toEqual([{divId: 'productpage-nosto-1', resultId: 'r1', title: 'Picked for you', productIds: ['1']}]);
    expect(JSON.parse(fetcher.mock.calls[0][1].body).variables).toEqual({
      id: 's1',
      params: {customer: {customerReference: '42'}, event: {type: 'VIEWED_PRODUCT', target: '9'}},
    });
  });

  it('is empty when the service fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', {status: 500})));
    expect(await recommendedSlots(config, {sessionId: 's', productId: 'x', customerId: null})).toEqual([]);
  });
});

describe('recordProductView', () => {
  it('records the view on the session and asks for no recommendations', async () => {
    const fetcher = vi.fn().mockResolvedValue(answer({updateSession: {id: 's1'}}));
    vi.stubGlobal('fetch', fetcher);
    await recordProductView(config, {
      sessionId: 's1',
      productId: 'gid://shopify/Product/9',
      customerId: '42',
    });
    const body = JSON.parse(fetcher.mock.calls[0][1].body) as {query: string; variables: unknown};
    expect(body.query).toMatch(/updateSession\(by: BY_CID, id: \$id, params: \$params\) \{ id \}/);
    expect(body.query).not.toMatch(/recos|pages/);
    expect(body.variables).toEqual({
      id: 's1',
      params: {customer: {customerReference: '42'}, event: {type: 'VIEWED_PRODUCT', target: '9'}},
    });
  });

  it('settles without throwing when the service fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', {status: 500})));
    await expect(
      recordProductView(config, {sessionId: 's', productId: 'gid://shopify/Product/1', customerId: null}),
    ).resolves.toBeUndefined();
  });
});

describe('cartPageSlot', () => {
  const input = {
    sessionId: 's1',
    slotId: 'cartpage-nosto-1',
    customerId: null,
    pageUrl: 'https://shop.test/en-gb/cart',
    items: [
      {
        productId: 'gid://shopify/Product/7',
        variantId: 'gid://shopify/ProductVariant/70',
        name: 'Legging | Black',
        quantity: 2,
        unitPrice: 78,
        currencyCode: 'GBP',
      },
    ],
    value: 156,
  };
  const slots = (list: unknown[]) => answer({updateSession: {pages: {forCartPage: list}}});

  it('records the bag page view with the bag’s products and reads the slot content names', async () => {
    const fetcher = vi.fn().mockResolvedValue(
      slots([
        {divId: 'cartpage-nosto-2', resultId: 'r2', title: null, primary: [{productId: '5'}]},
        {
          divId: 'cartpage-nosto-1',
          resultId: 'r1',
          title: 'More',
          primary: [{productId: '3'}, {productId: '4'}],
        },
      ]),
    );
    vi.stubGlobal('fetch', fetcher);
    expect(await cartPageSlot(config, input, 1000)).toEqual({
      divId: 'cartpage-nosto-1',
      resultId: 'r1',
      title: 'More',
      productIds: ['3', '4'],
    });
    expect(JSON.parse(fetcher.mock.calls[0][1].body).variables).toEqual({
      id: 's1',
      slotIds: ['cartpage-nosto-1'],
      value: 156,
      params: {
        event: {type: 'VIEWED_PAGE', target: 'https://shop.test/en-gb/cart'},
        cart: {
          items: [
            {
              productId: '7',
              skuId: '70',
              name: 'Legging | Black',
              quantity: 2,
              unitPrice: 78,
              priceCurrencyCode: 'GBP',
            },
          ],
        },
      },
    });
  });

  it('is null when the service answers no such slot, fails, or the deadline has passed', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(slots([])));
    expect(await cartPageSlot(config, input, 1000)).toBeNull();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('down')));
    expect(await cartPageSlot(config, input, 1000)).toBeNull();
    const fetcher = vi.fn();
    vi.stubGlobal('fetch', fetcher);
    expect(await cartPageSlot(config, input, 0)).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('productPageSlots', () => {
  it('reads the product’s slots on the session with a query that records no event', async () => {
    const fetcher = vi.fn().mockResolvedValue(
      answer({
        session: {
          pages: {
            forProductPage: [
              {divId: 'productpage-nosto-1', resultId: 'r1', title: null, primary: [{productId: '4'}]},
            ],
          },
        },
      }),
    );
    vi.stubGlobal('fetch', fetcher);
    expect(await productPageSlots(config, {sessionId: 's1', productId: 'gid://shopify/Product/9'})).toEqual([
      {divId: 'productpage-nosto-1', resultId: 'r1', title: null, productIds: ['4']},
    ]);
    const body = JSON.parse(fetcher.mock.calls[0][1].body) as {query: string; variables: unknown};
    expect(body.query).toMatch(/^query /);
    expect(body.query).not.toMatch(/updateSession|event/);
    expect(body.variables).toEqual({id: 's1', product: '9'});
  });

  it('is empty for a session the service does not know, and when it fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer({session: null})));
    expect(await productPageSlots(config, {sessionId: 's', productId: 'gid://shopify/Product/1'})).toEqual(
      [],
    );
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('down')));
    expect(await productPageSlots(config, {sessionId: 's', productId: 'gid://shopify/Product/1'})).toEqual(
      [],
    );
  });
});

describe('existingSessionId', () => {
  it('reads a well-formed session from the cookie and never makes one', () => {
    const request = (cookie: string) => new Request('https://shop.test/x', {headers: {Cookie: cookie}});
    expect(existingSessionId(request('alderline_reco_session=abcdef123456'))).toBe('abcdef123456');
    expect(existingSessionId(request('alderline_reco_session=<x>'))).toBeNull();
    expect(existingSessionId(request(''))).toBeNull();
  });
});

describe('slotsWithCards', () => {
  const card = (id: string) => ({
    id: `gid://shopify/Product/${id}`,
    handle: `p-${id}`,
    title: id,
    featuredImage: null,
    priceRange: {minVariantPrice: {amount: '10.0', currencyCode: 'USD' as const}},
    compareAtPriceRange: {minVariantPrice: {amount: '0.0', currencyCode: 'USD' as const}},
  });
  const cards = (...ids: string[]) => new Map(ids.map((id) => [`gid://shopify/Product/${id}`, card(id)]));

  it('keeps the slot’s order, leaves out the current product and products without a card, and drops empty slots; titles are the store’s', () => {
    const slots = slotsWithCards(
      [
        {divId: 'a', resultId: 'r1', title: 'Picked', productIds: ['2', '1', '9', '5']},
        {divId: 'b', resultId: 'r2', title: null, productIds: ['3']},
      ],
      cards('1', '2', '9'),
      'gid://shopify/Product/9',
    );
    expect(slots).toEqual([{divId: 'a', resultId: 'r1', title: null, products: [card('2'), card('1')]}]);
  });
});
