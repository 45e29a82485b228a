import {MAX_LINE_QUANTITY} from './bag-status';

/**
 * Checks of what the bag's forms post (everything in a `CartForm` is untrusted): forged
 * ids, odd quantities and oversized input are refused before the cart is asked.
 */

const LINE_GID = /^gid:\/\/shopify\/CartLine\/[\w-]{1,64}(\?cart=[\w-]{1,64})?$/;
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/;
/** A bag holds at most 250 lines; no form changes more at once. */
const MAX_LINES_PER_UPDATE = 250;
/** Shopify's discount codes are at most 255 characters. */
const MAX_DISCOUNT_CODE_LENGTH = 255;
/** The most of one variant a bag line may hold after an update. */
const MAX_BAG_LINE_QUANTITY = MAX_LINE_QUANTITY * 10;

export const isLineId = (value: unknown): value is string =>
  typeof value === 'string' && LINE_GID.test(value);
const isVariantId = (value: unknown): value is string => typeof value === 'string' && VARIANT_GID.test(value);

export interface LineUpdate {
  id: string;
  quantity: number;
  /** The line's variant, so that an update of a line the bag no longer has adds it again. */
  merchandiseId?: string;
}

/**
 * The lines a LinesUpdate form sets: whole quantities from 0 (removes) up to the line limit.
 * A `setQuantity` field (the value of the "+" or "−" button of a form posted without
 * JavaScript) sets the quantity of a single line.
 */
export function linesToUpdate(inputs: Record<string, unknown>): LineUpdate[] | null {
  const lines = inputs.lines;
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_LINES_PER_UPDATE) return null;
  const override = inputs.setQuantity === undefined ? undefined : Number(inputs.setQuantity);
  const parsed: LineUpdate[] = [];
  for (const line of lines as unknown[]) {
    if (typeof line !== 'object' || line === null) return null;
    const {id, quantity, merchandiseId} = line as Record<string, unknown>;
    const amount = lines.length === 1 && override !== undefined ? override : Number(quantity);
    if (!isLineId(id) || !Number.isInteger(amount) || amount < 0 || amount > MAX_BAG_LINE_QUANTITY)
      return null;
    if (merchandiseId !== undefined && !isVariantId(merchandiseId)) return null;
    parsed.push({id, quantity: amount, ...(merchandiseId ? {merchandiseId} : {})});
  }
  return parsed;
}

/** The line ids a LinesRemove form names. */
export function lineIdsToRemove(inputs: Record<string, unknown>): string[] | null {
  const ids = inputs.lineIds;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_LINES_PER_UPDATE) return null;
  return ids.every(isLineId) ? (ids as string[]) : null;
}

/**
 * The discount code a DiscountCodesUpdate form asks for: the text field `discountCode`
 * (trimmed; empty is `''`, which the action answers with the missing-code message), or
 * null for a value that cannot be a code.
 */
export function discountCodeInput(inputs: Record<string, unknown>): string | null {
  const value = inputs.discountCode ?? '';
  if (typeof value !== 'string') return null;
  const code = value.trim();
  return code.length <= MAX_DISCOUNT_CODE_LENGTH && /^[^<>]*$/.test(code) && ![...code].some(isControl)
    ? code
    : null;
}

const isControl = (char: string) => char.charCodeAt(0) < 0x20;

/** Codes to take off the bag (`removeDiscountCodes`, from each applied code's remove button). */
export function discountCodesToRemove(inputs: Record<string, unknown>): string[] {
  const value = inputs.removeDiscountCode;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter(
    (code): code is string => typeof code === 'string' && code.length <= MAX_DISCOUNT_CODE_LENGTH,
  );
}

/** A bag holds a handful of codes; a form naming more is not one of ours. */
const MAX_HELD_CODES = 20;

/**
 * The codes the bag holds, as the page that posted showed them (Hydrogen's `discountCodes`
 * input), so that a code is added to them or taken off without reading the bag first. Null
 * when the form does not say: no list, one no page would send, or an empty list beside a code
 * to remove (how remove buttons posted before they named the codes).
 */
export function heldDiscountCodes(inputs: Record<string, unknown>): string[] | null {
  const value = inputs.discountCodes;
  if (!Array.isArray(value) || value.length > MAX_HELD_CODES) return null;
  if (value.length === 0 && inputs.removeDiscountCode !== undefined) return null;
  return value.every(
    (code) => typeof code === 'string' && code.length > 0 && code.length <= MAX_DISCOUNT_CODE_LENGTH,
  )
    ? (value as string[])
    : null;
}

const MAX_LINE_ATTRIBUTES = 20;

/** Line attributes as a form may post them: at most `max`, string keys and values of bounded length. */
export function isAttributeList(value: unknown, max: number): value is Array<{key: string; value: string}> {
  return (
    Array.isArray(value) &&
    value.length <= max &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as {key?: unknown}).key === 'string' &&
        typeof (item as {value?: unknown}).value === 'string' &&
        (item as {key: string}).key.length <= 100 &&
        (item as {value: string}).value.length <= 500,
    )
  );
}

/**
 * A line's other attributes, as the page that posted showed them (`attributes`), so that one
 * attribute is switched without reading the bag first; null when the form does not say or
 * says something no page would.
 */
export function lineAttributesInput(
  inputs: Record<string, unknown>,
): Array<{key: string; value: string}> | null {
  const value = inputs.attributes;
  return isAttributeList(value, MAX_LINE_ATTRIBUTES) ? value.map(({key, value}) => ({key, value})) : null;
}
