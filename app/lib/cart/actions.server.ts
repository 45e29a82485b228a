import type {AppLoadContext} from '@shopify/remix-oxygen';
import {bagAddressFor} from '~/lib/customer/addresses.server';
import {currentCustomer} from '~/lib/customer/current.server';
import {isActiveCommunityMember} from '~/lib/customer/membership.server';
import {productViewer} from '~/lib/customer/product-access.server';
import {reportError} from '~/lib/errors';
import {fetchBag, type Bag} from './bag.server';
import {MAX_LINE_QUANTITY, type BagMessage} from './bag-status';
import {COMMUNITY_ATTRIBUTE_KEY, gatedLineIds} from './bag-view.server';
import {messageForResult} from './codes';
import {isGiftLine} from './gift';
import {syncGift} from './gift-sync.server';
import type {LineUpdate} from './inputs';
import {addLinesToBag, type LineToAdd} from './lines-add.server';
import {newBagFor} from './new-bag.server';
import {mergeAttributes} from './attributes';

export interface ActionResult {
  message: BagMessage;
  cartId: string | null;
  totalQuantity: number | null;
}

type Context = AppLoadContext;

interface MutationResult {
  cart?: {id: string; totalQuantity: number} | null;
  errors?: unknown;
  warnings?: unknown;
}

/**
 * Runs a cart mutation and turns its answer into the shopper's outcome; a failure to reach
 * the cart is reported (`code`) and answered `failed`, leaving the bag as it was.
 */
async function mutation(
  bag: Bag | null,
  done: BagMessage,
  code: 'CART_UPDT_001' | 'CART_DISC_001' | 'CART_ATTR_002',
  run: () => Promise<MutationResult>,
): Promise<ActionResult> {
  try {
    const result = await run();
    return {
      message: result.cart
        ? messageForResult(result, done)
        : messageForResult({errors: result.errors ?? [{}]}),
      cartId: result.cart?.id ?? bag?.id ?? null,
      totalQuantity: result.cart?.totalQuantity ?? bag?.totalQuantity ?? null,
    };
  } catch (error) {
    reportError(code, error);
    return {message: 'updateFailed', cartId: bag?.id ?? null, totalQuantity: bag?.totalQuantity ?? null};
  }
}

/** After a change of lines: the free gift follows the bag, and its removal is the shopper's message. */
async function withGift(context: Context, result: ActionResult): Promise<ActionResult> {
  const unchanged: BagMessage[] = ['failed', 'updateFailed', 'membersOnly'];
  if (unchanged.includes(result.message) || !result.cartId) return result;
  const bag = await fetchBag(context).catch(() => undefined);
  const giftOutcome = await syncGift(context, bag);
  const after = giftOutcome ? await fetchBag(context).catch(() => null) : bag;
  return {
    message: giftOutcome ?? result.message,
    cartId: result.cartId,
    totalQuantity: after?.totalQuantity ?? result.totalQuantity,
  };
}

async function bagOrNull(context: Context): Promise<Bag | null> {
  if (!context.cart.getCartId()) return null;
  return fetchBag(context);
}

export async function addToBag(context: Context, lines: LineToAdd[]): Promise<ActionResult> {
  return withGift(
    context,
    await addLinesToBag(context, lines, () => newBagFor(context, bagAddressFor), productViewer(context)),
  );
}

/**
 * Sets line quantities: 0 removes the line; a line the bag no longer has is added again
 * with its variant (so a quantity set from a stale page is never lost); the free gift's line
 * is the bag's to manage and is left alone.
 */
export async function updateLines(context: Context, updates: LineUpdate[]): Promise<ActionResult> {
  let bag: Bag | null;
  try {
    bag = await bagOrNull(context);
  } catch (error) {
    reportError('CART_UPDT_001', error);
    return {message: 'updateFailed', cartId: null, totalQuantity: null};
  }
  const lines = new Map((bag?.lines.nodes ?? []).map((line) => [line.id, line]));
  const known = updates.filter((u) => lines.has(u.id) && !isGiftLine(lines.get(u.id)!));
  const missing = updates.filter((u) => !lines.has(u.id) && u.quantity > 0 && u.merchandiseId);
  const removals = known.filter((u) => u.quantity === 0).map((u) => u.id);
  const changes = known.filter((u) => u.quantity > 0).map(({id, quantity}) => ({id, quantity}));

  let result: ActionResult = {
    message: 'updated',
    cartId: bag?.id ?? null,
    totalQuantity: bag?.totalQuantity ?? 0,
  };
  if (changes.length > 0) {
    result = await mutation(bag, 'updated', 'CART_UPDT_001', () => context.cart.updateLines(changes));
  }
  if (removals.length > 0 && result.message !== 'updateFailed') {
    const removed = await mutation(bag, 'removed', 'CART_UPDT_001', () => context.cart.removeLines(removals));
    result =
      changes.length > 0 && removed.message === 'removed' ? {...removed, message: result.message} : removed;
  }
  if (missing.length > 0 && result.message !== 'updateFailed') {
    result = await addLinesToBag(
      context,
      missing.map((u) => ({
        merchandiseId: u.merchandiseId!,
        quantity: Math.min(u.quantity, MAX_LINE_QUANTITY),
      })),
      () => newBagFor(context, bagAddressFor),
      productViewer(context),
    );
  }
  return withGift(context, result);
}

export async function removeLines(context: Context, lineIds: string[]): Promise<ActionResult> {
  const bag = await bagOrNull(context).catch(() => null);
  const present = new Set(bag?.lines.nodes.map((line) => line.id));
  const ids = lineIds.filter((id) => present.has(id));
  // Already gone (a second click, another tab): the outcome the shopper wanted.
  if (ids.length === 0)
    return {message: 'removed', cartId: bag?.id ?? null, totalQuantity: bag?.totalQuantity ?? 0};
  return withGift(
    context,
    await mutation(bag, 'removed', 'CART_UPDT_001', () => context.cart.removeLines(ids)),
  );
}

/** Members-only lines the shopper has no access to, removed together. */
export async function removeGatedLines(context: Context): Promise<ActionResult> {
  const [bag, shopper] = await Promise.all([bagOrNull(context).catch(() => null), productViewer(context)]);
  const ids = gatedLineIds(bag?.lines.nodes ?? [], shopper.unlocked);
  if (ids.length === 0)
    return {message: 'gatedRemoved', cartId: bag?.id ?? null, totalQuantity: bag?.totalQuantity ?? 0};
  const result = await mutation(bag, 'gatedRemoved', 'CART_UPDT_001', () => context.cart.removeLines(ids));
  return withGift(context, result);
}

/**
 * Applies a discount code (kept only when the bag says it is applicable; otherwise taken off
 * again and the reason shown) or takes codes off. An empty code is the missing-code message.
 */
export async function changeDiscountCodes(
  context: Context,
  code: string,
  remove: string[],
): Promise<ActionResult> {
  const bag = await bagOrNull(context).catch(() => null);
  if (!bag) return {message: code ? 'failed' : 'discountMissing', cartId: null, totalQuantity: null};
  const current = bag.discountCodes.filter((d) => d.applicable).map((d) => d.code);
  const removing = new Set(remove.map((c) => c.toUpperCase()));
  if (!code) {
    if (removing.size === 0)
      return {message: 'discountMissing', cartId: bag.id, totalQuantity: bag.totalQuantity};
    const kept = current.filter((c) => !removing.has(c.toUpperCase()));
    const result = await mutation(bag, 'discountRemoved', 'CART_DISC_001', () =>
      context.cart.updateDiscountCodes(kept),
    );
    return withGift(context, result);
  }
  const wanted = [...current.filter((c) => c.toUpperCase() !== code.toUpperCase()), code];
  const result = await mutation(bag, 'discountApplied', 'CART_DISC_001', () =>
    context.cart.updateDiscountCodes(wanted),
  );
  if (result.message === 'failed') return result;
  const after = await fetchBag(context).catch(() => null);
  const applied = after?.discountCodes.find((d) => d.code.toUpperCase() === code.toUpperCase());
  if (!applied?.applicable) {
    // Not honoured: the bag keeps only the codes it had, and the shopper sees why.
    await context.cart.updateDiscountCodes(current).catch((error) => reportError('CART_DISC_001', error));
    return {
      ...result,
      message: result.message === 'discountApplied' ? 'discountNotApplicable' : result.message,
    };
  }
  return withGift(context, result);
}

/**
 * Switches a line's community-programme attribute, keeping its other attributes. Only an
 * active community member may count lines towards a programme.
 */
export async function toggleCommunity(context: Context, lineId: string, on: boolean): Promise<ActionResult> {
  const member = await currentCustomer(context)
    .then((customer) => isActiveCommunityMember(context, customer))
    .catch(() => false);
  if (on && !member) return updateLineAttributes(context, lineId, null, 'updated');
  return updateLineAttributes(
    context,
    lineId,
    [{key: COMMUNITY_ATTRIBUTE_KEY, value: on ? 'true' : ''}],
    'updated',
  );
}

/**
 * Sends a gift card line to a recipient (or stops sending it): `updates` are the recipient's
 * line attributes, null when the form's input was unusable.
 */
export async function sendGiftCard(
  context: Context,
  lineId: string,
  updates: Array<{key: string; value: string}> | null,
): Promise<ActionResult> {
  if (!updates) {
    const bag = await bagOrNull(context).catch(() => null);
    return {
      message: 'giftRecipientInvalid',
      cartId: bag?.id ?? null,
      totalQuantity: bag?.totalQuantity ?? null,
    };
  }
  return updateLineAttributes(context, lineId, updates, 'giftRecipientSaved', (line) =>
    Boolean(line.merchandise.product.isGiftCard),
  );
}

/** Merges `updates` into one line's attributes (null: refused), keeping the line's quantity. */
async function updateLineAttributes(
  context: Context,
  lineId: string,
  updates: Array<{key: string; value: string}> | null,
  done: BagMessage,
  applies: (line: Bag['lines']['nodes'][number]) => boolean = () => true,
): Promise<ActionResult> {
  const bag = await bagOrNull(context).catch(() => null);
  const line = bag?.lines.nodes.find((l) => l.id === lineId);
  if (!bag || !line || !updates || !applies(line))
    return {message: 'updateFailed', cartId: bag?.id ?? null, totalQuantity: bag?.totalQuantity ?? null};
  const attributes = mergeAttributes(
    line.attributes.map((a) => ({key: a.key, value: a.value ?? ''})),
    updates,
  );
  return mutation(bag, done, 'CART_ATTR_002', () =>
    context.cart.updateLines([{id: lineId, quantity: line.quantity, attributes}]),
  );
}
