import type {AppLoadContext} from '@shopify/remix-oxygen';
import {canSee, GUEST_VIEWER, type ProductViewer} from '~/lib/customer/product-access.server';
import {reportError} from '~/lib/errors';
import {MAX_LINE_QUANTITY} from './bag-status';
import type {Bag, BagLine} from './bag.server';
import {runChange, type BagChange} from './change.server';
import {isAttributeList} from './inputs';
import {newBagInput} from './new-bag.server';

const MAX_LINES_PER_ADD = 10;
const MAX_ATTRIBUTES_PER_LINE = 10;
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/\d+$/;

export interface LineToAdd {
  merchandiseId: string;
  quantity: number;
  attributes?: Array<{key: string; value: string}>;
}

/**
 * The lines a LinesAdd form asks for, checked: known variant ids, whole quantities from 1
 * to 10, string attributes. A `quantity` field (the page's quantity input, which also works
 * without JavaScript) sets the quantity of a single line. Null when the input is unusable.
 */
export function linesToAdd(inputs: Record<string, unknown>): LineToAdd[] | null {
  const lines = inputs.lines;
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_LINES_PER_ADD) return null;
  const override = inputs.quantity === undefined ? undefined : Number(inputs.quantity);
  const parsed: LineToAdd[] = [];
  for (const line of lines as unknown[]) {
    if (typeof line !== 'object' || line === null) return null;
    const {merchandiseId, quantity, attributes} = line as Record<string, unknown>;
    const amount = lines.length === 1 && override !== undefined ? override : Number(quantity ?? 1);
    if (typeof merchandiseId !== 'string' || !VARIANT_GID.test(merchandiseId)) return null;
    if (!Number.isInteger(amount) || amount < 1 || amount > MAX_LINE_QUANTITY) return null;
    if (attributes !== undefined && !isAttributeList(attributes, MAX_ATTRIBUTES_PER_LINE)) return null;
    parsed.push({
      merchandiseId,
      quantity: amount,
      ...(attributes ? {attributes: attributes as LineToAdd['attributes']} : {}),
    });
  }
  return parsed;
}

/** Gift cards cannot share a bag with other products, either way round. */
export function mixesGiftCards(adding: readonly boolean[], inBag: readonly boolean[]): boolean {
  const all = [...adding, ...inBag];
  return all.some(Boolean) && all.some((isGiftCard) => !isGiftCard);
}

type AddContext = Pick<AppLoadContext, 'cart' | 'market'>;

/**
 * Adds lines to the bag through Hydrogen's cart handler in one call: to an existing bag (the
 * platform adds to a line of the same variant and attributes) or, with no bag yet or one the
 * platform no longer knows, in a new bag. What is refused is seen in the bag the add answers
 * with, which names every line's product, its tags and whether it is a gift card: a
 * members-only product the shopper may not buy (`viewer`, looked up beside the add), or gift
 * cards sharing a bag with other products, either way round. A refused add is taken back at
 * once (one more call, only then), so the bag ends as it was and the answer never shows it; a
 * new bag made for a refused add is simply not kept.
 */
export async function addLinesToBag(
  context: AddContext,
  lines: LineToAdd[],
  newBag: () => ReturnType<typeof newBagInput> = () => newBagInput(context),
  viewer: Promise<ProductViewer> = Promise.resolve(GUEST_VIEWER),
): Promise<BagChange> {
  const {cart} = context;
  const create = async () =>
    runChange('added', 'CART_GET_002', async () => cart.create({lines, ...(await newBag())}), 'failed');
  let created = !cart.getCartId();
  let added = created
    ? await create()
    : await runChange('added', 'CART_UPDT_001', () => cart.addLines(lines), 'failed');
  if (added.missing === 'cart') {
    created = true;
    added = await create();
  }
  if (!added.bag || added.refused) return added;
  const refusal = refusalOf(added.bag, lines, await viewer);
  if (!refusal) return added;
  if (created) return {message: refusal, bag: null};
  const undone = await runChange(refusal, 'CART_UPDT_001', () =>
    cart.updateLines(quantitiesBefore(added.bag!, lines)),
  );
  // Refused (or not reached, already reported): the bag holds the line until the shopper removes it.
  if (!undone.bag && undone.message !== 'updateFailed')
    reportError('CART_UPDT_001', undefined, {step: 'taking back a refused add'});
  return {message: refusal, bag: undone.bag};
}

/** Why the bag an add answered with may not stay as it is: the refusal's message, or null. */
function refusalOf(bag: Bag, lines: LineToAdd[], viewer: ProductViewer): BagChange['message'] | null {
  const added = new Set(lines.map((line) => line.merchandiseId));
  const nodes = bag.lines.nodes;
  if (nodes.some((line) => added.has(line.merchandise.id) && !canSee(viewer, line.merchandise.product.tags)))
    return 'membersOnly';
  const adding = nodes.filter((line) => added.has(line.merchandise.id));
  const others = nodes.filter((line) => !added.has(line.merchandise.id));
  const isGiftCard = (line: BagLine) => Boolean(line.merchandise.product.isGiftCard);
  return mixesGiftCards(adding.map(isGiftCard), others.map(isGiftCard)) ? 'giftCardMixed' : null;
}

/**
 * The quantities that take an add back: each line the add reached (same variant and attributes)
 * less what was asked for it; 0 removes a line the add made.
 */
function quantitiesBefore(bag: Bag, lines: LineToAdd[]): Array<{id: string; quantity: number}> {
  return bag.lines.nodes.flatMap((line) => {
    const asked = lines
      .filter(
        (wanted) =>
          wanted.merchandiseId === line.merchandise.id &&
          sameAttributes(wanted.attributes ?? [], line.attributes),
      )
      .reduce((sum, wanted) => sum + wanted.quantity, 0);
    return asked > 0 ? [{id: line.id, quantity: Math.max(0, line.quantity - asked)}] : [];
  });
}

function sameAttributes(
  wanted: ReadonlyArray<{key: string; value: string}>,
  held: ReadonlyArray<{key: string; value?: string | null}>,
): boolean {
  const text = (list: ReadonlyArray<{key: string; value?: string | null}>) =>
    JSON.stringify(list.map(({key, value}) => [key, value ?? '']).sort());
  return text(wanted) === text(held);
}
