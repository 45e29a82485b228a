import {describe, expect, it, vi} from 'vitest';
import {addLinesToBag, linesToAdd, mixesGiftCards} from './lines-add.server';
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
});

describe('addLinesToBag', () => {
  const market = {countryCode: 'GB'};
  const line = {merchandiseId: VARIANT, quantity: 1};
  const storefront = (isGiftCard: boolean, tags: string[] = []) =>
    ({query: vi.fn().mockResolvedValue({nodes: [{id: VARIANT, product: {isGiftCard, tags}}]})}) as never;
  const bag = (isGiftCard: boolean) => ({
    id: 'gid://shopify/Cart/c1',
    totalQuantity: 1,
    lines: {nodes: [{merchandise: {product: {isGiftCard}}}]},
  });

  it('creates a new bag with the market’s buyer identity and delivery country', async () => {
    const cart = {
      get: vi.fn().mockResolvedValue(null),
      create: vi
        .fn()
        .mockResolvedValue({cart: {id: 'gid://shopify/Cart/c1', totalQuantity: 2}, warnings: []}),
      addLines: vi.fn(),
    };
    const result = await addLinesToBag({cart: cart as never, storefront: storefront(false), market}, [line]);
    expect(cart.addLines).not.toHaveBeenCalled();
    expect(cart.create).toHaveBeenCalledWith({
      lines: [line],
      buyerIdentity: {countryCode: 'GB'},
      delivery: {
        addresses: [{selected: true, oneTimeUse: true, address: {deliveryAddress: {countryCode: 'GB'}}}],
      },
    });
    expect(result).toEqual({message: 'added', cartId: 'gid://shopify/Cart/c1', totalQuantity: 2});
  });

  it('adds to an existing bag through the cart handler and reports the new total', async () => {
    const cart = {
      get: vi.fn().mockResolvedValue(bag(false)),
      addLines: vi
        .fn()
        .mockResolvedValue({cart: {id: 'gid://shopify/Cart/c1', totalQuantity: 2}, warnings: []}),
    };
    const result = await addLinesToBag({cart: cart as never, storefront: storefront(false), market}, [line]);
    expect(cart.addLines).toHaveBeenCalledWith([line]);
    expect(result).toEqual({message: 'added', cartId: 'gid://shopify/Cart/c1', totalQuantity: 2});
  });

  it('refuses a gift card when the bag holds other products, without touching the bag', async () => {
    const cart = {get: vi.fn().mockResolvedValue(bag(false)), addLines: vi.fn()};
    const result = await addLinesToBag({cart: cart as never, storefront: storefront(true), market}, [line]);
    expect(result.message).toBe('giftCardMixed');
    expect(cart.addLines).not.toHaveBeenCalled();
  });

  it('fails politely when the cart cannot be reached', async () => {
    const cart = {
      get: vi.fn().mockResolvedValue(bag(false)),
      addLines: vi.fn().mockRejectedValue(new Error('x')),
    };
    const result = await addLinesToBag({cart: cart as never, storefront: storefront(false), market}, [line]);
    expect(result).toEqual({message: 'failed', cartId: 'gid://shopify/Cart/c1', totalQuantity: 1});
  });

  it('refuses a members-only product to a guest or a customer without its tag, adding nothing', async () => {
    const members = ['gated::warehouse-sale', 'family::legging'];
    for (const viewer of [
      {signedIn: false, tags: [], unlocked: []},
      {signedIn: true, tags: ['vip'], unlocked: []},
    ]) {
      const cart = {get: vi.fn().mockResolvedValue(bag(false)), addLines: vi.fn(), create: vi.fn()};
      const result = await addLinesToBag(
        {cart: cart as never, storefront: storefront(false, members), market},
        [line],
        undefined,
        Promise.resolve(viewer),
      );
      expect(result).toEqual({message: 'membersOnly', cartId: 'gid://shopify/Cart/c1', totalQuantity: 1});
      expect(cart.addLines).not.toHaveBeenCalled();
      expect(cart.create).not.toHaveBeenCalled();
    }
  });

  it('refuses it by default (no viewer: a guest), and adds it for a member of its collection', async () => {
    const members = ['gated::warehouse-sale'];
    const refused = {get: vi.fn().mockResolvedValue(null), create: vi.fn()};
    const guest = await addLinesToBag(
      {cart: refused as never, storefront: storefront(false, members), market},
      [line],
    );
    expect(guest.message).toBe('membersOnly');
    expect(refused.create).not.toHaveBeenCalled();

    const cart = {
      get: vi.fn().mockResolvedValue(bag(false)),
      addLines: vi
        .fn()
        .mockResolvedValue({cart: {id: 'gid://shopify/Cart/c1', totalQuantity: 2}, warnings: []}),
    };
    const member = await addLinesToBag(
      {cart: cart as never, storefront: storefront(false, members), market},
      [line],
      undefined,
      Promise.resolve({signedIn: true, tags: ['gated::influencer'], unlocked: ['warehouse-sale']}),
    );
    expect(member.message).toBe('added');
    expect(cart.addLines).toHaveBeenCalledWith([line]);
  });
});
