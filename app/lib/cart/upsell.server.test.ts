import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {CartContent} from '@cms/mappers/shopping-cart';
import {readBag} from './bag.server';
import {loadBagContent} from './content.server';
import {productCardsById} from '~/lib/search/cards-by-id.server';
import {bagPageSlotId, loadBagUpsell, upsellView, UPSELL_LIMIT} from './upsell.server';

vi.mock('~/lib/errors', () => ({reportError: vi.fn()}));
vi.mock('~/lib/customer/current.server', () => ({currentCustomer: vi.fn(async () => null)}));
vi.mock('~/lib/customer/product-access.server', () => ({
  productViewer: vi.fn(async () => ({signedIn: false, tags: [], unlocked: []})),
}));
vi.mock('./content.server', () => ({loadBagContent: vi.fn()}));
vi.mock('./bag.server', () => ({readBag: vi.fn()}));
vi.mock('~/lib/search/cards-by-id.server', () => ({productCardsById: vi.fn()}));

const gid = (id: string) => `gid://shopify/Product/${id}`;

const product = (id: string) => ({
  id: gid(id),
  handle: `p-${id}`,
  title: `Product ${id}`,
  featuredImage: {url: `https://cdn.test/${id}.jpg`, altText: `Product ${id}`},
  priceRange: {minVariantPrice: {amount: '40.0', currencyCode: 'EUR' as const}},
  compareAtPriceRange: {minVariantPrice: {amount: '0.0', currencyCode: 'EUR' as const}},
});
/** Cards by product gid, as the search index gives them: only products a list may show. */
const cards = (...ids: string[]) => new Map(ids.map((id) => [gid(id), product(id)]));

const slot = (productIds: string[]) => ({divId: 'cartpage-nosto-1', resultId: 'r1', title: null, productIds});

describe('upsellView', () => {
  it('keeps the service’s order, leaves out the bag’s products and those without a card, and fills one row', () => {
    const view = upsellView(
      slot(['2', '1', '3', '3', '4', '5', '6', '7', '8']),
      cards('1', '3', '5', '6', '7', '8'),
      new Set([gid('5')]),
      'You may also like',
    );
    expect(view?.products.map((card) => card.handle)).toEqual(['p-1', 'p-3', 'p-6', 'p-7']);
    expect(view?.products).toHaveLength(UPSELL_LIMIT);
    expect(view).toMatchObject({slotId: 'cartpage-nosto-1', resultId: 'r1', title: 'You may also like'});
    // The title names each card's link.
    expect(view?.products[0].featuredImage).toEqual({url: 'https://cdn.test/1.jpg', altText: null});
  });

  it('is null when nothing is left to show', () => {
    expect(upsellView(slot(['1']), cards('1'), new Set([gid('1')]), 'x')).toBeNull();
    expect(upsellView(slot(['1']), cards(), new Set(), 'x')).toBeNull();
  });
});

describe('bagPageSlotId', () => {
  const content = (cartPage: CartContent['upsells']['cartPage']) =>
    ({upsells: {cartPage, minicart: null}}) as unknown as CartContent;

  it('is the bag page slot content shows, else null', () => {
    expect(bagPageSlotId(content({type: 'nosto', display: true, nostoId: 'cart-1'}))).toBe('cart-1');
    expect(bagPageSlotId(content({type: 'nosto', display: false, nostoId: 'cart-1'}))).toBeNull();
    expect(bagPageSlotId(content({type: 'nosto', display: true, nostoId: null}))).toBeNull();
    expect(bagPageSlotId(null)).toBeNull();
  });
});

describe('loadBagUpsell', () => {
  const env = {PERSONALISATION_URL: 'https://reco.test/graphql', PERSONALISATION_API_KEY: 'key'};
  const bag = {
    cost: {totalAmount: {amount: '80.0', currencyCode: 'EUR'}},
    lines: {
      nodes: [
        {
          quantity: 2,
          merchandise: {
            id: 'gid://shopify/ProductVariant/10',
            price: {amount: '40.0', currencyCode: 'EUR'},
            product: {id: gid('1'), title: 'Product 1'},
          },
        },
      ],
    },
  };

  const context = (overrides: Partial<Record<string, unknown>> = {}) =>
    ({
      env,
      market: {locale: 'fr-FR', countryCode: 'FR'},
      deadlines: {remaining: () => 1000},
      ...overrides,
    }) as unknown as AppLoadContext;

  const request = (cookie = 'alderline_reco_session=session-1234') =>
    new Request('https://shop.test/fr-fr/cart', {headers: {Cookie: cookie}});

  const serviceAnswers = (productIds: string[]) =>
    vi.fn().mockResolvedValue(
      Response.json({
        data: {
          updateSession: {
            pages: {
              forCartPage: [
                {
                  divId: 'cartpage-nosto-1',
                  resultId: 'r1',
                  title: 'Picked for you',
                  primary: productIds.map((productId) => ({productId})),
                },
              ],
            },
          },
        },
      }),
    );

  beforeEach(() => {
    vi.mocked(readBag).mockClear();
    vi.mocked(productCardsById).mockReset().mockResolvedValue(cards('2', '3'));
    vi.mocked(loadBagContent).mockResolvedValue({
      upsells: {cartPage: {type: 'nosto', display: true, nostoId: 'cartpage-nosto-1'}, minicart: null},
    } as unknown as CartContent);
    vi.mocked(readBag).mockResolvedValue({bag: bag as never, headers: new Headers()});
  });

  afterEach(() => vi.unstubAllGlobals());

  it('asks the service once for the shopper’s slot and shows its products in the market’s words', async () => {
    const fetcher = serviceAnswers(['1', '2', '3']);
    vi.stubGlobal('fetch', fetcher);
    const {upsell, headers} = await loadBagUpsell(context(), request());
    const view = await upsell;
    expect(view?.title).toBe('Vous aimerez aussi');
    expect(view?.products.map((card) => card.handle)).toEqual(['p-2', 'p-3']);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetcher.mock.calls[0][1].body).variables).toMatchObject({
      id: 'session-1234',
      slotIds: ['cartpage-nosto-1'],
      value: 80,
      params: {cart: {items: [{productId: '1', quantity: 2}]}},
    });
    // The bag's own product is not looked up.
    expect(productCardsById).toHaveBeenCalledWith(expect.anything(), [gid('2'), gid('3')], expect.anything());
    expect(headers.get('Set-Cookie')).toBeNull();
  });

  it('keeps a new session in its cookie', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: {body: string}) =>
        init.body.includes('newSession')
          ? Response.json({data: {newSession: 'fresh-session-1'}})
          : serviceAnswers(['2'])(),
      ),
    );
    const {upsell, headers} = await loadBagUpsell(context(), request(''));
    expect(headers.get('Set-Cookie')).toMatch(/^alderline_reco_session=fresh-session-1;/);
    expect((await upsell)?.products).toHaveLength(1);
  });

  it('asks for a new visitor’s session and the bag while content is still on its way, and keeps the session when content shows no slot', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: {body: string}) => {
        asked.push(init.body.includes('newSession') ? 'session' : 'slot');
        return init.body.includes('newSession')
          ? Response.json({data: {newSession: 'fresh-session-2'}})
          : serviceAnswers(['2'])();
      }),
    );
    let showSlot: (content: CartContent | null) => void = () => undefined;
    vi.mocked(loadBagContent).mockReturnValue(new Promise((resolve) => (showSlot = resolve)));
    const loading = loadBagUpsell(context(), request(''));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['session']);
    expect(readBag).toHaveBeenCalled();
    showSlot(null);
    const {upsell, headers} = await loading;
    expect(upsell).toBeNull();
    expect(headers.get('Set-Cookie')).toMatch(/^alderline_reco_session=fresh-session-2;/);
    expect(asked).toEqual(['session']);
  });

  it('shows nothing, and asks nothing, where the service is not configured or content shows no slot', async () => {
    const fetcher = vi.fn();
    vi.stubGlobal('fetch', fetcher);
    expect((await loadBagUpsell(context({env: {}}), request())).upsell).toBeNull();
    vi.mocked(loadBagContent).mockResolvedValue(null);
    expect((await loadBagUpsell(context(), request())).upsell).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('settles to nothing when the service or the search index fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('down')));
    expect(await (await loadBagUpsell(context(), request())).upsell).toBeNull();
    vi.stubGlobal('fetch', serviceAnswers(['2']));
    vi.mocked(productCardsById).mockRejectedValue(new Error('search down'));
    expect(await (await loadBagUpsell(context(), request())).upsell).toBeNull();
  });
});
