import {useSyncExternalStore} from 'react';
import {lazyWithPreload} from '~/page-weight';

/**
 * The drawer's code. Only an add opens the drawer, so its code loads where a shopper can add
 * (the add button preloads it once it is on the page), not on every page.
 */
export const BagDrawer = lazyWithPreload(
  import.meta.env.SSR ? null : () => import('./BagDrawer').then((module) => module.default),
);

/**
 * Whether the bag drawer is open: a tiny store, so that an add anywhere on the page (the
 * product page's button, a quick add) can open the drawer the layout renders.
 */
let open = false;
const listeners = new Set<() => void>();

function setOpen(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const openBagDrawer = () => setOpen(true);
export const closeBagDrawer = () => setOpen(false);

export function useBagDrawerOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}

/** The drawer does not open after an add on the bag page itself. */
export function opensDrawerAfterAdd(pathname: string): boolean {
  return !/(^|\/)cart\/?$/.test(pathname);
}
