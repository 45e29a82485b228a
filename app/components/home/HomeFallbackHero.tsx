import {BRAND_NAME} from '~/lib/brand';
import {MarketLink} from '~/components/ui/MarketLink';
import {BUTTON_CLASS} from '~/components/cms/ContentLink';
import {useUiStrings} from '~/lib/i18n/ui-strings';

/** The home page's lead when content is unavailable: brand, promise, the two main ways in. */
export function HomeFallbackHero() {
  const strings = useUiStrings();
  return (
    <section
      className="-mx-4 -mt-6 flex min-h-[360px] flex-col items-center justify-center gap-4 bg-brand px-6 py-16 text-center text-white"
      data-testid="home-fallback-hero"
    >
      <h1 className="text-4xl font-bold tracking-tight md:text-6xl">{BRAND_NAME}</h1>
      <p className="max-w-xl text-lg">{strings.heroTagline}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <MarketLink to="/collections/women" className={`${BUTTON_CLASS} bg-white text-neutral-900`}>
          {strings.shopWomen}
        </MarketLink>
        <MarketLink to="/collections/men" className={`${BUTTON_CLASS} border border-white`}>
          {strings.shopMen}
        </MarketLink>
      </div>
    </section>
  );
}
