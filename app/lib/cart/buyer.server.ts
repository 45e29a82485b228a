import type {AppLoadContext} from '@shopify/remix-oxygen';
import {reportError} from '~/lib/errors';
import {fetchBag, hasAutomaticDiscount, MEMBER_PRICED_BAG_KEY, moveToGuestBag, type Bag} from './bag.server';

/**
 * The bag's buyer is the shopper signed in now. The platform prices a bag for its buyer
 * identity (the store's automatic member discount needs the customer there), and checkout
 * opens signed in as that customer, so the bag must follow every sign-in and sign-out:
 *
 * - signing in puts the customer's token into the bag's buyer identity (`bagSignedIn`);
 * - signing out moves the lines to a new guest bag (`bagSignedOut`): a bag keeps its
 *   customer, and a guest must neither pay a member's price nor reach checkout as them;
 * - a bag read that finds the two apart (a sign-in whose update failed, a session that
 *   expired) brings them together again (`readBag`).
 *
 * When a bag that had member prices loses them (signed out, or the tag that earned them is
 * gone), the shopper is told once, in the bag (`memberPricesEnded`).
 */

type Context = Pick<AppLoadContext, 'cart' | 'session' | 'market'>;

/** After a sign-in: the bag (when there is one) becomes the customer's, so it is priced for them. */
export async function bagSignedIn(context: Pick<AppLoadContext, 'cart'>, accessToken: string): Promise<void> {
  if (!context.cart.getCartId()) return;
  try {
    const result = await context.cart.updateBuyerIdentity({customerAccessToken: accessToken});
    if (!result.cart) throw new Error(`Buyer identity refused: ${JSON.stringify(result.errors ?? [])}`);
  } catch (error) {
    // The next read of the bag tries again (`readBag`).
    reportError('CART_CUST_001', error, {step: 'sign in'});
  }
}

/**
 * After a sign-out: a bag that belonged to the customer is replaced by a guest bag with the
 * same lines, attributes, note and codes, in the market's country; the answer's headers carry
 * its cookie. A guest's bag stays as it is. When the move fails (reported) the bag is left,
 * and the next read of it tries again.
 */
export async function bagSignedOut(context: Context): Promise<Headers> {
  if (!context.cart.getCartId()) return new Headers();
  try {
    const bag = await fetchBag(context);
    if (!bag?.buyerIdentity.customer) return new Headers();
    return (await moveToGuestBag(context, bag))?.headers ?? new Headers();
  } catch (error) {
    reportError('CART_CUST_001', error, {step: 'sign out'});
    return new Headers();
  }
}

/**
 * Whether to tell the shopper that their bag lost its member prices: once, when the bag last
 * seen with them (this session) no longer has them but still holds products that could have
 * them. Remembers a bag that has them.
 */
export function memberPricesEnded(context: Pick<AppLoadContext, 'session'>, bag: Bag | null): boolean {
  if (!bag) return false;
  const remembered = context.session.get(MEMBER_PRICED_BAG_KEY) as string | undefined;
  if (bag.lines.nodes.some(hasAutomaticDiscount)) {
    if (remembered !== bag.id) context.session.set(MEMBER_PRICED_BAG_KEY, bag.id);
    return false;
  }
  if (remembered !== bag.id) return false;
  context.session.unset(MEMBER_PRICED_BAG_KEY);
  return bag.lines.nodes.some((line) => Boolean(line.merchandise.product.gatedDiscount?.value));
}
