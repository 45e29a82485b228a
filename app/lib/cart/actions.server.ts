import type {AppLoadContext} from '@shopify/remix-oxygen';
import {currentCustomer, customerAccessToken} from '~/lib/customer/current.server';
import {isActiveCommunityMember} from '~/lib/customer/membership.server';
import {productViewer} from '~/lib/customer/product-access.server';
import {reportError} from '~/lib/errors';
import {mergeAttributes, type Attribute} from './attributes';
import {buyerIdentityFix, fetchBag, type Bag} from './bag.server';
import {MAX_LINE_QUANTITY, type BagMessage} from './bag-status';
import {COMMUNITY_ATTRIBUTE_KEY, gatedLineIds} from './bag-view.server';
import {runChange, type BagChange} from './change.server';
import {bagGiftConfig} from './gift.server';
import {isGiftLine, type GiftConfig} from './gift';
import {syncGift} from './gift-sync.server';
import type {LineUpdate} from './inputs';
import {addLinesToBag, type LineToAdd} from './lines-add.server';
import {newBagFor} from './new-bag.server';

/**
 * The bag's actions. Each waits for one Storefront call when the free gift does not change:
 * the change itself, whose answer is the whole bag (`change.server.ts`). What the rules need
 * besides the bag (the shopper, the gift's configuration) is asked beside it, and what a
 * change needs to know of the bag comes with the form (the codes it holds, a line's other
 * attributes) or from the answer (the lines an add reached, their products). A bag whose
 * gift or buyer must follow costs one call more, only then. Forms from an older page, which
 * do not say what they need, read the bag first.
 */

export interface ActionResult {
  message: BagMessage;
  /** The bag after the action, as the platform answered; null when no answer says. */
  bag: Bag | null;
}

type Context = AppLoadContext;

/** Outcomes after which the bag is as it was: no rule to follow. */
const UNCHANGED: ReadonlySet<BagMessage> = new Set(['failed', 'updateFailed', 'membersOnly']);

/**
 * What the rules after a change need besides the bag, asked as the action starts so that it
 * arrives beside the change (the gift's configuration is cached, and asked once per request).
 */
function beside(context: Context): Promise<GiftConfig | null> {
  return bagGiftConfig(context);
}

/**
 * After a change: the bag's buyer is the shopper signed in now (an answer that shows another
 * is put right), and the free gift follows the bag, its removal being the shopper's message.
 */
async function settle(
  context: Context,
  change: BagChange,
  giftConfig: Promise<GiftConfig | null>,
): Promise<ActionResult> {
  if (!change.bag) return {message: change.message, bag: null};
  const fixed = await buyerIdentityFix(context, change.bag);
  const bag = fixed?.bag ?? change.bag;
  if (change.refused || UNCHANGED.has(change.message)) return {message: change.message, bag};
  const gift = await syncGift(context, bag, await giftConfig);
  return {message: gift.outcome ?? change.message, bag: gift.bag};
}

function addLines(context: Context, lines: LineToAdd[]): Promise<BagChange> {
  return addLinesToBag(context, lines, () => newBagFor(context), productViewer(context));
}

export async function addToBag(context: Context, lines: LineToAdd[]): Promise<ActionResult> {
  const giftConfig = beside(context);
  return settle(context, await addLines(context, lines), giftConfig);
}

/**
 * Sets line quantities in one update: 0 removes the line. A line the bag no longer has is
 * added again with its variant (so a quantity set from a stale page is never lost): the
 * update's refusal names it, and the bag is then read to tell which. The free gift's line is
 * the bag's to manage: an update that reaches it is undone by the gift's rules.
 */
export async function updateLines(context: Context, updates: LineUpdate[]): Promise<ActionResult> {
  const giftConfig = beside(context);
  if (!context.cart.getCartId()) return updateLinesOf(context, null, updates, giftConfig);
  const done: BagMessage = updates.some((u) => u.quantity > 0) ? 'updated' : 'removed';
  const change = await runChange(done, 'CART_UPDT_001', () =>
    context.cart.updateLines(updates.map(({id, quantity}) => ({id, quantity}))),
  );
  if (!change.missing) return settle(context, change, giftConfig);
  let bag: Bag | null;
  try {
    bag = await fetchBag(context);
  } catch (error) {
    reportError('CART_UPDT_001', error);
    return {message: 'updateFailed', bag: null};
  }
  return updateLinesOf(context, bag, updates, giftConfig);
}

/** `updateLines` for a bag read first: only its own lines are changed, missing ones added. */
async function updateLinesOf(
  context: Context,
  bag: Bag | null,
  updates: LineUpdate[],
  giftConfig: Promise<GiftConfig | null>,
): Promise<ActionResult> {
  const lines = new Map((bag?.lines.nodes ?? []).map((line) => [line.id, line]));
  const known = updates.filter((u) => lines.has(u.id) && !isGiftLine(lines.get(u.id)!));
  const missing = updates.filter((u) => !lines.has(u.id) && u.quantity > 0 && u.merchandiseId);
  const done: BagMessage = known.some((u) => u.quantity > 0) ? 'updated' : 'removed';
  let change: BagChange = {message: 'updated', bag};
  if (known.length > 0) {
    change = await runChange(done, 'CART_UPDT_001', () =>
      context.cart.updateLines(known.map(({id, quantity}) => ({id, quantity}))),
    );
  }
  if (missing.length > 0 && change.message !== 'updateFailed') {
    const readded = await addLines(
      context,
      missing.map((u) => ({
        merchandiseId: u.merchandiseId!,
        quantity: Math.min(u.quantity, MAX_LINE_QUANTITY),
      })),
    );
    change = readded.bag || !change.bag ? readded : {...readded, bag: change.bag};
  }
  return settle(context, change, giftConfig);
}

export async function removeLines(context: Context, lineIds: string[]): Promise<ActionResult> {
  const giftConfig = beside(context);
  const change = await runChange('removed', 'CART_UPDT_001', () => context.cart.removeLines(lineIds));
  if (!change.missing) return settle(context, change, giftConfig);
  // Some are gone already (a second click, another tab): the rest go, which is what the shopper wanted.
  const bag = await fetchBag(context).catch(() => null);
  const present = new Set(bag?.lines.nodes.map((line) => line.id));
  const ids = lineIds.filter((id) => present.has(id));
  if (ids.length === 0) return {message: 'removed', bag};
  return settle(
    context,
    await runChange('removed', 'CART_UPDT_001', () => context.cart.removeLines(ids)),
    giftConfig,
  );
}

/** Members-only lines the shopper has no access to, removed together. */
export async function removeGatedLines(context: Context): Promise<ActionResult> {
  const giftConfig = beside(context);
  const [bag, shopper] = await Promise.all([bagOrNull(context).catch(() => null), productViewer(context)]);
  const ids = gatedLineIds(bag?.lines.nodes ?? [], shopper.unlocked);
  if (ids.length === 0) return {message: 'gatedRemoved', bag};
  return settle(
    context,
    await runChange('gatedRemoved', 'CART_UPDT_001', () => context.cart.removeLines(ids)),
    giftConfig,
  );
}

/**
 * Applies a discount code or takes codes off. The form names the codes the bag holds
 * (`held`), so the new list is sent at once; the answer says whether the code applies, and a
 * code that does not is taken off again (one more call, only then) with the reason shown.
 * Without `held` (a form from an older page) the bag is read first. An empty code is the
 * missing-code message.
 */
export async function changeDiscountCodes(
  context: Context,
  code: string,
  remove: string[],
  held: string[] | null,
): Promise<ActionResult> {
  const removing = new Set(remove.map((c) => c.toUpperCase()));
  if (!code && removing.size === 0) return {message: 'discountMissing', bag: null};
  const giftConfig = beside(context);
  let current = held;
  if (current === null || !context.cart.getCartId()) {
    const bag = await bagOrNull(context).catch(() => null);
    if (!bag) return {message: code ? 'failed' : 'discountMissing', bag: null};
    current = bag.discountCodes.filter((d) => d.applicable).map((d) => d.code);
  }
  const kept = current.filter(
    (c) => !removing.has(c.toUpperCase()) && c.toUpperCase() !== code.toUpperCase(),
  );
  if (!code) {
    return settle(
      context,
      await runChange('discountRemoved', 'CART_DISC_001', () => context.cart.updateDiscountCodes(kept)),
      giftConfig,
    );
  }
  const change = await runChange('discountApplied', 'CART_DISC_001', () =>
    context.cart.updateDiscountCodes([...kept, code]),
  );
  if (!change.bag || change.refused) return {message: change.message, bag: change.bag};
  const applied = change.bag.discountCodes.find((d) => d.code.toUpperCase() === code.toUpperCase());
  if (applied?.applicable) return settle(context, change, giftConfig);
  // Not honoured: the bag keeps only the codes it had, and the shopper sees why.
  const message = change.message === 'discountApplied' ? 'discountNotApplicable' : change.message;
  const restored = await runChange(message, 'CART_DISC_001', () => context.cart.updateDiscountCodes(current));
  return {message, bag: restored.bag ?? change.bag};
}

/**
 * Switches a line's community-programme attribute, keeping its other attributes (`others`,
 * as the form names them; null from an older page: the bag is read first). Only an active
 * community member may count lines towards a programme: membership is looked up beside the
 * change, and a switch-on by anyone else is taken back (and refused); a guest's is refused
 * without asking.
 */
export async function toggleCommunity(
  context: Context,
  lineId: string,
  on: boolean,
  others: Attribute[] | null,
): Promise<ActionResult> {
  if (on && !customerAccessToken(context)) return {message: 'updateFailed', bag: null};
  const giftConfig = beside(context);
  const member = currentCustomer(context)
    .then((customer) => isActiveCommunityMember(context, customer))
    .catch(() => false);
  const switched = (value: boolean) => [{key: COMMUNITY_ATTRIBUTE_KEY, value: value ? 'true' : ''}];
  let kept = others;
  if (kept === null) {
    // An older page's form: the line's attributes from the bag, read beside the membership.
    const [isMember, bag] = await Promise.all([member, bagOrNull(context).catch(() => null)]);
    const line = bag?.lines.nodes.find((l) => l.id === lineId);
    if (!line || (on && !isMember)) return {message: 'updateFailed', bag};
    kept = line.attributes.map((a) => ({key: a.key, value: a.value ?? ''}));
  }
  const held = kept;
  const attributes = (value: boolean) => mergeAttributes(held, switched(value));
  const change = await runChange('updated', 'CART_ATTR_002', () =>
    context.cart.updateLines([{id: lineId, attributes: attributes(on)}]),
  );
  if (!on || !change.bag || change.refused || (await member)) return settle(context, change, giftConfig);
  const undone = await runChange('updateFailed', 'CART_ATTR_002', () =>
    context.cart.updateLines([{id: lineId, attributes: attributes(false)}]),
  );
  return {message: 'updateFailed', bag: undone.bag};
}

/**
 * Sends a gift card line to a recipient (or stops sending it): `updates` are the recipient's
 * line attributes, null when the form's input was unusable.
 */
export async function sendGiftCard(
  context: Context,
  lineId: string,
  updates: Attribute[] | null,
): Promise<ActionResult> {
  if (!updates) return {message: 'giftRecipientInvalid', bag: null};
  return updateLineAttributes(context, lineId, updates, 'giftRecipientSaved', beside(context), (line) =>
    Boolean(line.merchandise.product.isGiftCard),
  );
}

async function bagOrNull(context: Context): Promise<Bag | null> {
  if (!context.cart.getCartId()) return null;
  return fetchBag(context);
}

/** Merges `updates` into one line's attributes (null: refused), read from the bag first. */
async function updateLineAttributes(
  context: Context,
  lineId: string,
  updates: Attribute[] | null,
  done: BagMessage,
  giftConfig: Promise<GiftConfig | null>,
  applies: (line: Bag['lines']['nodes'][number]) => boolean = () => true,
): Promise<ActionResult> {
  const bag = await bagOrNull(context).catch(() => null);
  const line = bag?.lines.nodes.find((l) => l.id === lineId);
  if (!bag || !line || !updates || !applies(line)) return {message: 'updateFailed', bag};
  const attributes = mergeAttributes(
    line.attributes.map((a) => ({key: a.key, value: a.value ?? ''})),
    updates,
  );
  return settle(
    context,
    await runChange(done, 'CART_ATTR_002', () => context.cart.updateLines([{id: lineId, attributes}])),
    giftConfig,
  );
}
