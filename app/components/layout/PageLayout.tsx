import {Suspense, type ReactNode} from 'react';
import {MemberDrawerHost} from '~/components/account/MemberDrawerHost';
import {BagDrawerHost} from '~/components/cart/BagDrawerHost';
import {ConsentHost} from '~/components/consent/consent-host';
import {CountryDialogsHost} from '~/components/country/country-switcher-store';
import {SiteHeader, type CartSummary} from '~/components/header/SiteHeader';
import {SearchProvider} from '~/components/search/SearchProvider';
import {StickyHeaderProvider} from '~/components/header/sticky-header';
import {LazySection, lazyWithPreload} from '~/page-weight';
import {
  DeferredStyles,
  usePageStylesItsFirstScreen,
  useSheetKeptAcrossNavigations,
} from '~/page-weight/shell';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {MarketProvider} from '~/lib/market-context';
import type {Shell} from '~/lib/shell/types';
import {usePageShowsBagOutcome} from './route-shell';
import {useCookiesBlocked} from './use-cookies-blocked';
import {useBfcacheReload} from './useBfcacheReload';

const MAIN_CONTENT_ID = 'main-content';

const FooterSection = lazyWithPreload(() =>
  import('~/components/footer/FooterSection').then((module) => module.FooterSection),
);
const CookiesBlockedScreen = lazyWithPreload(
  import.meta.env.SSR ? null : () => import('./CookiesBlocked').then((module) => module.CookiesBlockedScreen),
);
/** Secondary parts of the first screen: the server's HTML shows at once, the code follows when idle. */
const PromoBanner = lazyWithPreload(() =>
  import('~/components/banner/PromoBanner').then((module) => module.PromoBannerSection),
);
const NavigationProgress = lazyWithPreload(() =>
  import('./NavigationProgress').then((module) => module.NavigationProgress),
);
const NO_PROPS = {};

/** The market and texts for everything below: the root gives them from its loader's shell. */
export function ShellProviders({
  shell,
  children,
}: {
  shell: Pick<Shell, 'market' | 'messages'>;
  children: ReactNode;
}) {
  return (
    <MarketProvider market={shell.market}>
      <I18nProvider locale={shell.market.locale} messages={shell.messages}>
        {children}
      </I18nProvider>
    </MarketProvider>
  );
}

/**
 * The shell around every page: skip link, banner, header, main, footer, dialogs; sticky header
 * state. Banner, header and main are the first screen; the footer hydrates as a lazy section
 * when it comes into view, and the dialogs' hosts load when the browser is idle (the country
 * dialogs only when they will open by themselves).
 */
export function PageLayout({
  shell,
  cart,
  bagNotice = null,
  children,
}: {
  shell: Shell;
  cart: Promise<CartSummary | null>;
  /** A bag outcome the page arrived with, in words, for a page that does not show it itself. */
  bagNotice?: string | null;
  children: ReactNode;
}) {
  useBfcacheReload();
  const t = useT();
  const pageStylesItsFirstScreen = usePageStylesItsFirstScreen();
  const sheetKept = useSheetKeptAcrossNavigations();
  const pageShowsBagOutcome = usePageShowsBagOutcome();
  if (useCookiesBlocked()) {
    return (
      <Suspense fallback={null}>
        <CookiesBlockedScreen />
      </Suspense>
    );
  }
  return (
    <StickyHeaderProvider>
      <SearchProvider>
        <LazySection component={NavigationProgress} when="idle" props={NO_PROPS} />
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-white focus:px-4 focus:py-2"
        >
          {t('common.skipToContent')}
        </a>
        {shell.banner ? (
          <LazySection component={PromoBanner} when="idle" section={shell.banner.section} />
        ) : null}
        <SiteHeader
          header={shell.header}
          bannerSticky={shell.banner?.sticky ?? {mobile: false, desktop: false}}
          cart={cart}
        />
        {shell.header.discountBanner ? (
          <p
            className="bg-neutral-900 px-4 py-1.5 text-center text-sm text-white"
            data-testid="discount-banner"
          >
            {shell.header.discountBanner}
          </p>
        ) : null}
        {pageStylesItsFirstScreen ? null : <DeferredStyles />}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-screen-xl px-4 py-6">
          {bagNotice && !pageShowsBagOutcome ? (
            <p role="status" className="mb-6 border border-neutral-300 bg-neutral-50 px-4 py-3">
              {bagNotice}
            </p>
          ) : null}
          {children}
        </main>
        {/* From the first navigation on, so a navigation between pages never takes the sheet away. */}
        {sheetKept ? <DeferredStyles /> : null}
        <LazySection component={FooterSection} section={shell.footer} />
        {/* It opens by itself only to suggest another store; otherwise a country button's
            hover, focus or press loads it. */}
        <LazySection
          component={CountryDialogsHost}
          when={shell.country.suggested ? 'idle' : 'interaction'}
          props={{country: shell.country}}
        />
        <LazySection component={ConsentHost} when="idle" props={NO_PROPS} />
        <MemberDrawerHost />
        <BagDrawerHost />
      </SearchProvider>
    </StickyHeaderProvider>
  );
}
