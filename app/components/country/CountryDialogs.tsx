import {Suspense, useEffect, useState} from 'react';
import {useShellPart} from '~/components/layout/use-shell-part';
import {lazyWithPreload} from '~/page-weight';
import {I18nProvider} from '~/lib/i18n/i18n';
import type {CountryModel} from '~/lib/shell/types';
import {confirmCountry} from './confirm-country';
import {closeCountrySwitcher, CountrySwitcherDialog, useCountrySwitcher} from './country-switcher-state';

const CountryConfirmationDialog = lazyWithPreload(
  import.meta.env.SSR
    ? null
    : () => import('./CountryConfirmationDialog').then((module) => module.CountryConfirmationDialog),
);

/**
 * The country switcher (opened from the header, banner or drawer) and the confirmation
 * asked of visitors whose detected country has its own store. Closing either remembers the
 * choice in the session, so the confirmation is not asked again. Both load on demand.
 */
export function CountryDialogs({country}: {country: CountryModel}) {
  const switcher = useCountrySwitcher();
  const [confirmationClosed, setConfirmationClosed] = useState(false);
  // Dialogs render into a portal the server never sends: one open on arrival waits for hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const confirmationWanted = Boolean(country.suggested) && hydrated && !confirmationClosed;
  const texts = useShellPart('country');
  const {load} = texts;
  useEffect(() => {
    if (switcher.used || confirmationWanted) load();
  }, [switcher.used, confirmationWanted, load]);

  const settle = () => {
    setConfirmationClosed(true);
    void confirmCountry();
  };

  if (!texts.data) return null;
  return (
    <I18nProvider messages={texts.data.messages}>
      {switcher.used ? (
        <Suspense fallback={null}>
          <CountrySwitcherDialog
            open={switcher.open}
            onClose={() => {
              closeCountrySwitcher();
              settle();
            }}
            regions={texts.data.regions}
            showNewIntlCountries={country.showNewIntlCountries}
          />
        </Suspense>
      ) : null}
      {country.suggested && confirmationWanted ? (
        <Suspense fallback={null}>
          <CountryConfirmationDialog open={!switcher.open} suggested={country.suggested} onStay={settle} />
        </Suspense>
      ) : null}
    </I18nProvider>
  );
}
