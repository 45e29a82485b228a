import type {HydrogenCart, Storefront} from '@shopify/hydrogen';
import {MERCHANDISE_KINDS_QUERY} from '@graphql/cart';
import {canSee, GUEST_VIEWER, type ProductViewer} from '~/lib/customer/product-access.server';
import {reportError} from '~/lib/errors';
import {MAX_LINE_QUANTITY, type BagMessage} from './bag-status';
import {messageForResult} from './codes';
import {CART_LINE_LIMIT} from './bag.server';
import {newBagInput} from './new-bag.server';

const MAX_LINES_PER_ADD = 10;
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
    if (attributes !== undefined && !validAttributes(attributes)) return null;
    parsed.push({
      merchandiseId,
      quantity: amount,
      ...(attributes ? {attributes: attributes as LineToAdd['attributes']} : {}),
    });
  }
  return parsed;
}

function validAttributes(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length <= 10 &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.key === 'string' &&
        typeof item.value === 'string' &&
        item.key.length <= 100 &&
        item.value.length <= 500,
    )
  );
}

/** Gift cards cannot share a bag with other products, either way round. */
export function mixesGiftCards(adding: readonly boolean[], inBag: readonly boolean[]): boolean {
  const all = [...adding, ...inBag];
  return all.some(Boolean) && all.some((isGiftCard) => !isGiftCard);
}

export interface AddResult {
  message: BagMessage;
  cartId: string | null;
  totalQuantity: number | null;
}

/**
 * Adds lines to the bag through Hydrogen's cart handler, which adds to an existing line of
 * the same variant without attributes; with no bag yet, creates one with the lines. Refuses
 * to mix gift cards with other products, and refuses a members-only product to anyone the
 * members-only rule does not let see it (`viewer`, looked up beside the bag): nothing is
 * added, whatever the form said.
 */
export async function addLinesToBag(
  context: {cart: HydrogenCart; storefront: Storefront; market: {countryCode: string}},
  lines: LineToAdd[],
  newBag: () => ReturnType<typeof newBagInput> = () => newBagInput(context as never),
  viewer: Promise<ProductViewer> = Promise.resolve(GUEST_VIEWER),
): Promise<AddResult> {
  const {cart, storefront} = context;
  let current: Awaited<ReturnType<HydrogenCart['get']>>;
  let kinds: Awaited<ReturnType<typeof fetchKinds>>;
  let shopper: ProductViewer;
  try {
    [current, kinds, shopper] = await Promise.all([
      cart.get({numCartLines: CART_LINE_LIMIT}),
      fetchKinds(storefront, lines),
      viewer,
    ]);
  } catch (error) {
    reportError('CART_UPDT_001', error, {lines: lines.length});
    return {message: 'failed', cartId: null, totalQuantity: null};
  }
  const membersOnly = kinds.nodes.some(
    (node) => node && 'product' in node && !canSee(shopper, node.product.tags),
  );
  if (membersOnly) {
    return {
      message: 'membersOnly',
      cartId: current?.id ?? null,
      totalQuantity: current?.totalQuantity ?? null,
    };
  }
  const adding = kinds.nodes.map((node) => (node && 'product' in node ? node.product.isGiftCard : false));
  const inBag = (current?.lines.nodes ?? []).map((line) =>
    'product' in line.merchandise ? line.merchandise.product.isGiftCard : false,
  );
  if (mixesGiftCards(adding, inBag)) {
    return {
      message: 'giftCardMixed',
      cartId: current?.id ?? null,
      totalQuantity: current?.totalQuantity ?? null,
    };
  }
  try {
    // A new bag starts with the market's buyer identity and delivery address.
    const result = current ? await cart.addLines(lines) : await cart.create({lines, ...(await newBag())});
    return {
      // No cart back means the add was refused, even without an error code.
      message: result.cart ? messageForResult(result) : messageForResult({errors: result.errors ?? [{}]}),
      cartId: result.cart?.id ?? null,
      totalQuantity: result.cart?.totalQuantity ?? null,
    };
  } catch (error) {
    reportError(current ? 'CART_UPDT_001' : 'CART_GET_002', error, {lines: lines.length});
    return {message: 'failed', cartId: current?.id ?? null, totalQuantity: current?.totalQuantity ?? null};
  }
}

function fetchKinds(storefront: Storefront, lines: LineToAdd[]) {
  return storefront.query(MERCHANDISE_KINDS_QUERY, {
    variables: {ids: lines.map((line) => line.merchandiseId)},
  });
}
