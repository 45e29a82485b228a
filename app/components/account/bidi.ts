import type {TextDirection} from '@markets';

/**
 * A value set inside a right-to-left sentence (an amount, a SKU, an order number) between
 * Unicode isolates, so its symbols and digits keep their own order. Left-to-right pages get
 * the value as it is.
 */
export function isolateIn(dir: TextDirection, text: string): string {
  return dir === 'rtl' ? `\u2068${text}\u2069` : text;
}
