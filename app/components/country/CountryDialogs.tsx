import {useLocation} from '@remix-run/react';
import {useCallback, useMemo, useState} from 'react';
import type {Market} from '@markets';
import {uiLabelsFor} from '~/components/header/ui-labels';
import {useRootData} from '~/lib/root-data';
import {marketSwitchHref, switchableMarkets, suggestedMarket} from './country-options';
import {countryTexts} from './country-texts';
import {confirmCountry} from './confirm-country';
import {CountryConfirmationDialog} from './CountryConfirmationDialog';
import {CountrySwitcherDialog} from './CountrySwitcherDialog';
import {closeCountrySwitcher, useCountrySwitcherOpen} from './country-switcher-store';
import {useHydrated} from './use-hydrated';

/**
 * The country switcher (opened from the header or banner) and the confirmation
 * asked of visitors whose detected country has its own store. Closing either
 * remembers the choice in the session, so the confirmation is not asked again.
 */
export function CountryDialogs() {
  const {market, layout, flags, buyerCountry, countryConfirmed} = useRootData();
  const texts = useMemo(() => countryTexts(layout?.countrySwitcher), [layout?.countrySwitcher]);
  const switcherOpen = useCountrySwitcherOpen();
  const [confirmationClosed, setConfirmationClosed] = useState(false);
  const hydrated = useHydrated();
  const suggested = suggestedMarket(buyerCountry, market, countryConfirmed);
  const markets = useMemo(
    () => switchableMarkets(market, flags.countrySwitcher.showNewIntlCountries),
    [market, flags.countrySwitcher.showNewIntlCountries],
  );
  const closeLabel = uiLabelsFor(market.locale).close;
  const {pathname, search} = useLocation();
  // Only called from the dialogs, which exist in the browser alone.
  const hrefFor = useCallback(
    (target: Market) =>
      marketSwitchHref(target, market, {pathname, search, hostname: window.location.hostname}),
    [market, pathname, search],
  );

  const closeSwitcher = () => {
    closeCountrySwitcher();
    setConfirmationClosed(true);
    void confirmCountry();
  };
  const stay = () => {
    setConfirmationClosed(true);
    void confirmCountry();
  };

  return (
    <>
      <CountrySwitcherDialog
        open={switcherOpen}
        onClose={closeSwitcher}
        current={market}
        markets={markets}
        texts={texts}
        closeLabel={closeLabel}
        hrefFor={hrefFor}
      />
      {suggested ? (
        <CountryConfirmationDialog
          open={hydrated && !confirmationClosed && !switcherOpen}
          current={market}
          suggested={suggested}
          texts={texts}
          hrefFor={hrefFor}
          onStay={stay}
        />
      ) : null}
    </>
  );
}
