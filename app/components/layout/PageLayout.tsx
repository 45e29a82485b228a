import type {ReactNode} from 'react';
import {PromoBanner} from '~/components/banner';
import {SiteHeader, StickyHeaderProvider} from '~/components/header';
import {SiteFooter} from '~/components/footer';
import {CountryDialogs} from '~/components/country';
import {ConsentManager} from '~/components/consent';
import {CookiesBlockedScreen, useCookiesBlocked} from './CookiesBlocked';
import {NavigationProgress} from './NavigationProgress';
import {useBfcacheReload} from './useBfcacheReload';
import {useUiStrings} from '~/lib/i18n/ui-strings';

export const MAIN_CONTENT_ID = 'main-content';

/** The shell around every page: skip link, banner, header, main, footer, dialogs; sticky header state. */
export function PageLayout({children}: {children: ReactNode}) {
  useBfcacheReload();
  const strings = useUiStrings();
  if (useCookiesBlocked()) return <CookiesBlockedScreen />;
  return (
    <StickyHeaderProvider>
      <NavigationProgress />
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-white focus:px-4 focus:py-2"
      >
        {strings.skipToContent}
      </a>
      <PromoBanner />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-screen-xl px-4 py-6">
        {children}
      </main>
      <SiteFooter />
      <CountryDialogs />
      <ConsentManager />
    </StickyHeaderProvider>
  );
}
