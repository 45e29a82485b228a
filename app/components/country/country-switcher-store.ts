import {useCallback} from 'react';
import {useShellPart} from '~/components/layout/use-shell-part';
import {lazyWithPreload} from '~/page-weight';
import {CountrySwitcherDialog, setCountrySwitcherOpen} from './country-switcher-state';

/**
 * What the page's buttons use of the country switcher (the header's flag button, the banner's
 * country button and the mobile drawer) and the dialogs' host. The dialog's code (with the
 * market list) and its texts (the `country` shell part) load on first use; the buttons preload
 * them on hover and focus. Whether it is open lives in country-switcher-state.ts, which the
 * dialogs read.
 */

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

export function openCountrySwitcher() {
  void CountryDialogsHost.preload();
  setCountrySwitcherOpen(true);
}
