import type {LinkValue} from '../model';
import {copy, single, type SeedBuilder} from './builder';
import type {CopyKey} from './copy';

export const RETURNS_PORTAL_URL = 'https://returns.alderline.example/';
export const ORDER_TRACKING_URL = 'https://track.alderline.example/';
/** Help pages live outside the storefront, so the footer links there rather than to /pages/*. */
export const HELP_CENTER_URL = 'https://help.alderline.example/';

/** A `link` entry: {title, href, open_in_new_tab}. */
export function linkEntry(
  b: SeedBuilder,
  id: string,
  title: CopyKey,
  href: string,
  openInNewTab = false,
): LinkValue {
  return b.entry('link', id, {
    title: copy(title),
    href: single(href),
    open_in_new_tab: single(openInNewTab),
  });
}
