import {Await, useNavigate} from '@remix-run/react';
import {memo, Suspense} from 'react';
import {openCountrySwitcher} from '~/components/country/country-switcher-store';
import {useCountryName} from '~/components/country/country-names';
import {FlagImage} from '~/components/country/FlagImage';
import {MarketLink} from '~/components/ui/MarketLink';
import {useLocalizePath} from '~/lib/use-market';
import type {Market} from '@markets';
import {AccountIcon, BagIcon, SearchIcon} from './icons';

const ICON_BUTTON =
  'relative inline-flex h-10 min-w-10 items-center justify-center rounded-full px-2 hover:bg-neutral-100';

/** Goes to the search page for now; the search overlay replaces this later. */
export function SearchButton({label}: {label: string}) {
  const navigate = useNavigate();
  const localize = useLocalizePath();
  return (
    <button
      type="button"
      className={ICON_BUTTON}
      aria-label={label}
      onClick={() => navigate(localize('/search'))}
    >
      <SearchIcon />
    </button>
  );
}

export function AccountLink({label, signedIn}: {label: string; signedIn: boolean}) {
  return (
    <MarketLink
      to={signedIn ? '/account/dashboard' : '/account/login'}
      className={ICON_BUTTON}
      aria-label={label}
    >
      <AccountIcon />
    </MarketLink>
  );
}

interface CartSummary {
  totalQuantity?: number | null;
}

/**
 * The bag with its item count, which streams in after the page (the cart is
 * deferred). Memoised: a header re-render (scrolling) must not reach the
 * Suspense boundary before it has hydrated.
 */
export const BagLink = memo(function BagLink({
  label,
  cart,
}: {
  label: string;
  cart: Promise<CartSummary | null> | undefined;
}) {
  return (
    <MarketLink to="/cart" className={ICON_BUTTON}>
      <BagIcon />
      <span className="sr-only">{label}</span>
      <Suspense fallback={null}>
        <Await resolve={cart} errorElement={null}>
          {(resolved) => <BagCount quantity={resolved?.totalQuantity ?? 0} />}
        </Await>
      </Suspense>
    </MarketLink>
  );
});

function BagCount({quantity}: {quantity: number}) {
  if (quantity <= 0) return null;
  return (
    <span
      data-testid="bag-count"
      className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-brand px-1 text-center text-xs leading-5 text-white"
    >
      {quantity}
    </span>
  );
}

export function CountryFlagButton({label, market}: {label: string; market: Market}) {
  const countryName = useCountryName(market);
  return (
    <button
      type="button"
      className={ICON_BUTTON}
      aria-label={`${label}: ${countryName} (${market.currency})`}
      aria-haspopup="dialog"
      data-testid="country-flag-button"
      onClick={openCountrySwitcher}
    >
      <FlagImage countryCode={market.countryCode} />
    </button>
  );
}
