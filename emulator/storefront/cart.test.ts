import {describe, expect, it} from 'vitest';
import {getCatalogue} from '../seed/index';
import {createStorefrontService} from './index';
import {graphql} from './test-helpers';

const CART_FRAGMENT = `#graphql
  fragment CartFields on Cart {
    id checkoutUrl totalQuantity note
    buyerIdentity { countryCode email customer { id email } }
    attributes { key value }
    discountCodes { code applicable }
    cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } totalTaxAmount { amount currencyCode } }
    delivery { addresses { id selected oneTimeUse address { ... on CartDeliveryAddress { countryCode city } } } }
    lines(first: 250) { nodes { id quantity attributes { key value } cost { totalAmount { amount currencyCode } amountPerQuantity { amount } }
      discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } }
      merchandise { ... on ProductVariant { id sku selectedOptions { name value } image { url } product { id handle title productType tags } } } } }
  }`;
const PAYLOAD = 'cart { ...CartFields } userErrors { code field message } warnings { code message target }';

const CREATE = `mutation CartCreate($input: CartInput, $country: CountryCode) @inContext(country: $country) { cartCreate(input: $input) { ${PAYLOAD} } } ${CART_FRAGMENT}`;
const ADD = `mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } } ${CART_FRAGMENT}`;
const UPDATE = `mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } } ${CART_FRAGMENT}`;
const REMOVE = `mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} } } ${CART_FRAGMENT}`;
const GET = `query Cart($id: ID!, $country: CountryCode) @inContext(country: $country) { cart(id: $id) { ...CartFields } } ${CART_FRAGMENT}`;

const catalogue = getCatalogue(1);
const inStock = catalogue.products
  .flatMap((p) => p.variants)
  .filter((v) => v.inventory >= 10 && !catalogue.productsById.get(v.productId)!.isGiftCard);
const soldOut = catalogue.products.flatMap((p) => p.variants).find((v) => v.inventory === 0)!;
const lowStock = catalogue.products
  .flatMap((p) => p.variants)
  .find((v) => v.inventory > 0 && v.inventory <= 3)!;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('storefront cart', () => {
  const service = createStorefrontService({seed: 1});
  const create = async (input: Json, country = 'GB') =>
    (await graphql<Json>(service, CREATE, {input, country})).body.data.cartCreate;

  it('creates a cart priced in the country currency with a checkout URL on the emulator host', async () => {
    const {cart, userErrors} = await create({
      lines: [{merchandiseId: inStock[0].gid, quantity: 2}],
      attributes: [{key: 'source', value: 'test'}],
    });
    expect(userErrors).toEqual([]);
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/c1-[0-9a-f]+\?key=[0-9a-f]+$/);
    expect(cart.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:4100\/checkouts\/cn\/c1-[0-9a-f]+$/);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.buyerIdentity.countryCode).toBe('GB');
    expect(cart.cost.totalAmount.currencyCode).toBe('GBP');
    expect(Number(cart.cost.totalAmount.amount)).toBeCloseTo(inStock[0].price.GBP * 2);
    expect(Number(cart.cost.totalTaxAmount.amount)).toBeCloseTo((inStock[0].price.GBP * 2) / 6, 1);
    expect(cart.lines.nodes[0].merchandise.product.handle).toBeTruthy();
    expect(cart.attributes).toEqual([{key: 'source', value: 'test'}]);

    const fetched = (await graphql<Json>(service, GET, {id: cart.id, country: 'GB'})).body.data.cart;
    expect(fetched.totalQuantity).toBe(2);
    const unknown = await graphql<Json>(service, GET, {id: 'gid://shopify/Cart/c1-doesnotexist?key=x'});
    expect(unknown.body).toEqual({data: {cart: null}});
  });

  it('merges the same variant without attributes and keeps lines with attributes apart', async () => {
    const {cart} = await create({lines: [{merchandiseId: inStock[1].gid, quantity: 1}]});
    const merged = (
      await graphql<Json>(service, ADD, {
        cartId: cart.id,
        lines: [{merchandiseId: inStock[1].gid, quantity: 2}],
      })
    ).body.data.cartLinesAdd;
    expect(merged.cart.lines.nodes).toHaveLength(1);
    expect(merged.cart.lines.nodes[0].quantity).toBe(3);
    const separate = (
      await graphql<Json>(service, ADD, {
        cartId: cart.id,
        lines: [
          {merchandiseId: inStock[1].gid, quantity: 1, attributes: [{key: '_Gift Item', value: 'true'}]},
        ],
      })
    ).body.data.cartLinesAdd;
    expect(separate.cart.lines.nodes).toHaveLength(2);
  });

  it('updates, removes and rejects unknown merchandise or lines', async () => {
    const {cart} = await create({
      lines: [
        {merchandiseId: inStock[2].gid, quantity: 1},
        {merchandiseId: inStock[3].gid, quantity: 1},
      ],
    });
    const [first, second] = cart.lines.nodes;
    const updated = (
      await graphql<Json>(service, UPDATE, {
        cartId: cart.id,
        lines: [
          {id: first.id, quantity: 4},
          {id: second.id, quantity: 0},
        ],
      })
    ).body.data.cartLinesUpdate;
    expect(updated.cart.lines.nodes.map((l: Json) => l.quantity)).toEqual([4]);
    const removed = (await graphql<Json>(service, REMOVE, {cartId: cart.id, lineIds: [first.id]})).body.data
      .cartLinesRemove;
    expect(removed.cart.totalQuantity).toBe(0);

    const invalid = (
      await graphql<Json>(service, ADD, {
        cartId: cart.id,
        lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}],
      })
    ).body.data.cartLinesAdd;
    expect(invalid.cart).toBeNull();
    expect(invalid.userErrors[0]).toMatchObject({
      code: 'INVALID_MERCHANDISE_LINE',
      field: ['lines', '0', 'merchandiseId'],
    });
    const missingLine = (
      await graphql<Json>(service, UPDATE, {
        cartId: cart.id,
        lines: [{id: 'gid://shopify/CartLine/nope', quantity: 1}],
      })
    ).body.data.cartLinesUpdate;
    expect(missingLine.userErrors[0].code).toBe('INVALID_MERCHANDISE_LINE');
  });

  it('warns about stock and refuses carts over 250 lines', async () => {
    const {cart: low, warnings} = await create({lines: [{merchandiseId: lowStock.gid, quantity: 50}]});
    expect(low.lines.nodes[0].quantity).toBe(lowStock.inventory);
    expect(warnings[0]).toMatchObject({code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: low.lines.nodes[0].id});
    const out = await create({lines: [{merchandiseId: soldOut.gid, quantity: 1}]});
    expect(out.cart.lines.nodes).toHaveLength(0);
    expect(out.warnings[0]).toMatchObject({code: 'MERCHANDISE_OUT_OF_STOCK', target: soldOut.gid});

    const many = inStock.slice(0, 251).map((v) => ({merchandiseId: v.gid, quantity: 1}));
    const tooLarge = await create({lines: many});
    expect(tooLarge.cart).toBeNull();
    expect(tooLarge.userErrors[0].code).toBe('CART_TOO_LARGE');
    const exactly = await create({lines: many.slice(0, 250)});
    expect(exactly.cart.lines.nodes).toHaveLength(250);
  });

  it('applies known discount codes and reports the rest as not applicable', async () => {
    const {cart} = await create({lines: [{merchandiseId: inStock[4].gid, quantity: 1}]}, 'US');
    const mutation = `mutation D($cartId: ID!, $codes: [String!]) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { ${PAYLOAD} } } ${CART_FRAGMENT}`;
    const applied = (await graphql<Json>(service, mutation, {cartId: cart.id, codes: ['welcome10', 'NOPE']}))
      .body.data.cartDiscountCodesUpdate;
    expect(applied.cart.discountCodes).toEqual([
      {code: 'welcome10', applicable: true},
      {code: 'NOPE', applicable: false},
    ]);
    expect(applied.warnings).toEqual([
      expect.objectContaining({code: 'DISCOUNT_NOT_FOUND', target: cart.id}),
    ]);
    const line = applied.cart.lines.nodes[0];
    expect(Number(line.cost.totalAmount.amount)).toBeCloseTo(inStock[4].price.USD * 0.9);
    expect(line.discountAllocations[0].code).toBe('welcome10');
    const blank = (await graphql<Json>(service, mutation, {cartId: cart.id, codes: [' ']})).body.data
      .cartDiscountCodesUpdate;
    expect(blank.userErrors[0].code).toBe('MISSING_DISCOUNT_CODE');
  });

  it('updates notes, attributes, buyer identity and delivery addresses', async () => {
    const {cart} = await create({lines: [{merchandiseId: inStock[5].gid, quantity: 1}]}, 'US');
    const note = `mutation N($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { ${PAYLOAD} } } ${CART_FRAGMENT}`;
    expect(
      (await graphql<Json>(service, note, {cartId: cart.id, note: 'Leave at door'})).body.data.cartNoteUpdate
        .cart.note,
    ).toBe('Leave at door');
    const tooLong = (await graphql<Json>(service, note, {cartId: cart.id, note: 'x'.repeat(5001)})).body.data
      .cartNoteUpdate;
    expect(tooLong.userErrors[0].code).toBe('NOTE_TOO_LONG');

    const attributes = `mutation A($cartId: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { ${PAYLOAD} } } ${CART_FRAGMENT}`;
    const withAttributes = (
      await graphql<Json>(service, attributes, {
        cartId: cart.id,
        attributes: [{key: 'frtToken', value: 'abc'}],
      })
    ).body.data.cartAttributesUpdate;
    expect(withAttributes.cart.attributes).toEqual([{key: 'frtToken', value: 'abc'}]);

    const buyer = `mutation B($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${PAYLOAD} } } ${CART_FRAGMENT}`;
    const moved = (await graphql<Json>(service, buyer, {cartId: cart.id, buyerIdentity: {countryCode: 'JP'}}))
      .body.data.cartBuyerIdentityUpdate;
    expect(moved.cart.cost.totalAmount.currencyCode).toBe('JPY');
    expect(moved.cart.cost.totalAmount.amount).toMatch(/^\d+\.0$/);

    const addresses = `mutation Addr($cartId: ID!, $addresses: [CartSelectableAddressInput!]!) { cartDeliveryAddressesAdd(cartId: $cartId, addresses: $addresses) { ${PAYLOAD} } } ${CART_FRAGMENT}`;
    const added = (
      await graphql<Json>(service, addresses, {
        cartId: cart.id,
        addresses: [{address: {deliveryAddress: {countryCode: 'JP'}}, selected: true, oneTimeUse: true}],
      })
    ).body.data.cartDeliveryAddressesAdd;
    expect(added.cart.delivery.addresses).toEqual([
      expect.objectContaining({selected: true, oneTimeUse: true, address: {countryCode: 'JP', city: null}}),
    ]);
    const duplicate = (
      await graphql<Json>(service, addresses, {
        cartId: cart.id,
        addresses: [{address: {deliveryAddress: {countryCode: 'JP'}}, selected: true, oneTimeUse: true}],
      })
    ).body.data.cartDeliveryAddressesAdd;
    expect(duplicate.warnings[0].code).toBe('DUPLICATE_DELIVERY_ADDRESS');
  });

  it('offers delivery options at the shop’s rates once the cart ships somewhere', async () => {
    const groups = `query Groups($id: ID!) { cart(id: $id) { deliveryGroups(first: 1) { nodes {
      cartLines(first: 10) { nodes { id } }
      deliveryOptions { handle title deliveryMethodType estimatedCost { amount currencyCode } } } } } }`;
    const cheap = inStock.find((v) => v.price.USD < 40)!;
    const {cart} = await create(
      {
        lines: [{merchandiseId: cheap.gid, quantity: 1}],
        delivery: {addresses: [{selected: true, address: {deliveryAddress: {countryCode: 'US'}}}]},
      },
      'US',
    );
    const below = (await graphql<Json>(service, groups, {id: cart.id})).body.data.cart.deliveryGroups.nodes;
    expect(below).toHaveLength(1);
    expect(below[0].cartLines.nodes).toHaveLength(1);
    expect(below[0].deliveryOptions).toEqual([
      {
        handle: 'standard',
        title: 'Standard',
        deliveryMethodType: 'SHIPPING',
        estimatedCost: {amount: '8.0', currencyCode: 'USD'},
      },
      {
        handle: 'express',
        title: 'Express',
        deliveryMethodType: 'SHIPPING',
        estimatedCost: {amount: '20.0', currencyCode: 'USD'},
      },
    ]);

    await graphql<Json>(service, UPDATE, {
      cartId: cart.id,
      lines: [{id: cart.lines.nodes[0].id, quantity: 5}],
    });
    const above = (await graphql<Json>(service, groups, {id: cart.id})).body.data.cart.deliveryGroups.nodes;
    expect(above[0].deliveryOptions[0].estimatedCost.amount).toBe('0.0');

    const nowhere = (await create({lines: [{merchandiseId: cheap.gid, quantity: 1}]}, 'US')).cart;
    expect(
      (await graphql<Json>(service, groups, {id: nowhere.id})).body.data.cart.deliveryGroups.nodes,
    ).toEqual([]);
  });

  it('persists carts through snapshot and restore', async () => {
    const {cart} = await create({lines: [{merchandiseId: inStock[6].gid, quantity: 1}]});
    const snapshot = JSON.parse(JSON.stringify(service.snapshot!()));
    const fresh = createStorefrontService({seed: 1});
    expect((await graphql<Json>(fresh, GET, {id: cart.id})).body.data.cart).toBeNull();
    fresh.restore!(snapshot);
    expect((await graphql<Json>(fresh, GET, {id: cart.id})).body.data.cart.totalQuantity).toBe(1);
    fresh.reset!();
    expect((await graphql<Json>(fresh, GET, {id: cart.id})).body.data.cart).toBeNull();
  });
});
