import {useSyncExternalStore} from 'react';
import {lazyWithPreload} from '~/page-weight';

/**
 * Whether the country switcher is open. The header's flag button, the banner's country button
 * and the mobile drawer open it (`openCountrySwitcher` in country-switcher-store.ts), while
 * CountryDialogs renders it, so the state lives outside the React tree. It only changes in the
 * browser. Apart from the store because the store loads CountryDialogs, which reads this.
 */
export const CountrySwitcherDialog = lazyWithPreload(
  import.meta.env.SSR
    ? null
    : () => import('./CountrySwitcherDialog').then((module) => module.CountrySwitcherDialog),
);

let switcherOpen = false;
let switcherUsed = false;
const listeners = new Set<() => void>();

export function setCountrySwitcherOpen(open: boolean) {
  if (switcherOpen === open) return;
  switcherOpen = open;
  if (open) switcherUsed = true;
  listeners.forEach((listener) => listener());
}

export function closeCountrySwitcher() {
  setCountrySwitcherOpen(false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `open` now, and `used`: opened at least once on this page (its code is then mounted). */
export function useCountrySwitcher(): {open: boolean; used: boolean} {
  const open = useSyncExternalStore(
    subscribe,
    () => switcherOpen,
    () => false,
  );
  return {open, used: open || switcherUsed};
}
