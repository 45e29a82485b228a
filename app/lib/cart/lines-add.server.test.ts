import {describe, expect, it, vi} from 'vitest';
import {addLinesToBag, linesToAdd, mixesGiftCards} from './lines-add.server';
import type {Bag} from './bag.server';
import {messageForResult} from './codes';

vi.mock('~/lib/errors', () => ({reportError: vi.fn()}));

const VARIANT = 'gid://shopify/ProductVariant/45000000000001';

describe('linesToAdd', () => {
  it('reads lines and lets the quantity field set a single line’s quantity', () => {
    expect(linesToAdd({lines: [{merchandiseId: VARIANT, quantity: 1}], quantity: '3'})).toEqual([
      {merchandiseId: VARIANT, quantity: 3},
    ]);
    expect(linesToAdd({lines: [{merchandiseId: VARIANT}]})).toEqual([{merchandiseId: VARIANT, quantity: 1}]);
  });

  it('refuses forged ids, odd quantities and malformed lines', () => {
    expect(linesToAdd({lines: [{merchandiseId: 'gid://shopify/Product/1', quantity: 1}]})).toBeNull();
    expect(linesToAdd({lines: [{merchandiseId: VARIANT, quantity: 0}]})).toBeNull();
    expect(linesToAdd({lines: [{merchandiseId: VARIANT, quantity: 1}], quantity: '11'})).toBeNull();
    expect(linesToAdd({lines: [{merchandiseId: VARIANT, quantity: 1.5}]})).toBeNull();
    expect(linesToAdd({lines: 'nope'})).toBeNull();
    expect(linesToAdd({lines: []})).toBeNull();
    expect(linesToAdd({lines: [{merchandiseId: VARIANT, attributes: [{key: 1}]}]})).toBeNull();
  });
});

describe('mixesGiftCards', () => {
  it('refuses gift cards with other products, either way round', () => {
    expect(mixesGiftCards([true], [false])).toBe(true);
    expect(mixesGiftCards([false], [true])).toBe(true);
    expect(mixesGiftCards([true, false], [])).toBe(true);
  });

  it('allows a bag of only gift cards or only products', () => {
    expect(mixesGiftCards([true], [true])).toBe(false);
    expect(mixesGiftCards([false], [false, false])).toBe(false);
    expect(mixesGiftCards([false], [])).toBe(false);
  });
});

describe('messageForResult', () => {
  it('names the known errors and warnings, everything else fails politely', () => {
    expect(messageForResult({})).toBe('added');
    expect(messageForResult({warnings: [{code: 'MERCHANDISE_OUT_OF_STOCK'}]})).toBe('outOfStock');
    expect(messageForResult({warnings: [{code: 'MERCHANDISE_NOT_ENOUGH_STOCK'}]})).toBe('notEnoughStock');
    expect(messageForResult({errors: [{code: 'INVALID_MERCHANDISE_LINE'}]})).toBe('unavailable');
    expect(messageForResult({errors: [{code: 'CART_TOO_LARGE'}]})).toBe('bagFull');
    expect(messageForResult({errors: [{code: 'SOMETHING_NEW'}]})).toBe('failed');
    expect(messageForResult({errors: [{message: 'GraphQL error'}]})).toBe('failed');
  });

  it('reads the user errors a cart mutation answers with (Hydrogen keeps them apart from GraphQL errors)', () => {
    expect(messageForResult({userErrors: [{code: 'CART_TOO_LARGE'}], errors: [{}]})).toBe('bagFull');
    expect(messageForResult({userErrors: [], warnings: [{code: 'MERCHANDISE_OUT_OF_STOCK'}]})).toBe(
      'outOfStock',
    );
  });
});

interface LineSpec {
  id: string;
  variant: string;
  quantity: number;
  isGiftCard?: boolean;
  tags?: string[];
  attributes?: Array<{key: string; value: string}>;
}

/** A bag as every cart mutation answers with it: its lines name their products. */
function bagOf(lines: LineSpec[], id = 'gid://shopify/Cart/c1'): Bag {
  return {
    id,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: {
      nodes: lines.map((line) => ({
        id: line.id,
        quantity: line.quantity,
        attributes: line.attributes ?? [],
        merchandise: {
          id: line.variant,
          product: {isGiftCard: line.isGiftCard ?? false, tags: line.tags ?? []},
        },
      })),
    },
  } as unknown as Bag;
}

describe('addLinesToBag', () => {
  const market = {countryCode: 'GB'} as never;
  const OTHER = 'gid://shopify/ProductVariant/45000000000002';
  const line = {merchandiseId: VARIANT, quantity: 1};
  const held: LineSpec = {id: 'gid://shopify/CartLine/1', variant: OTHER, quantity: 1};
  const adding: LineSpec = {id: 'gid://shopify/CartLine/2', variant: VARIANT, quantity: 1};
  const MEMBERS_ONLY = ['gated::warehouse-sale', 'family::legging'];

  /** The cart handler: an existing bag (`cartId`) or none; each change answers as given. */
  function cartWith(
    cartId: string | null,
    answers: Partial<Record<'addLines' | 'create' | 'updateLines', unknown>>,
  ) {
    return {
      getCartId: () => cartId,
      get: vi.fn(),
      addLines: vi.fn(async () => answers.addLines),
      create: vi.fn(async () => answers.create),
      updateLines: vi.fn(async () => answers.updateLines),
    };
  }

  it('creates a new bag with the market’s buyer identity and delivery country, in one call', async () => {
    const bag = bagOf([adding]);
    const cart = cartWith(null, {create: {cart: bag, userErrors: [], warnings: []}});
    const result = await addLinesToBag({cart: cart as never, market}, [line]);
    expect(cart.addLines).not.toHaveBeenCalled();
    expect(cart.create).toHaveBeenCalledWith({
      lines: [line],
      buyerIdentity: {countryCode: 'GB'},
      delivery: {
        addresses: [{selected: true, oneTimeUse: true, address: {deliveryAddress: {countryCode: 'GB'}}}],
      },
    });
    expect(result).toEqual({message: 'added', bag});
  });

  it('adds to an existing bag in one call, and its answer is the bag: nothing reads it', async () => {
    const bag = bagOf([held, adding]);
    const cart = cartWith('gid://shopify/Cart/c1', {addLines: {cart: bag, userErrors: [], warnings: []}});
    const result = await addLinesToBag({cart: cart as never, market}, [line]);
    expect(cart.addLines).toHaveBeenCalledWith([line]);
    expect(cart.get).not.toHaveBeenCalled();
    expect(result).toEqual({message: 'added', bag});
  });

  it('starts a new bag when the platform no longer knows the one the cookie names', async () => {
    const bag = bagOf([adding], 'gid://shopify/Cart/c2');
    const cart = cartWith('gid://shopify/Cart/gone', {
      addLines: {cart: null, userErrors: [{code: 'INVALID', field: ['cartId'], message: 'No cart'}]},
      create: {cart: bag, userErrors: []},
    });
    expect(await addLinesToBag({cart: cart as never, market}, [line])).toEqual({message: 'added', bag});
    expect(cart.create).toHaveBeenCalledTimes(1);
  });

  it('names what the platform refused', async () => {
    const cart = cartWith('gid://shopify/Cart/c1', {
      addLines: {cart: null, userErrors: [{code: 'CART_TOO_LARGE', field: ['lines'], message: 'Full'}]},
    });
    expect(await addLinesToBag({cart: cart as never, market}, [line])).toMatchObject({
      message: 'bagFull',
      bag: null,
      refused: true,
    });
    expect(cart.create).not.toHaveBeenCalled();
  });

  it('takes back a gift card added to a bag of other products, either way round', async () => {
    for (const [inBag, added] of [
      [false, true],
      [true, false],
    ]) {
      const before = bagOf([{...held, isGiftCard: inBag}]);
      const cart = cartWith('gid://shopify/Cart/c1', {
        addLines: {
          cart: bagOf([
            {...held, isGiftCard: inBag},
            {...adding, isGiftCard: added},
          ]),
          userErrors: [],
        },
        updateLines: {cart: before, userErrors: []},
      });
      const result = await addLinesToBag({cart: cart as never, market}, [line]);
      expect(result).toEqual({message: 'giftCardMixed', bag: before});
      expect(cart.updateLines).toHaveBeenCalledWith([{id: adding.id, quantity: 0}]);
    }
  });

  it('takes back only what it added to a line of the same variant', async () => {
    const members = {...adding, quantity: 3, tags: MEMBERS_ONLY};
    const cart = cartWith('gid://shopify/Cart/c1', {
      addLines: {cart: bagOf([members]), userErrors: []},
      updateLines: {cart: bagOf([{...members, quantity: 2}]), userErrors: []},
    });
    const result = await addLinesToBag({cart: cart as never, market}, [
      {merchandiseId: VARIANT, quantity: 1},
    ]);
    expect(result.message).toBe('membersOnly');
    expect(cart.updateLines).toHaveBeenCalledWith([{id: adding.id, quantity: 2}]);
  });

  it('fails politely when the cart cannot be reached', async () => {
    const cart = cartWith('gid://shopify/Cart/c1', {});
    cart.addLines.mockRejectedValue(new Error('x'));
    expect(await addLinesToBag({cart: cart as never, market}, [line])).toEqual({
      message: 'failed',
      bag: null,
    });
  });

  it('refuses a members-only product to a guest or a customer without its tag, and the bag ends as it was', async () => {
    for (const viewer of [
      {signedIn: false, tags: [], unlocked: []},
      {signedIn: true, tags: ['vip'], unlocked: []},
    ]) {
      const before = bagOf([held]);
      const cart = cartWith('gid://shopify/Cart/c1', {
        addLines: {cart: bagOf([held, {...adding, tags: MEMBERS_ONLY}]), userErrors: []},
        updateLines: {cart: before, userErrors: []},
      });
      const result = await addLinesToBag(
        {cart: cart as never, market},
        [line],
        undefined,
        Promise.resolve(viewer),
      );
      expect(result).toEqual({message: 'membersOnly', bag: before});
      expect(cart.updateLines).toHaveBeenCalledWith([{id: adding.id, quantity: 0}]);
    }
  });

  it('does not keep a new bag made for a refused add (no viewer: a guest), and adds it for a member', async () => {
    const refused = cartWith(null, {
      create: {cart: bagOf([{...adding, tags: MEMBERS_ONLY}]), userErrors: []},
    });
    expect(await addLinesToBag({cart: refused as never, market}, [line])).toEqual({
      message: 'membersOnly',
      bag: null,
    });
    expect(refused.updateLines).not.toHaveBeenCalled();

    const bag = bagOf([held, {...adding, tags: MEMBERS_ONLY}]);
    const cart = cartWith('gid://shopify/Cart/c1', {addLines: {cart: bag, userErrors: []}});
    const member = await addLinesToBag(
      {cart: cart as never, market},
      [line],
      undefined,
      Promise.resolve({signedIn: true, tags: ['gated::influencer'], unlocked: ['warehouse-sale']}),
    );
    expect(member).toEqual({message: 'added', bag});
    expect(cart.updateLines).not.toHaveBeenCalled();
  });
});
