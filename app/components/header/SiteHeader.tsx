import {Suspense, useEffect, useState} from 'react';
import {useBagCount} from '~/components/cart/bag-store';
import {openCountrySwitcher, usePreloadCountrySwitcher} from '~/components/country/country-switcher-store';
import {useShellPart} from '~/components/layout/use-shell-part';
import {FlagImage} from '~/components/ui/FlagImage';
import {AccountIcon, BagIcon, MenuIcon, SearchIcon} from '~/components/ui/icons';
import {LazySection, lazyWithPreload} from '~/page-weight';
import {preloadOnReach} from '~/components/ui/preload-on-reach';
import {MarketLink} from '~/components/ui/links';
import {BRAND_NAME} from '~/lib/brand';
import {I18nProvider, useFormatNumber, useT} from '~/lib/i18n/i18n';
import {useCurrentPath, useMarket} from '~/lib/market-context';
import {useSearchOverlay} from '~/components/search/SearchProvider';
import type {HeaderModel} from '~/lib/shell/types';
import {
  DESKTOP_ONLY,
  MOBILE_ONLY,
  SLIDES_UP_ON_MOBILE,
  stickyHeaderTop,
  useHidesOnScroll,
  usePublishStickyHeader,
} from './sticky-header';

const MobileDrawer = lazyWithPreload(
  import.meta.env.SSR ? null : () => import('./MobileDrawer').then((module) => module.MobileDrawer),
);
/**
 * The desktop bar's menus hydrate when that bar is on screen: their links work before, and a
 * phone, where the bar is hidden, need not run their code first.
 */
const DesktopNav = lazyWithPreload(() => import('./DesktopNav').then((module) => module.DesktopNav));
/** The drawer's deeper levels' texts come with the menu part they need anyway. */
const NO_MESSAGES = {};

const ICON_BUTTON =
  'relative inline-flex h-10 min-w-10 items-center justify-center rounded-full px-2 hover:bg-neutral-100';

export interface CartSummary {
  totalQuantity: number;
}

/**
 * The site header: a desktop bar with mega menus (≥ 900 px with a hovering pointer) and a
 * 56 px mobile bar with a drawer, from the header's view model.
 */
export function SiteHeader({
  header,
  bannerSticky,
  cart,
}: {
  header: HeaderModel;
  bannerSticky: {mobile: boolean; desktop: boolean};
  cart: Promise<CartSummary | null>;
}) {
  const t = useT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  // With the `dynamic_header` flag the mobile header makes room while scrolling down. Product
  // pages keep their own sticky purchase bar, so the header there stays put.
  const onProductPage = useCurrentPath().startsWith('/products/');
  const hidden = useHidesOnScroll(header.dynamic === true && !onProductPage) && !drawerOpen;
  const publishHidden = usePublishStickyHeader();
  useEffect(() => {
    publishHidden(hidden);
    return () => publishHidden(false);
  }, [hidden, publishHidden]);

  const logo = (
    <MarketLink
      to="/"
      className="text-xl font-bold tracking-[0.2em]"
      aria-label={t('common.homeLink', {brand: BRAND_NAME})}
    >
      {BRAND_NAME.toUpperCase()}
    </MarketLink>
  );
  const navigation = useShellPart('navigation');
  const preloadDrawer = () => {
    void MobileDrawer.preload();
    navigation.load();
  };
  const openDrawer = () => {
    preloadDrawer();
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  return (
    <header
      data-testid="site-header"
      data-content={header.fromContent ? 'managed' : 'fallback'}
      data-hidden={hidden || undefined}
      className={`${stickyHeaderTop(bannerSticky)} z-30 bg-white shadow-[inset_0_-1px_0_var(--color-neutral-200)] transition-transform duration-200 motion-reduce:transition-none ${
        onProductPage ? 'relative desk:sticky' : 'sticky'
      } ${hidden ? SLIDES_UP_ON_MOBILE : ''}`}
    >
      <div className={`${DESKTOP_ONLY} mx-auto h-header-desktop max-w-screen-xl items-center gap-8 px-6`}>
        {logo}
        <LazySection
          component={DesktopNav}
          props={{items: header.items, gatedLink: header.gatedLink, label: t('header.mainNavigation')}}
        />
        <div className="ms-auto flex items-center gap-1">
          {header.searchBar ? <SearchBar /> : <SearchButton />}
          <AccountLink signedIn={header.signedIn} />
          <BagLink cart={cart} />
          <CountryFlagButton />
        </div>
      </div>

      <div className={`${MOBILE_ONLY} h-header-mobile items-center justify-between px-2`}>
        <div className="flex flex-1 items-center">
          <button
            type="button"
            aria-label={t('header.menu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={openDrawer}
            {...preloadOnReach(preloadDrawer)}
            className="inline-flex h-10 w-10 items-center justify-center"
          >
            <MenuIcon />
          </button>
          <SearchButton />
        </div>
        {logo}
        <div className="flex flex-1 items-center justify-end">
          <AccountLink signedIn={header.signedIn} />
          <BagLink cart={cart} />
        </div>
      </div>

      {drawerUsed ? (
        <Suspense fallback={null}>
          <I18nProvider messages={navigation.data?.messages ?? NO_MESSAGES}>
            <MobileDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              items={navigation.data?.mobile ?? header.items}
              gatedLink={header.gatedLink}
              signedIn={header.signedIn}
            />
          </I18nProvider>
        </Suspense>
      ) : null}
    </header>
  );
}

/** Opens the search overlay (also Ctrl/Cmd+K); its code and data load on hover or focus. */
function SearchButton() {
  const t = useT();
  const search = useSearchOverlay();
  return (
    <button
      type="button"
      className={ICON_BUTTON}
      aria-label={t('header.search')}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={search.open}
      {...preloadOnReach(search.preload)}
    >
      <SearchIcon />
    </button>
  );
}

/** With the `search.searchBar` flag: a search field look-alike that opens the overlay on focus or click. */
function SearchBar() {
  const t = useT();
  const search = useSearchOverlay();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={search.open}
      onPointerOver={search.preload}
      onFocus={search.openFromFocus}
      className="flex h-10 w-56 items-center gap-2 rounded-full border border-neutral-300 px-3 text-start text-sm text-neutral-600 hover:border-neutral-500"
    >
      <SearchIcon width={18} height={18} />
      <span>{t('header.searchBarPrompt', {brand: BRAND_NAME})}</span>
    </button>
  );
}

function AccountLink({signedIn}: {signedIn: boolean}) {
  const t = useT();
  return (
    <MarketLink
      to={signedIn ? '/account/dashboard' : '/account/login'}
      className={ICON_BUTTON}
      aria-label={t('header.account')}
    >
      <AccountIcon />
    </MarketLink>
  );
}

/** The bag, with its item count. */
function BagLink({cart}: {cart: Promise<CartSummary | null>}) {
  const t = useT();
  return (
    <MarketLink to="/cart" className={ICON_BUTTON}>
      <BagIcon />
      <span className="sr-only">{t('header.bag')}</span>
      <BagCount cart={cart} />
    </MarketLink>
  );
}

/**
 * The count, once the bag has been read: the cart is deferred, so it arrives after the page;
 * after a press on a bag form, the action's answer carries it. Rendered in the browser only,
 * with no Suspense boundary: a boundary still waiting for streamed data when the rest of the
 * page has hydrated lost its server HTML to the first update that reached it outside a
 * transition (React 18's "received an update before it finished hydrating"); with a slow
 * Storefront API, on a third to a half of loads here.
 */
function BagCount({cart}: {cart: Promise<CartSummary | null>}) {
  const count = useBagCount(cart) ?? 0;
  const formatNumber = useFormatNumber();
  return count > 0 ? (
    <span
      data-testid="bag-count"
      className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-brand px-1 text-center text-xs leading-5 text-white"
    >
      {formatNumber(count)}
    </span>
  ) : null;
}

function CountryFlagButton() {
  const t = useT();
  const market = useMarket();
  const preloadCountrySwitcher = usePreloadCountrySwitcher();
  return (
    <button
      type="button"
      className={ICON_BUTTON}
      aria-label={`${t('header.changeCountry')}: ${market.name} (${market.currency})`}
      aria-haspopup="dialog"
      data-testid="country-flag-button"
      onClick={openCountrySwitcher}
      {...preloadOnReach(preloadCountrySwitcher)}
    >
      <FlagImage countryCode={market.countryCode} />
    </button>
  );
}
