import {useEffect, useState} from 'react';
import {MarketLink} from '~/components/ui/MarketLink';
import {BRAND_NAME} from '~/lib/brand';
import {useRootData} from '~/lib/root-data';
import {DesktopNav} from './DesktopNav';
import {gatedNavLink} from './gated-link';
import {bannerModel} from '~/components/banner/banner-content';
import {DESKTOP_ONLY, MOBILE_ONLY, SLIDES_UP_ON_MOBILE, stickyHeaderTop} from './header-media';
import {useHeaderModel} from './header-content';
import {AccountLink, BagLink, CountryFlagButton, SearchButton} from './HeaderActions';
import {MenuIcon} from './icons';
import {MobileDrawer} from './MobileDrawer';
import {MobileDrawerFooter} from './MobileDrawerFooter';
import {optionalRootFields} from './optional-root-fields';
import {usePublishStickyHeader} from './sticky-header-context';
import {useCurrentPath} from './use-current-path';
import {useHidesOnScroll} from './use-hides-on-scroll';

/**
 * The site header: a desktop bar with mega menus (≥ 900 px with a hovering
 * pointer) and a 56 px mobile bar with a drawer, both from the header content,
 * or a built-in menu when content is unavailable.
 */
export function SiteHeader() {
  const data = useRootData();
  const {market} = data;
  const {signedIn, gatedLink: gatedLinkData} = optionalRootFields(data);
  const {desktopItems, mobileItems, labels, ui} = useHeaderModel(data.layout?.header ?? null, market.locale);
  const gatedLink = gatedNavLink(gatedLinkData);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const bannerSticky = bannerModel(data.layout?.banner)?.sticky ?? {mobile: false, desktop: false};

  // Product pages keep their own sticky purchase bar, so the header there stays put (shell §2).
  const onProductPage = useCurrentPath().startsWith('/products/');
  const hidden = useHidesOnScroll(!onProductPage) && !drawerOpen;
  const publishHidden = usePublishStickyHeader();
  useEffect(() => {
    publishHidden(hidden);
    return () => publishHidden(false);
  }, [hidden, publishHidden]);

  const logo = (
    <MarketLink
      to="/"
      className="text-xl font-bold tracking-[0.2em]"
      aria-label={ui.homeLink.replace('{brand}', BRAND_NAME)}
    >
      {BRAND_NAME.toUpperCase()}
    </MarketLink>
  );

  return (
    <header
      data-testid="site-header"
      data-content={data.layout?.header ? 'managed' : 'fallback'}
      data-hidden={hidden || undefined}
      className={`${stickyHeaderTop(bannerSticky)} z-30 bg-white shadow-[inset_0_-1px_0_var(--color-neutral-200)] transition-transform duration-200 motion-reduce:transition-none ${
        onProductPage ? 'relative [@media(min-width:900px)_and_(hover:hover)]:sticky' : 'sticky'
      } ${hidden ? SLIDES_UP_ON_MOBILE : ''}`}
    >
      <div className={`${DESKTOP_ONLY} mx-auto h-header-desktop max-w-screen-xl items-center gap-8 px-6`}>
        {logo}
        <DesktopNav items={desktopItems} gatedLink={gatedLink} label={ui.mainNavigation} dir={market.dir} />
        <div className="ms-auto flex items-center gap-1">
          <SearchButton label={labels.search} />
          <AccountLink label={labels.account} signedIn={signedIn} />
          <BagLink label={labels.cart} cart={data.cart} />
          <CountryFlagButton label={ui.changeCountry} market={market} />
        </div>
      </div>

      <div className={`${MOBILE_ONLY} h-header-mobile items-center justify-between px-2`}>
        <div className="flex flex-1 items-center">
          <button
            type="button"
            aria-label={ui.menu}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            className="inline-flex h-10 w-10 items-center justify-center"
          >
            <MenuIcon />
          </button>
          <SearchButton label={labels.search} />
        </div>
        {logo}
        <div className="flex flex-1 items-center justify-end">
          <AccountLink label={labels.account} signedIn={signedIn} />
          <BagLink label={labels.cart} cart={data.cart} />
        </div>
      </div>

      <MobileDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        items={mobileItems}
        gatedLink={gatedLink}
        labels={{title: ui.menu, close: ui.closeMenu, back: ui.back, shopAll: ui.shopAll}}
        footer={
          <MobileDrawerFooter
            market={market}
            accountLabel={labels.account}
            changeCountryLabel={ui.changeCountry}
            signedIn={signedIn}
            onCountryClick={() => setDrawerOpen(false)}
          />
        }
      />
    </header>
  );
}
