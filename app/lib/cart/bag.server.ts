import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CartApiQueryFragment} from '@graphql/storefront.generated';
import {reportError} from '~/lib/errors';

/** A bag holds at most 250 lines, and the bag reads them all (Hydrogen's default is 100). */
export const CART_LINE_LIMIT = 250;

export type Bag = CartApiQueryFragment;
export type BagLine = Bag['lines']['nodes'][number];

type BagContext = Pick<AppLoadContext, 'cart' | 'market'>;

/** Forgets the bag: the cart cookie expires (same name and path as Hydrogen's). */
function clearCartCookie(): string {
  return 'cart=; Path=/; Max-Age=0; SameSite=Lax';
}

/** The bag with all its lines, or null. */
export async function fetchBag(context: Pick<AppLoadContext, 'cart'>): Promise<Bag | null> {
  const bag = await context.cart.get({numCartLines: CART_LINE_LIMIT});
  return bag?.id ? (bag as Bag) : null;
}

/** Per request: the bag page's loaders (the bag, its upsell) share one read. */
const reads = new WeakMap<object, Promise<{bag: Bag | null; headers: Headers}>>();

/**
 * The shopper's bag as the cart cookie names it, read once per request. A cart the Storefront
 * no longer knows (expired or completed) is forgotten: reported as CART_GET_001 and its cookie
 * cleared. A bag created in another market is moved to this one (buyer identity), so its
 * prices and currency are the market's; if that fails (CART_SYNC_001) the bag shows as it is.
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
  if (bag.buyerIdentity.countryCode !== context.market.countryCode) {
    bag = (await syncBagCountry(context)) ?? bag;
  }
  return {bag, headers};
}

async function syncBagCountry(context: BagContext): Promise<Bag | null> {
  try {
    const result = await context.cart.updateBuyerIdentity({countryCode: context.market.countryCode});
    if (!result.cart) throw new Error(`Buyer identity refused: ${JSON.stringify(result.errors ?? [])}`);
    return await fetchBag(context);
  } catch (error) {
    reportError('CART_SYNC_001', error, {countryCode: context.market.countryCode});
    return null;
  }
}
