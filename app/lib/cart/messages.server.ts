import {messagesFor} from '~/lib/i18n/catalog.server';
import type {MessageBundle, MessageKey} from '~/lib/i18n/types';
import type {BagView} from './bag-view';

/** The texts the bag's components read (page and drawer). */
const BAG_TEXTS = [
  'cart.title',
  'cart.itemCount',
  'cart.close',
  'cart.viewBag',
  'cart.updating',
  'cart.giftLabel',
  'cart.quantity',
  'cart.increase',
  'cart.decrease',
  'cart.remove',
  'cart.removeShort',
  'cart.discountLabel',
  'cart.apply',
  'cart.removeCode',
  'cart.notApplicable',
  'cart.orderSummary',
  'cart.subtotal',
  'cart.tax',
  'cart.total',
  'cart.taxesAtCheckout',
  'cart.checkout',
  'cart.continueShopping',
  'cart.loading',
] as const satisfies readonly MessageKey[];

/**
 * The bag's texts for the browser: only those its components read. The outcomes of bag
 * actions arrive in words (the action's answer, the page's `outcome`) and the view model's
 * texts are built on the server, so neither travels again; the community label goes only to
 * members, the "busy" text only when the bag could not be read.
 */
export function bagMessages(locale: string, view: Pick<BagView, 'lines' | 'unavailable'>): MessageBundle {
  const all = messagesFor(locale, ['cart']);
  const keys: MessageKey[] = [...BAG_TEXTS];
  if (view.lines.some((line) => line.community !== null)) keys.push('cart.community');
  if (view.unavailable) keys.push('cart.serviceUnavailable');
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as MessageBundle;
}
