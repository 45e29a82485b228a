import type {AddedLine} from './shopify';

/** The window event the add-to-bag form fires after a successful add; analytics listens when allowed. */
export const BAG_ADDED_EVENT = 'alderline:bag-added';

/**
 * Tells whoever listens (analytics, once consent allows) what was just added: the form knows
 * the product and variant, the runtime decides whether anything is sent. Nothing listens
 * before consent, so nothing is kept.
 */
export function announceBagAdded(line: AddedLine): void {
  window.dispatchEvent(new CustomEvent<AddedLine>(BAG_ADDED_EVENT, {detail: line}));
}
