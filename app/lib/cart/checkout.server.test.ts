import {beforeEach, describe, expect, it, vi} from 'vitest';
import {
  checkoutAttributes,
  checkoutRedirect,
  deliversElsewhere,
  experimentAttributes,
} from './checkout.server';

const customer = vi.hoisted(() => ({token: null as string | null, address: null as {id: string} | null}));
vi.mock('~/lib/customer/current.server', () => ({customerAccessToken: () => customer.token}));
vi.mock('~/lib/customer/product-access.server', () => ({
  productViewer: async () => ({signedIn: customer.token !== null, tags: [], unlocked: []}),
}));
vi.mock('~/lib/customer/checkout.server', () => ({checkoutUrlFor: async (_: unknown, url: string) => url}));
vi.mock('./bag.server', () => ({
  readBag: async (context: {cart: {get(): Promise<unknown>}}) => ({
    bag: await context.cart.get(),
    headers: new Headers(),
  }),
}));
import {deliveryAddressFor} from './new-bag.server';

describe('checkout hand-off', () => {
  it('attaches the market’s address only when the bag ships elsewhere', () => {
    const bag = (countryCode: string | null) => ({
      delivery: {
        addresses: countryCode ? [{id: 'a', selected: true, address: {countryCode}}] : [],
      },
    });
    expect(deliversElsewhere(bag('GB') as never, 'GB')).toBe(false);
    expect(deliversElsewhere(bag('US') as never, 'GB')).toBe(true);
    expect(deliversElsewhere(bag(null) as never, 'GB')).toBe(true);
  });

  it('adds the campaign and affiliate channel the shopper landed with', () => {
    const request = new Request('https://shop.test/cart', {
      headers: {
        'User-Agent': 'Chrome',
        Cookie:
          'cart=c1; alderline_utm=utm_source=newsletter&utm_campaign=spring; alderline_affiliate=runclub',
      },
    });
    expect(checkoutAttributes(request, 's', {countryCode: 'US', locale: 'en-US'}).slice(4)).toEqual([
      {key: '_utm_source', value: 'newsletter'},
      {key: '_utm_campaign', value: 'spring'},
      {key: '_affiliate_channel', value: 'runclub'},
    ]);
  });

  it('sends the checkout experiment flags, and removes those of ended experiments', () => {
    const current = [
      {key: '_session_id', value: 's'},
      {key: '_experiment_cart_v2', value: 'a'},
      {key: '_experiment_old_test', value: 'b'},
    ];
    expect(experimentAttributes(JSON.stringify({cart_v2: 'b', express_pay: 'control'}), current)).toEqual([
      {key: '_experiment_cart_v2', value: 'b'},
      {key: '_experiment_express_pay', value: 'control'},
      {key: '_experiment_old_test', value: ''},
    ]);
  });

  it('ignores experiment flags that are not a small object of plain words', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '[1,2]',
      JSON.stringify({'bad key': 'x', ok: '<b>'}),
      'x'.repeat(5000),
    ]) {
      expect(experimentAttributes(raw, [])).toEqual([]);
    }
    const many = Object.fromEntries(Array.from({length: 30}, (_, i) => [`flag_${i}`, 'on']));
    expect(experimentAttributes(JSON.stringify(many), [])).toHaveLength(20);
  });

  it('sets the session id, the browser and the market as attributes', () => {
    const request = new Request('https://shop.test/cart', {headers: {'User-Agent': 'x'.repeat(400)}});
    const attributes = checkoutAttributes(request, 'session-1', {countryCode: 'FR', locale: 'fr-FR'});
    expect(attributes).toEqual([
      {key: '_session_id', value: 'session-1'},
      {key: '_user_agent', value: 'x'.repeat(255)},
      {key: '_market', value: 'FR'},
      {key: '_locale', value: 'fr-FR'},
    ]);
  });
});

describe('default cart address', () => {
  it('copies the customer’s address when there is one, else names the country only', () => {
    expect(deliveryAddressFor('GB', 'gid://shopify/MailingAddress/1')).toEqual({
      selected: true,
      oneTimeUse: true,
      address: {copyFromCustomerAddressId: 'gid://shopify/MailingAddress/1'},
    });
    expect(deliveryAddressFor('GB', null)).toEqual({
      selected: true,
      oneTimeUse: true,
      address: {deliveryAddress: {countryCode: 'GB'}},
    });
  });
});

describe('checkoutRedirect', () => {
  const ADDRESS = 'gid://shopify/MailingAddress/7?model_name=CustomerAddress';

  function handOff(
    shipsTo: string,
    {flags = null as string | null, cookie = '', street = null as string | null} = {},
  ) {
    const calls = {attributes: [] as unknown[], addresses: [] as unknown[]};
    const bag = {
      totalQuantity: 1,
      lines: {nodes: []},
      checkoutUrl: 'https://checkout.test/cn/1',
      attributes: [{key: '_experiment_ended', value: 'a'}],
      delivery: {addresses: [{id: 'a', selected: true, address: {countryCode: shipsTo, address1: street}}]},
    };
    const context = {
      pathPrefix: '/en-gb',
      market: {countryCode: 'GB', locale: 'en-GB'},
      session: {get: () => 'session-1', set: () => undefined},
      cart: {
        getCartId: () => 'gid://shopify/Cart/1',
        get: async () => ({id: 'gid://shopify/Cart/1', ...bag}),
        updateAttributes: async (attributes: unknown) => {
          calls.attributes.push(attributes);
          return {cart: {}};
        },
        addDeliveryAddresses: async (addresses: unknown) => {
          calls.addresses.push(addresses);
          return {cart: {}};
        },
      },
    };
    const request = new Request('https://shop.test/en-gb/cart', {method: 'POST', headers: {Cookie: cookie}});
    return {
      calls,
      done: checkoutRedirect(context as never, request, {
        checkoutFlags: flags,
        cartAddressFor: async () => customer.address,
      }),
    };
  }

  beforeEach(() => {
    customer.token = null;
    customer.address = null;
  });

  it('gives a bag shipping to the wrong country the signed-in customer’s address from the chain', async () => {
    customer.token = 'token';
    customer.address = {id: ADDRESS};
    const {calls, done} = handOff('US');
    expect((await done).status).toBe(303);
    expect(calls.addresses).toEqual([
      [{selected: true, oneTimeUse: true, address: {copyFromCustomerAddressId: ADDRESS}}],
    ]);
  });

  it('gives a guest’s (or an address-less customer’s) wrong-country bag the market’s country only', async () => {
    const {calls, done} = handOff('US');
    await done;
    expect(calls.addresses).toEqual([
      [{selected: true, oneTimeUse: true, address: {deliveryAddress: {countryCode: 'GB'}}}],
    ]);
  });

  it('gives a bag made with the country only the signed-in customer’s address from the chain', async () => {
    customer.token = 'token';
    customer.address = {id: ADDRESS};
    const {calls, done} = handOff('GB');
    await done;
    expect(calls.addresses).toEqual([
      [{selected: true, oneTimeUse: true, address: {copyFromCustomerAddressId: ADDRESS}}],
    ]);
  });

  it('leaves a bag shipping to a street in the market’s country, or a guest’s to the country, as it is', async () => {
    customer.token = 'token';
    customer.address = {id: ADDRESS};
    const street = handOff('GB', {street: '1 Carnaby Street'});
    await street.done;
    expect(street.calls.addresses).toEqual([]);

    customer.token = null;
    customer.address = null;
    const guest = handOff('GB');
    await guest.done;
    expect(guest.calls.addresses).toEqual([]);
  });

  it('sends the session, campaign and experiment flags as cart attributes before checkout', async () => {
    const {calls, done} = handOff('GB', {
      flags: JSON.stringify({cart_v2: 'b'}),
      cookie: 'alderline_utm=utm_source=newsletter',
    });
    expect((await done).headers.get('Location')).toBe('https://checkout.test/cn/1');
    expect(calls.attributes).toHaveLength(1);
    const sent = new Map(
      (calls.attributes[0] as {key: string; value: string}[]).map((a) => [a.key, a.value]),
    );
    expect(Object.fromEntries(sent)).toMatchObject({
      _session_id: 'session-1',
      _market: 'GB',
      _utm_source: 'newsletter',
      _experiment_cart_v2: 'b',
    });
    expect(sent.has('_experiment_ended')).toBe(false);
  });
});
