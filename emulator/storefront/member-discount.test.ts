import {describe, expect, it} from 'vitest';
import {getCatalogue, SEEDED_LOGINS} from '../seed/index';
import {createCheckoutService} from '../checkout/index';
import {memberLineDiscount} from './discounts';
import {createStorefrontService} from './index';
import {graphql} from './test-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const LOGIN = `mutation Login($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`;
const CART = `#graphql
  fragment MemberCart on Cart {
    id checkoutUrl
    buyerIdentity { customer { email } }
    cost { subtotalAmount { amount currencyCode } totalAmount { amount } }
    discountAllocations { discountedAmount { amount } }
    lines(first: 10) { nodes {
      cost { subtotalAmount { amount } totalAmount { amount } amountPerQuantity { amount } }
      discountAllocations {
        __typename
        discountedAmount { amount currencyCode }
        targetType
        ... on CartAutomaticDiscountAllocation { title }
        ... on CartCodeDiscountAllocation { code }
        discountApplication { allocationMethod targetSelection targetType value { ... on PricingPercentageValue { percentage } } }
      }
    } }
  }`;
const CREATE = `mutation Create($input: CartInput!) { cartCreate(input: $input) { cart { ...MemberCart } userErrors { code message } } } ${CART}`;
const BUYER = `mutation Buyer($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { cart { ...MemberCart } userErrors { code message } } } ${CART}`;
const CODES = `mutation Codes($cartId: ID!, $codes: [String!]) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { cart { ...MemberCart } } } ${CART}`;

const catalogue = getCatalogue(1);
/** A members-only (warehouse sale) product with stock: its discount values name both gated tags. */
const warehouse = catalogue.products.find(
  (product) =>
    product.tags.includes('gated::warehouse-sale') &&
    product.variants.some((variant) => variant.inventory > 5),
)!;
const variant = warehouse.variants.find((candidate) => candidate.inventory > 5)!;
const price = variant.price.USD;
const cents = (amount: number) => Math.round(amount * 100);

describe('the automatic member discount', () => {
  const service = createStorefrontService({seed: 1});
  const tokenFor = async (email: string) =>
    (await graphql<Json>(service, LOGIN, {input: {email, password: 'password123'}})).body.data
      .customerAccessTokenCreate.customerAccessToken.accessToken as string;
  const createCart = async (buyerIdentity: Record<string, unknown>, quantity = 1) =>
    (
      await graphql<Json>(service, CREATE, {
        input: {
          lines: [{merchandiseId: variant.gid, quantity}],
          buyerIdentity: {countryCode: 'US', ...buyerIdentity},
        },
      })
    ).body.data.cartCreate.cart;

  it('takes the first matching pair off the line of a tagged buyer, as an automatic allocation', async () => {
    const cart = await createCart({customerAccessToken: await tokenFor(SEEDED_LOGINS.gated)}, 2);
    const [line] = cart.lines.nodes;
    const discount = Math.round(price * 2 * 30) / 100;
    expect(line.discountAllocations).toEqual([
      {
        __typename: 'CartAutomaticDiscountAllocation',
        title: 'Warehouse sale price',
        discountedAmount: {amount: expect.any(String), currencyCode: 'USD'},
        targetType: 'LINE_ITEM',
        discountApplication: {
          allocationMethod: 'EACH',
          targetSelection: 'ENTITLED',
          targetType: 'LINE_ITEM',
          value: {percentage: 30},
        },
      },
    ]);
    expect(cents(Number(line.discountAllocations[0].discountedAmount.amount))).toBe(cents(discount));
    // Before line-level discounts, and after them: the line and the cart say the same.
    expect(cents(Number(line.cost.subtotalAmount.amount))).toBe(cents(price * 2));
    expect(cents(Number(line.cost.totalAmount.amount))).toBe(cents(price * 2 - discount));
    expect(cents(Number(line.cost.amountPerQuantity.amount))).toBe(cents(price));
    expect(cents(Number(cart.cost.subtotalAmount.amount))).toBe(cents(price * 2 - discount));
    expect(cents(Number(cart.cost.totalAmount.amount))).toBe(cents(price * 2 - discount));
    // A product discount sits on its lines, not on the cart as a whole.
    expect(cart.discountAllocations).toEqual([]);
  });

  it('gives the influencer their own pair (20 %) and a guest nothing', async () => {
    const influencer = await createCart({customerAccessToken: await tokenFor(SEEDED_LOGINS.influencer)});
    expect(influencer.lines.nodes[0].discountAllocations[0]).toMatchObject({
      title: 'Member price',
      discountApplication: {value: {percentage: 20}},
    });
    expect(cents(Number(influencer.cost.totalAmount.amount))).toBe(
      cents(price) - Math.round(cents(price) * 0.2),
    );

    const guest = await createCart({});
    expect(guest.lines.nodes[0].discountAllocations).toEqual([]);
    expect(cents(Number(guest.cost.totalAmount.amount))).toBe(cents(price));
  });

  it('follows the buyer: a cart whose customer is taken off is back at full price', async () => {
    const cart = await createCart({customerAccessToken: await tokenFor(SEEDED_LOGINS.gated)});
    expect(cents(Number(cart.cost.totalAmount.amount))).toBeLessThan(cents(price));
    const guest = (
      await graphql<Json>(service, BUYER, {cartId: cart.id, buyerIdentity: {customerAccessToken: ''}})
    ).body.data.cartBuyerIdentityUpdate.cart;
    expect(guest.buyerIdentity.customer).toBeNull();
    expect(guest.lines.nodes[0].discountAllocations).toEqual([]);
    expect(cents(Number(guest.cost.totalAmount.amount))).toBe(cents(price));
  });

  it('ends when the tag that earned it lapses: the next read of the cart is at full price', async () => {
    const fresh = createStorefrontService({seed: 1});
    const token = (
      await graphql<Json>(fresh, LOGIN, {input: {email: SEEDED_LOGINS.gated, password: 'password123'}})
    ).body.data.customerAccessTokenCreate.customerAccessToken.accessToken as string;
    const cart = (
      await graphql<Json>(fresh, CREATE, {
        input: {
          lines: [{merchandiseId: variant.gid, quantity: 1}],
          buyerIdentity: {countryCode: 'US', customerAccessToken: token},
        },
      })
    ).body.data.cartCreate.cart;
    expect(cart.lines.nodes[0].discountAllocations).toHaveLength(1);
    // The merchant takes the tag off the customer (as the Admin API's tagsRemove would).
    const customer = fresh.state.customers.findByEmail(SEEDED_LOGINS.gated)!;
    customer.tags = customer.tags.filter((tag) => tag !== 'gated::warehouse-sale');
    const GET = `query Get($id: ID!) { cart(id: $id) { ...MemberCart } } ${CART}`;
    const after = (await graphql<Json>(fresh, GET, {id: cart.id})).body.data.cart;
    expect(after.lines.nodes[0].discountAllocations).toEqual([]);
    expect(cents(Number(after.cost.totalAmount.amount))).toBe(cents(price));
  });

  it('does not stack with a code: the line gets the larger discount', async () => {
    const cart = await createCart({customerAccessToken: await tokenFor(SEEDED_LOGINS.gated)});
    const withCode = (await graphql<Json>(service, CODES, {cartId: cart.id, codes: ['WELCOME10']})).body.data
      .cartDiscountCodesUpdate.cart;
    expect(withCode.lines.nodes[0].discountAllocations).toHaveLength(1);
    expect(withCode.lines.nodes[0].discountAllocations[0].title).toBe('Warehouse sale price');
  });

  it('charges the member’s price on the checkout page it serves', async () => {
    const checkout = createCheckoutService({seed: 1, state: service.state});
    const cart = await createCart({customerAccessToken: await tokenFor(SEEDED_LOGINS.gated)});
    const path = new URL(cart.checkoutUrl).pathname;
    const page = String(
      (
        await checkout.handle({
          method: 'GET',
          url: new URL(`http://127.0.0.1:4100${path}`),
          headers: {host: '127.0.0.1:4100'},
          body: Buffer.alloc(0),
        })
      ).body,
    );
    const total = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'}).format(
      Number(cart.cost.totalAmount.amount),
    );
    expect(page).toContain(`<td data-testid="checkout-total"><strong>${total}</strong></td>`);
    expect(page).toContain('Warehouse sale price');
  });
});

describe('memberLineDiscount', () => {
  const product = (value: string | null, isGiftCard = false) => ({
    isGiftCard,
    metafields: value
      ? [{id: 1, gid: 'g', namespace: 'custom', key: 'gated_discount', type: 'single_line_text_field', value}]
      : [],
  });

  it('reads the first pair the customer’s tags name, case-insensitively and whole', () => {
    expect(
      memberLineDiscount(product('gated::warehouse-sale::30,influencer::20'), {tags: ['Influencer']}),
    ).toEqual({
      title: 'Member price',
      percentage: 20,
    });
    expect(
      memberLineDiscount(product('gated::warehouse-sale::30'), {tags: ['gated::warehouse-sale-2024']}),
    ).toBeNull();
    expect(memberLineDiscount(product('vip::0,vip::50'), {tags: ['vip']})).toBeNull();
  });

  it('gives nothing to guests, untagged customers, gift cards or products without values', () => {
    expect(memberLineDiscount(product('vip::10'), null)).toBeNull();
    expect(memberLineDiscount(product('vip::10'), {tags: []})).toBeNull();
    expect(memberLineDiscount(product('vip::10', true), {tags: ['vip']})).toBeNull();
    expect(memberLineDiscount(product(null), {tags: ['vip']})).toBeNull();
  });
});
