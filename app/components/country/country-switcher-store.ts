import {useCallback, useSyncExternalStore} from 'react';
import {useShellPart} from '~/components/layout/use-shell-part';
import {browserOnly, lazyWithPreload} from '~/components/ui/lazy';

/**
 * Whether the country switcher is open. The header's flag button, the banner's country
 * button and the mobile drawer open it, while CountryDialogs renders it, so the state lives
 * outside the React tree. It only changes in the browser. The dialog's code (with the market
 * list) and its texts (the `country` shell part) load on first use; the buttons preload them
 * on hover and focus.
 */
export const CountrySwitcherDialog = lazyWithPreload(
  import.meta.env.SSR
    ? browserOnly
    : () => import('./CountrySwitcherDialog').then((module) => module.CountrySwitcherDialog),
);

/** The dialogs' host, a lazy section of every page (it renders nothing on the server). */
export const CountryDialogsHost = lazyWithPreload(() =>
  import('./CountryDialogs').then((module) => module.CountryDialogs),
);

export function usePreloadCountrySwitcher(): () => void {
  const {load} = useShellPart('country');
  return useCallback(() => {
    void CountryDialogsHost.preload();
    void CountrySwitcherDialog.preload();
    load();
  }, [load]);
}

let switcherOpen = false;
let switcherUsed = false;
const listeners = new Set<() => void>();

function setSwitcherOpen(open: boolean) {
  if (switcherOpen === open) return;
  switcherOpen = open;
  if (open) switcherUsed = true;
  listeners.forEach((listener) => listener());
}

export function openCountrySwitcher() {
  void CountryDialogsHost.preload();
  setSwitcherOpen(true);
}

export function closeCountrySwitcher() {
  setSwitcherOpen(false);
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
