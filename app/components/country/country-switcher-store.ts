import {useSyncExternalStore} from 'react';

/**
 * Whether the country switcher is open. The header's flag button and the banner's
 * country button open it, while CountryDialogs (a sibling in PageLayout) renders it,
 * so the state lives outside the React tree. It only changes in the browser.
 */
let switcherOpen = false;
const listeners = new Set<() => void>();

function setSwitcherOpen(open: boolean) {
  if (switcherOpen === open) return;
  switcherOpen = open;
  listeners.forEach((listener) => listener());
}

export function openCountrySwitcher() {
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

export function useCountrySwitcherOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => switcherOpen,
    () => false,
  );
}
