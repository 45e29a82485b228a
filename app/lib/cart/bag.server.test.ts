import {describe, expect, it, vi} from 'vitest';
import type {Bag} from './bag.server';
import {readBag} from './bag.server';

vi.mock('~/lib/errors', () => ({reportError: vi.fn()}));

const TOKEN = {accessToken: 'token-1', expiresAt: '2999-01-01T00:00:00Z'};

function bagIn(countryCode: string, customer: boolean, id = 'c1'): Bag {
  return {
    id,
    attributes: [],
    discountCodes: [],
    note: '',
    buyerIdentity: {countryCode, customer: customer ? {id: 'gid://shopify/Customer/1'} : null},
    lines: {nodes: []},
  } as unknown as Bag;
}

/**
 * A request's context: the cart answers `read`; a change answers with the bag after it, as
 * every cart mutation does; the session holds `token` when signed in.
 */
function contextWith(read: Bag, token: typeof TOKEN | null, countryCode = 'US') {
  const values = new Map<string, unknown>(token ? [['customerAccessToken', token]] : []);
  const cart = {
    getCartId: () => 'c1',
    get: vi.fn(async () => read),
    updateBuyerIdentity: vi.fn(async () => ({cart: bagIn(countryCode, true), userErrors: []})),
    create: vi.fn(async () => ({cart: bagIn(countryCode, false, 'c2'), userErrors: []})),
    setCartId: vi.fn((id: string) => new Headers({'Set-Cookie': `cart=${id}`})),
  };
  const session = {get: (key: string) => values.get(key), set: vi.fn(), unset: vi.fn()};
  return {context: {cart, session, market: {countryCode}} as never, cart};
}

describe('readBag: the bag’s buyer is the shopper signed in now', () => {
  it('puts a signed-in customer’s token into a bag that has no customer, with the market’s country', async () => {
    const {context, cart} = contextWith(bagIn('GB', false), TOKEN);
    const {bag} = await readBag(context);
    expect(cart.updateBuyerIdentity).toHaveBeenCalledTimes(1);
    expect(cart.updateBuyerIdentity).toHaveBeenCalledWith({
      countryCode: 'US',
      customerAccessToken: 'token-1',
    });
    // The update's answer is the bag: it is not read again.
    expect(bag?.buyerIdentity.customer).not.toBeNull();
    expect(cart.get).toHaveBeenCalledTimes(1);
  });

  it('moves a customer’s bag read by a signed-out browser to a new guest bag, with its cookie', async () => {
    const {context, cart} = contextWith(bagIn('US', true), null);
    const {bag, headers} = await readBag(context);
    expect(cart.create).toHaveBeenCalledTimes(1);
    expect(cart.updateBuyerIdentity).not.toHaveBeenCalled();
    expect(bag?.id).toBe('c2');
    expect(bag?.buyerIdentity.customer).toBeNull();
    expect(headers.get('Set-Cookie')).toBe('cart=c2');
    expect(cart.get).toHaveBeenCalledTimes(1);
  });

  it('asks nothing more when buyer and country already match', async () => {
    for (const [token, customer] of [
      [TOKEN, true],
      [null, false],
    ] as const) {
      const {context, cart} = contextWith(bagIn('US', customer), token);
      await readBag(context);
      expect(cart.updateBuyerIdentity).not.toHaveBeenCalled();
      expect(cart.create).not.toHaveBeenCalled();
      expect(cart.get).toHaveBeenCalledTimes(1);
    }
  });
});
