import {BRAND_NAME} from '~/lib/brand';
import {MarketLink} from '~/components/ui/links';
import {BUTTON_CLASS} from '~/components/cms/button';
import {useT} from '~/lib/i18n/i18n';

/** The home page's lead when content is unavailable: brand, promise, the two main ways in. */
export function HomeFallbackHero() {
  const t = useT();
  return (
    <section
      className="-mx-4 -mt-6 flex min-h-[360px] flex-col items-center justify-center gap-4 bg-brand px-6 py-16 text-center text-white"
      data-testid="home-fallback-hero"
    >
      <h1 className="text-4xl font-bold tracking-tight md:text-6xl">{BRAND_NAME}</h1>
      <p className="max-w-xl text-lg">{t('home.heroTagline')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <MarketLink to="/collections/women" className={`${BUTTON_CLASS} bg-white text-neutral-900`}>
          {t('home.shopWomen')}
        </MarketLink>
        <MarketLink to="/collections/men" className={`${BUTTON_CLASS} border border-white`}>
          {t('home.shopMen')}
        </MarketLink>
      </div>
    </section>
  );
}
