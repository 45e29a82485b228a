import {MAX_LINE_QUANTITY} from './bag-status';

/** Shopify's own limit on a discount code's length. */
const MAX_DISCOUNT_CODE_LENGTH = 255;
/** A bag holds at most 250 lines. */
const MAX_PERMALINK_LINES = 250;
const VARIANT_ID = /^\d{1,20}$/;
const QUANTITY = /^\d{1,6}$/;

/** Why a bag or discount link cannot be used, each a text in `links.*`. */
export type LinkProblem =
  | 'malformed'
  | 'tooMany'
  | 'quantity'
  | 'unknown'
  | 'soldOut'
  | 'giftCardMixed'
  | 'failed'
  | 'discountMalformed';

export interface PermalinkLine {
  merchandiseId: string;
  quantity: number;
}

/**
 * The lines of a bag link, `/cart/{variant id}:{quantity},{variant id}:{quantity}` as Shopify
 * writes them (a missing quantity is 1; a variant named twice is one line of both
 * quantities), or why they cannot be used: not that shape, more lines than a bag holds, or
 * more of one variant than one add may ask for.
 */
export function parsePermalinkLines(raw: string): {lines: PermalinkLine[]} | {problem: LinkProblem} {
  const entries = raw.split(',');
  if (entries.length > MAX_PERMALINK_LINES) return {problem: 'tooMany'};
  const quantities = new Map<string, number>();
  for (const entry of entries) {
    const [id, quantity = '1', ...rest] = entry.split(':');
    if (rest.length > 0 || !VARIANT_ID.test(id) || !QUANTITY.test(quantity)) return {problem: 'malformed'};
    const amount = Number(quantity);
    if (amount < 1) return {problem: 'malformed'};
    quantities.set(id, (quantities.get(id) ?? 0) + amount);
  }
  const lines: PermalinkLine[] = [];
  for (const [id, quantity] of quantities) {
    if (quantity > MAX_LINE_QUANTITY) return {problem: 'quantity'};
    lines.push({merchandiseId: `gid://shopify/ProductVariant/${id}`, quantity});
  }
  return {lines};
}

/** A discount code from a link, trimmed, or null when it cannot be one (empty, too long, control characters). */
export function discountCodeFrom(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  // eslint-disable-next-line no-control-regex
  if (!code || code.length > MAX_DISCOUNT_CODE_LENGTH || /[\u0000-\u001f\u007f]/.test(code)) return null;
  return code;
}
