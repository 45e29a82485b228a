import {openCountrySwitcher} from '~/components/country/country-switcher-store';
import {countryName} from '~/components/country/country-names';
import {FlagImage} from '~/components/country/FlagImage';
import {MarketLink} from '~/components/ui/MarketLink';
import type {Market} from '@markets';
import {AccountIcon} from './icons';

interface MobileDrawerFooterProps {
  market: Market;
  accountLabel: string;
  changeCountryLabel: string;
  signedIn: boolean;
  onCountryClick(): void;
}

/** Account and country at the foot of the drawer (rendered only in the browser, inside the dialog). */
export function MobileDrawerFooter({
  market,
  accountLabel,
  changeCountryLabel,
  signedIn,
  onCountryClick,
}: MobileDrawerFooterProps) {
  return (
    <div className="flex flex-col">
      <MarketLink
        to={signedIn ? '/account/dashboard' : '/account/login'}
        className="flex min-h-12 items-center gap-3 px-2"
      >
        <AccountIcon />
        {accountLabel}
      </MarketLink>
      <button
        type="button"
        className="flex min-h-12 items-center gap-3 px-2 text-start"
        aria-haspopup="dialog"
        onClick={() => {
          onCountryClick();
          openCountrySwitcher();
        }}
      >
        <FlagImage countryCode={market.countryCode} />
        <span>
          <span className="sr-only">{changeCountryLabel}: </span>
          {countryName(market, market.locale)} ({market.currency})
        </span>
      </button>
    </div>
  );
}
