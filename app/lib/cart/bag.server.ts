import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CartApiQueryFragment} from '@graphql/storefront.generated';
import {signedInAccessToken} from '~/lib/customer/current.server';
import {reportError} from '~/lib/errors';
import {newBagInput} from './new-bag.server';

/** The session key naming the bag last seen with member prices (see `memberPricesEnded`). */
export const MEMBER_PRICED_BAG_KEY = 'memberPricedBag';

/** A bag holds at most 250 lines, and the bag reads them all (Hydrogen's default is 100). */
const CART_LINE_LIMIT = 250;

export type Bag = CartApiQueryFragment;
export type BagLine = Bag['lines']['nodes'][number];

type BagContext = Pick<AppLoadContext, 'cart' | 'market' | 'session'> & {
  customerAccount?: AppLoadContext['customerAccount'];
};

/** Forgets the bag: the cart cookie expires (same name and path as Hydrogen's). */
function clearCartCookie(): string {
  return 'cart=; Path=/; Max-Age=0; SameSite=Lax';
}

/** The bag with all its lines, or null. */
export async function fetchBag(context: Pick<AppLoadContext, 'cart'>): Promise<Bag | null> {
  const bag = await context.cart.get({numCartLines: CART_LINE_LIMIT});
  return bag?.id ? (bag as Bag) : null;
}

/** What a cart mutation answers through Hydrogen's cart handler. */
export interface CartAnswer {
  cart?: unknown;
  userErrors?: unknown;
  warnings?: unknown;
  errors?: unknown;
}

/**
 * The bag a cart mutation answered with, or null when it was refused. Every mutation answers
 * with the whole bag (`CART_MUTATION_FRAGMENT`), so nothing reads the bag again after a change.
 */
export function bagIn(answer: CartAnswer): Bag | null {
  const cart = answer.cart as Bag | null | undefined;
  return cart?.id ? cart : null;
}

/** Per request: the bag page's loaders (the bag, its upsell) share one read. */
const reads = new WeakMap<object, Promise<{bag: Bag | null; headers: Headers}>>();

/**
 * The shopper's bag as the cart cookie names it, read once per request. A cart the Storefront
 * no longer knows (expired or completed) is forgotten: reported as CART_GET_001 and its cookie
 * cleared. A bag created in another market is moved to this one (buyer identity), so its
 * prices and currency are the market's, and a bag whose buyer is not the shopper signed in now
 * is made theirs (`buyerIdentityFix`); if that fails (CART_SYNC_001, CART_CUST_001) the bag
 * shows as it is.
 */
export function readBag(context: BagContext): Promise<{bag: Bag | null; headers: Headers}> {
  let read = reads.get(context);
  if (!read) {
    read = readBagNow(context);
    reads.set(context, read);
  }
  return read;
}

async function readBagNow(context: BagContext): Promise<{bag: Bag | null; headers: Headers}> {
  const headers = new Headers();
  if (!context.cart.getCartId()) return {bag: null, headers};
  let bag = await fetchBag(context);
  if (!bag) {
    reportError('CART_GET_001', new Error('Cart not found or expired'));
    headers.append('Set-Cookie', clearCartCookie());
    return {bag: null, headers};
  }
  const fixed = await buyerIdentityFix(context, bag);
  if (fixed) {
    fixed.headers.forEach((value, name) => headers.append(name, value));
    bag = fixed.bag;
  }
  return {bag, headers};
}

/** Whether the platform gave the line an automatic (member) discount. */
export function hasAutomaticDiscount(line: BagLine): boolean {
  return line.discountAllocations.some(
    (allocation) => allocation.__typename === 'CartAutomaticDiscountAllocation',
  );
}

/**
 * A bag's lines, attributes, note and codes in a new guest bag in the market's country (a bag
 * keeps its customer, so a signed-out shopper's bag must be another one); null when the
 * platform refuses (reported). A bag that had member prices is remembered, so the shopper
 * hears that they ended.
 */
export async function moveToGuestBag(
  context: BagContext,
  bag: Bag,
): Promise<{bag: Bag; headers: Headers} | null> {
  const result = await context.cart.create({
    ...(await newBagInput(context)),
    lines: bag.lines.nodes.map((line) => ({
      merchandiseId: line.merchandise.id,
      quantity: line.quantity,
      attributes: line.attributes.map(({key, value}) => ({key, value: value ?? ''})),
    })),
    attributes: bag.attributes.map(({key, value}) => ({key, value: value ?? ''})),
    ...(bag.note ? {note: bag.note} : {}),
    discountCodes: bag.discountCodes.filter((code) => code.applicable).map((code) => code.code),
  });
  const moved = bagIn(result);
  if (!moved) {
    reportError('CART_CUST_001', undefined, {step: 'guest bag', errors: refusalOf(result)});
    return null;
  }
  if (bag.lines.nodes.some(hasAutomaticDiscount)) context.session.set(MEMBER_PRICED_BAG_KEY, moved.id);
  return {bag: moved, headers: context.cart.setCartId(moved.id)};
}

const refusalOf = (answer: CartAnswer) => JSON.stringify([answer.userErrors ?? [], answer.errors ?? []]);

/**
 * For a bag just read or just changed (a change answers with the bag, its buyer included): when
 * its buyer is not the shopper signed in now (a sign-in whose update failed, a session that
 * ended), the bag as it should be (the customer's token added, or the lines in a new guest bag)
 * and the headers that go with it; a bag in another market's country is moved to this one in
 * the same update. Null when nothing needed fixing, which costs no call, or the fix failed
 * (reported, the bag shows as it is). A sign-in other than the classic customer token must
 * count as signed in here, or its bags would be moved to guest bags.
 */
export async function buyerIdentityFix(
  context: BagContext,
  bag: Bag,
): Promise<{bag: Bag; headers: Headers} | null> {
  const token = await signedInAccessToken(context);
  const hasCustomer = Boolean(bag.buyerIdentity.customer);
  const countryCode = context.market.countryCode;
  try {
    if (!token && hasCustomer) return await moveToGuestBag(context, bag);
    const identity = {
      ...(bag.buyerIdentity.countryCode !== countryCode ? {countryCode} : {}),
      ...(token && !hasCustomer ? {customerAccessToken: token} : {}),
    };
    if (Object.keys(identity).length === 0) return null;
    const result = await context.cart.updateBuyerIdentity(identity);
    const updated = bagIn(result);
    if (!updated) throw new Error(`Buyer identity refused: ${refusalOf(result)}`);
    return {bag: updated, headers: new Headers()};
  } catch (error) {
    reportError(token && !hasCustomer ? 'CART_CUST_001' : 'CART_SYNC_001', error, {countryCode});
    return null;
  }
}
