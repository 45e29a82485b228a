import type {ReactNode} from 'react';
import {PromoBanner} from '~/components/banner/PromoBanner';
import {BagDrawerHost} from '~/components/cart/BagDrawerHost';
import {ConsentManager} from '~/components/consent/ConsentManager';
import {CountryDialogs} from '~/components/country/CountryDialogs';
import {SiteFooter} from '~/components/footer/SiteFooter';
import {SiteHeader, type CartSummary} from '~/components/header/SiteHeader';
import {SearchProvider} from '~/components/search/SearchProvider';
import {StickyHeaderProvider} from '~/components/header/sticky-header';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {MarketProvider} from '~/lib/market-context';
import type {Shell} from '~/lib/shell/types';
import {CookiesBlockedScreen, useCookiesBlocked} from './CookiesBlocked';
import {NavigationProgress} from './NavigationProgress';
import {useBfcacheReload} from './useBfcacheReload';

const MAIN_CONTENT_ID = 'main-content';

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

/** The shell around every page: skip link, banner, header, main, footer, dialogs; sticky header state. */
export function PageLayout({
  shell,
  cart,
  children,
}: {
  shell: Shell;
  cart: Promise<CartSummary | null>;
  children: ReactNode;
}) {
  useBfcacheReload();
  const t = useT();
  if (useCookiesBlocked()) return <CookiesBlockedScreen />;
  return (
    <StickyHeaderProvider>
      <SearchProvider>
        <NavigationProgress />
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-white focus:px-4 focus:py-2"
        >
          {t('common.skipToContent')}
        </a>
        {shell.banner ? <PromoBanner banner={shell.banner} /> : null}
        <SiteHeader
          header={shell.header}
          bannerSticky={shell.banner?.sticky ?? {mobile: false, desktop: false}}
          cart={cart}
        />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-screen-xl px-4 py-6">
          {children}
        </main>
        <SiteFooter footer={shell.footer} />
        <CountryDialogs country={shell.country} />
        <BagDrawerHost />
        <ConsentManager />
      </SearchProvider>
    </StickyHeaderProvider>
  );
}
