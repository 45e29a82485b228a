import type {AppLoadContext} from '@shopify/remix-oxygen';
import {redirect} from '@shopify/remix-oxygen';
import {localizePath} from '@markets';
import {checkoutUrlFor} from '~/lib/customer/checkout.server';
import {productViewer} from '~/lib/customer/product-access.server';
import {reportError} from '~/lib/errors';
import {readBag, type Bag} from './bag.server';
import {gatedLineIds} from './bag-view.server';
import {createAttributeQueue, type Attribute} from './attributes';
import {deliveryAddressFor} from './new-bag.server';

/** The session key of the id checkout attributes name this shopper's visit by. */
const SESSION_ID_KEY = 'bagSessionId';
const MAX_ATTRIBUTE_VALUE = 255;

/**
 * The attributes checkout and the order carry: the shopper's session id, their browser,
 * and the market and language they shopped in.
 */
export function checkoutAttributes(
  request: Request,
  sessionId: string,
  market: {countryCode: string; locale: string},
): Attribute[] {
  return [
    {key: '_session_id', value: sessionId},
    {
      key: '_user_agent',
      value: (request.headers.get('User-Agent') ?? 'unknown').slice(0, MAX_ATTRIBUTE_VALUE),
    },
    {key: '_market', value: market.countryCode},
    {key: '_locale', value: market.locale},
  ];
}

/** The id this visit's checkout attributes carry, kept in the server session. */
function sessionIdOf(context: Pick<AppLoadContext, 'session'>): string {
  const existing = context.session.get(SESSION_ID_KEY);
  if (typeof existing === 'string' && existing) return existing;
  const id = crypto.randomUUID();
  context.session.set(SESSION_ID_KEY, id);
  return id;
}

/** Whether the bag ships to another country than the market's (or nowhere yet). */
export function deliversElsewhere(bag: Pick<Bag, 'delivery'>, countryCode: string): boolean {
  const selected = bag.delivery.addresses.find((a) => a.selected) ?? null;
  const country = selected && 'countryCode' in selected.address ? selected.address.countryCode : null;
  return country !== countryCode;
}

/**
 * The hand-off to checkout: the bag's attributes are set, the market's delivery address is
 * attached when the bag ships elsewhere, and the shopper goes (303) to the checkout URL on
 * the market's checkout domain (through Multipass when signed in). An empty or missing bag goes back to the bag page.
 * The bag is read as the bag page reads it, so its buyer is the shopper signed in now (checkout
 * prices it for them, and opens signed in as them); a bag holding members-only products the
 * shopper may not buy goes back to the bag page, which offers to remove them.
 */
export async function checkoutRedirect(context: AppLoadContext, request: Request): Promise<Response> {
  const bagPage = localizePath('/cart', {pathPrefix: context.pathPrefix});
  const shopper = productViewer(context);
  let read: {bag: Bag | null; headers: Headers} = {bag: null, headers: new Headers()};
  try {
    if (context.cart.getCartId()) read = await readBag(context);
  } catch (error) {
    reportError('CART_CHECK_003', error);
    return redirect(`${bagPage}?bag=failed`, 303);
  }
  const {bag, headers: bagHeaders} = read;
  if (!bag || bag.totalQuantity === 0) return redirect(bagPage, {status: 303, headers: bagHeaders});
  if (gatedLineIds(bag.lines.nodes, (await shopper).unlocked).length > 0) {
    return redirect(`${bagPage}?bag=membersOnly`, {status: 303, headers: bagHeaders});
  }

  const queue = createAttributeQueue({
    exists: true,
    read: async () => bag.attributes.map((a) => ({key: a.key, value: a.value ?? ''})),
    write: async (attributes) => {
      const result = await context.cart.updateAttributes(attributes);
      if (!result.cart) throw new Error(`Attributes refused: ${JSON.stringify(result.errors ?? [])}`);
    },
    onError: (error) => reportError('CART_ATTR_001', error),
  });
  const countryCode = context.market.countryCode;
  await Promise.all([
    queue.enqueue(checkoutAttributes(request, sessionIdOf(context), context.market)),
    deliversElsewhere(bag, countryCode)
      ? context.cart
          .addDeliveryAddresses([deliveryAddressFor(countryCode, null)])
          .catch((error) => reportError('CART_CUST_001', error))
      : null,
  ]);

  // On the market's checkout domain; a signed-in customer goes through Multipass, signed in there.
  const target = await checkoutUrlFor(context, bag.checkoutUrl);
  bagHeaders.set('Cache-Control', 'no-store');
  return redirect(target, {status: 303, headers: bagHeaders});
}
