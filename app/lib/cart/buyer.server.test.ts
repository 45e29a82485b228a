import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import type {Bag} from './bag.server';
import {bagSignedOut, memberPricesEnded} from './buyer.server';

let reports: ErrorReport[];
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => setErrorSink(consoleSink));

function session(initial: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => void values.set(key, value),
    unset: (key: string) => void values.delete(key),
  };
}

/** A bag of one line; `automatic` when the cart gave it the member discount. */
function bag(
  id: string,
  {automatic = false, discountValues = 'gated::warehouse-sale::30', customer = false} = {},
) {
  return {
    id,
    note: 'Leave at the door',
    attributes: [{key: '_session_id', value: 's1'}],
    discountCodes: [
      {code: 'WELCOME10', applicable: true},
      {code: 'NOPE', applicable: false},
    ],
    buyerIdentity: {countryCode: 'US', customer: customer ? {id: 'gid://shopify/Customer/1'} : null},
    lines: {
      nodes: [
        {
          id: 'gid://shopify/CartLine/1',
          quantity: 2,
          attributes: [{key: '_community_program', value: 'true'}],
          discountAllocations: automatic ? [{__typename: 'CartAutomaticDiscountAllocation'}] : [],
          merchandise: {
            id: 'gid://shopify/ProductVariant/9',
            product: {gatedDiscount: discountValues ? {value: discountValues} : null},
          },
        },
      ],
    },
  } as unknown as Bag;
}

describe('memberPricesEnded', () => {
  it('remembers a bag with member prices, and says once that they ended', () => {
    const shopper = session();
    expect(memberPricesEnded({session: shopper} as never, bag('c1', {automatic: true}))).toBe(false);
    expect(shopper.values.get('memberPricedBag')).toBe('c1');
    // Signed out, or the tag is gone: the same bag, no automatic discount.
    expect(memberPricesEnded({session: shopper} as never, bag('c1'))).toBe(true);
    expect(memberPricesEnded({session: shopper} as never, bag('c1'))).toBe(false);
  });

  it('says nothing when the shopper took the member-priced lines out themselves, or for another bag', () => {
    const removed = session({memberPricedBag: 'c1'});
    expect(memberPricesEnded({session: removed} as never, bag('c1', {discountValues: ''}))).toBe(false);
    expect(removed.values.has('memberPricedBag')).toBe(false);
    const other = session({memberPricedBag: 'c1'});
    expect(memberPricesEnded({session: other} as never, bag('c2'))).toBe(false);
    expect(memberPricesEnded({session: session()} as never, null)).toBe(false);
  });
});

describe('bagSignedOut', () => {
  const market = {countryCode: 'US'};

  function cartWith(current: Bag, moved: Bag) {
    const reads = [current, moved];
    return {
      getCartId: () => current.id,
      get: vi.fn(async () => reads.shift()),
      create: vi.fn(async () => ({cart: {id: moved.id}, errors: []})),
      setCartId: vi.fn((id: string) => new Headers({'Set-Cookie': `cart=${id}`})),
    };
  }

  it('moves a customer’s bag to a new guest bag: lines, attributes, note and the codes that apply', async () => {
    const cart = cartWith(bag('c1', {automatic: true, customer: true}), bag('c2'));
    const shopper = session();
    const headers = await bagSignedOut({cart, session: shopper, market} as never);
    expect(cart.create).toHaveBeenCalledWith({
      buyerIdentity: {countryCode: 'US'},
      delivery: {
        addresses: [{selected: true, oneTimeUse: true, address: {deliveryAddress: {countryCode: 'US'}}}],
      },
      lines: [
        {
          merchandiseId: 'gid://shopify/ProductVariant/9',
          quantity: 2,
          attributes: [{key: '_community_program', value: 'true'}],
        },
      ],
      attributes: [{key: '_session_id', value: 's1'}],
      note: 'Leave at the door',
      discountCodes: ['WELCOME10'],
    });
    expect(headers.get('Set-Cookie')).toBe('cart=c2');
    // The new bag's first view says the member prices ended.
    expect(shopper.values.get('memberPricedBag')).toBe('c2');
  });

  it('leaves a guest’s bag as it is, and a failed move reported, the bag where it was', async () => {
    const guest = cartWith(bag('c1'), bag('c2'));
    expect((await bagSignedOut({cart: guest, session: session(), market} as never)).has('Set-Cookie')).toBe(
      false,
    );
    expect(guest.create).not.toHaveBeenCalled();

    const refused = cartWith(bag('c1', {customer: true}), bag('c2'));
    refused.create.mockResolvedValue({cart: null, errors: [{message: 'no'}]} as never);
    expect((await bagSignedOut({cart: refused, session: session(), market} as never)).has('Set-Cookie')).toBe(
      false,
    );
    expect(reports.map((report) => report.code)).toEqual(['CART_CUST_001']);
  });
});
