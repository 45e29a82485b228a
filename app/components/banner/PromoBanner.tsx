import {useState} from 'react';
import {openCountrySwitcher, usePreloadCountrySwitcher} from '~/components/country/country-switcher-store';
import {DESKTOP_ONLY} from '~/components/header/sticky-header';
import {FlagImage} from '~/components/ui/FlagImage';
import {preloadOnReach} from '~/components/ui/preload-on-reach';
import {SiteLink} from '~/components/ui/links';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {useMarket} from '~/lib/market-context';
import type {BannerMessage, BannerModel, BannerPart} from '~/lib/shell/types';
import {usePrefersReducedMotion, useRotation} from './use-rotation';

/** The banner with its own texts: the `banner` shell part, a lazy section of every page. */
export function PromoBannerSection({banner, messages}: BannerPart) {
  return banner ? (
    <I18nProvider messages={messages}>
      <PromoBanner banner={banner} />
    </I18nProvider>
  ) : null;
}

/** The promotional bar above the header: rotating messages, desktop links, the country button. */
function PromoBanner({banner}: {banner: BannerModel}) {
  const t = useT();
  const market = useMarket();
  const reducedMotion = usePrefersReducedMotion();
  const preloadCountrySwitcher = usePreloadCountrySwitcher();
  const [pausedByShopper, setPausedByShopper] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const rotates = banner.messages.length > 1;
  // Reduced motion drops the fade but keeps rotating; hovering, focusing or the pause button stop it.
  const {index, visible} = useRotation({
    count: banner.messages.length,
    intervalMs: banner.intervalMs,
    paused: pausedByShopper || pointerInside || focusInside,
    fade: !reducedMotion,
  });
  const message = banner.messages[index];
  const stickyClasses = `${banner.sticky.mobile ? 'sticky' : 'relative'} ${
    banner.sticky.desktop ? 'desk:sticky' : 'desk:relative'
  }`;

  return (
    <section
      aria-label={t('banner.promotions')}
      data-testid="promo-banner"
      className={`${banner.showOnMobile ? 'flex' : DESKTOP_ONLY} ${stickyClasses} top-0 z-40 bg-brand text-white [&_:focus-visible]:outline-current`}
      style={{backgroundColor: message.backgroundColor, color: message.color}}
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      <div className="mx-auto flex h-9 w-full max-w-screen-xl items-center gap-3 px-4 text-xs">
        <ul className={`${DESKTOP_ONLY} flex-1 gap-4`} data-testid="promo-banner-links">
          {banner.links.map((link) => (
            <li key={link.url}>
              <SiteLink link={link} className="underline-offset-2 hover:underline" />
            </li>
          ))}
        </ul>
        <p
          data-testid="promo-banner-message"
          data-message-index={index}
          className={`min-w-0 flex-[2] truncate text-center ${reducedMotion ? '' : 'transition-opacity duration-150'} ${
            visible ? 'opacity-100' : 'opacity-0'
          }`}
          style={{fontWeight: message.fontWeight}}
        >
          <MessageText message={message} />
        </p>
        <div className="flex shrink-0 items-center justify-end gap-1 desk:flex-1">
          {rotates ? (
            <button
              type="button"
              onClick={() => setPausedByShopper((paused) => !paused)}
              aria-label={pausedByShopper ? t('banner.resumeRotation') : t('banner.pauseRotation')}
              data-testid="promo-banner-pause"
              className="inline-flex h-7 w-7 items-center justify-center rounded hover:bg-black/10"
            >
              <svg viewBox="0 0 12 12" width={10} height={10} aria-hidden="true" fill="currentColor">
                {pausedByShopper ? (
                  <path d="M3 1.5v9l7-4.5z" />
                ) : (
                  <path d="M2.5 1.5h2.5v9H2.5zM7 1.5h2.5v9H7z" />
                )}
              </svg>
            </button>
          ) : null}
          {banner.countryButton ? (
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={openCountrySwitcher}
              {...preloadOnReach(preloadCountrySwitcher)}
              className="inline-flex h-7 items-center gap-2 rounded px-2 hover:underline"
              data-testid="promo-banner-country-button"
            >
              <FlagImage countryCode={market.countryCode} className="!h-3 !w-[18px]" />
              <span className="sr-only desk:not-sr-only">{t('banner.countryButton')}</span>
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function MessageText({message}: {message: BannerMessage}) {
  if (!message.url) return <>{message.text}</>;
  return (
    <SiteLink
      link={{text: message.text, url: message.url, ...(message.openInNewTab ? {openInNewTab: true} : {})}}
      className="underline-offset-2 hover:underline"
    />
  );
}
