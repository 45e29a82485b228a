import type {AppLoadContext} from '@shopify/remix-oxygen';
import {redirect} from '@shopify/remix-oxygen';
import {localizePath} from '@markets';
import {campaignAttributes} from '~/lib/analytics/campaign';
import {checkoutUrlFor} from '~/lib/customer/checkout.server';
import {customerAccessToken} from '~/lib/customer/current.server';
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
 * The attributes checkout and the order carry: the shopper's session id, their browser, the
 * market and language they shopped in, and where they came from (the campaign and affiliate
 * cookies of their landing, see analytics/campaign.ts).
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
    ...campaignAttributes(request.headers.get('Cookie')),
  ];
}

/** Checkout experiment flags become `_experiment_{flag}` attributes. */
const EXPERIMENT_PREFIX = '_experiment_';
const MAX_EXPERIMENTS = 20;
const FLAG_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const VARIATION = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * The A/B tool's checkout flags the checkout form sends (`{flag: variation}` as JSON, read
 * from the browser's storage) as attributes: one `_experiment_{flag}` per flag, and an empty
 * value (removal) for a flag the bag still carries from an experiment that has ended. Anything
 * that is not such an object, or names that are not plain words, is left out; at most 20.
 */
export function experimentAttributes(raw: unknown, current: readonly Attribute[]): Attribute[] {
  let flags: unknown = null;
  if (typeof raw === 'string' && raw.length > 0 && raw.length <= 4096) {
    try {
      flags = JSON.parse(raw);
    } catch {
      flags = null;
    }
  }
  const entries =
    typeof flags === 'object' && flags !== null && !Array.isArray(flags)
      ? Object.entries(flags)
          .filter(
            (entry): entry is [string, string] =>
              FLAG_NAME.test(entry[0]) && typeof entry[1] === 'string' && VARIATION.test(entry[1]),
          )
          .slice(0, MAX_EXPERIMENTS)
      : [];
  const wanted = entries.map(([flag, variation]) => ({key: `${EXPERIMENT_PREFIX}${flag}`, value: variation}));
  const keys = new Set(wanted.map((attribute) => attribute.key));
  const ended = current
    .filter((attribute) => attribute.key.startsWith(EXPERIMENT_PREFIX) && !keys.has(attribute.key))
    .map((attribute) => ({key: attribute.key, value: ''}));
  return [...wanted, ...ended];
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
 * Whether the bag ships to a street address, not just a country: a bag is made with the
 * country only, and a signed-in customer's gets their address at the hand-off.
 */
function shipsToStreet(bag: Pick<Bag, 'delivery'>): boolean {
  const selected = bag.delivery.addresses.find((a) => a.selected) ?? null;
  return Boolean(selected && 'address1' in selected.address && selected.address.address1);
}

/**
 * The hand-off to checkout: the bag's attributes are set (session, browser, market, campaign,
 * the checkout experiment flags the form sends as `checkoutFlags`), a bag that ships to another
 * country than the market's, or to the country only while the customer has an address there
 * (every bag is made so), gets the customer's address chain (`cartAddressFor`, the chain
 * `bagDeliveryAddress`: the default cart address, else the default address; passed in, as the
 * customer's addresses are app/lib/customer's) or the market's country, and the shopper goes
 * (303) to the checkout URL on the market's checkout domain (through Multipass when signed in).
 * An empty or missing bag goes back to the bag page. The bag is read as the bag page reads it,
 * so its buyer is the shopper signed in now (checkout prices it for them, and opens signed in as
 * them); a bag holding members-only products the shopper may not buy goes back to the bag page,
 * which offers to remove them. The bag and a signed-in customer's addresses are read side by
 * side, and the attributes and the address are written side by side, so the hand-off waits on
 * no more requests in a row than before.
 */
export async function checkoutRedirect(
  context: AppLoadContext,
  request: Request,
  {
    checkoutFlags = null,
    cartAddressFor,
  }: {
    checkoutFlags?: unknown;
    cartAddressFor: (context: AppLoadContext) => Promise<{id: string} | null>;
  },
): Promise<Response> {
  const bagPage = localizePath('/cart', {pathPrefix: context.pathPrefix});
  const shopper = productViewer(context);
  const signedIn = Boolean(customerAccessToken(context));
  let read: {bag: Bag | null; headers: Headers} = {bag: null, headers: new Headers()};
  let addressId: string | null = null;
  try {
    const [bagRead, address] = await Promise.all([
      context.cart.getCartId() ? readBag(context) : null,
      signedIn
        ? cartAddressFor(context).catch((error: unknown) => {
            reportError('CART_CUST_001', error, {step: 'checkout address'});
            return null;
          })
        : null,
    ]);
    if (bagRead) read = bagRead;
    addressId = address?.id ?? null;
  } catch (error) {
    reportError('CART_CHECK_003', error);
    return redirect(`${bagPage}?bag=failed`, 303);
  }
  const {bag, headers: bagHeaders} = read;
  if (!bag || bag.totalQuantity === 0) return redirect(bagPage, {status: 303, headers: bagHeaders});
  if (gatedLineIds(bag.lines.nodes, (await shopper).unlocked).length > 0) {
    return redirect(`${bagPage}?bag=membersOnly`, {status: 303, headers: bagHeaders});
  }

  const current = bag.attributes.map((a) => ({key: a.key, value: a.value ?? ''}));
  const queue = createAttributeQueue({
    exists: true,
    read: async () => current,
    write: async (attributes) => {
      const result = await context.cart.updateAttributes(attributes);
      if (!result.cart) throw new Error(`Attributes refused: ${JSON.stringify(result.errors ?? [])}`);
    },
    onError: (error) => reportError('CART_ATTR_001', error),
  });
  const countryCode = context.market.countryCode;
  await Promise.all([
    queue.enqueue([
      ...checkoutAttributes(request, sessionIdOf(context), context.market),
      ...experimentAttributes(checkoutFlags, current),
    ]),
    deliversElsewhere(bag, countryCode) || (addressId !== null && !shipsToStreet(bag))
      ? context.cart
          .addDeliveryAddresses([deliveryAddressFor(countryCode, addressId)])
          .catch((error) => reportError('CART_CUST_001', error))
      : null,
  ]);

  // On the market's checkout domain; a signed-in customer goes through Multipass, signed in there.
  const target = await checkoutUrlFor(context, bag.checkoutUrl);
  bagHeaders.set('Cache-Control', 'no-store');
  return redirect(target, {status: 303, headers: bagHeaders});
}
