import {useMemo, useState} from 'react';
import {openCountrySwitcher} from '~/components/country/country-switcher-store';
import {FlagImage} from '~/components/country/FlagImage';
import {DESKTOP_ONLY} from '~/components/header/header-media';
import {uiLabelsFor, type UiLabels} from '~/components/header/ui-labels';
import {MarketLink} from '~/components/ui/MarketLink';
import {useRootData} from '~/lib/root-data';
import type {Market} from '@markets';
import {bannerModel, type BannerMessage, type BannerModel} from './banner-content';
import {usePrefersReducedMotion} from './use-prefers-reduced-motion';
import {useRotation} from './use-rotation';

/** The promotional bar above the header; renders nothing when content has no banner. */
export function PromoBanner() {
  const {layout, market} = useRootData();
  const content = layout?.banner ?? null;
  const banner = useMemo(() => bannerModel(content), [content]);
  if (!banner) return null;
  return <RotatingBanner banner={banner} market={market} ui={uiLabelsFor(market.locale)} />;
}

function RotatingBanner({banner, market, ui}: {banner: BannerModel; market: Market; ui: UiLabels}) {
  const reducedMotion = usePrefersReducedMotion();
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
    banner.sticky.desktop
      ? '[@media(min-width:900px)_and_(hover:hover)]:sticky'
      : '[@media(min-width:900px)_and_(hover:hover)]:relative'
  }`;

  return (
    <section
      aria-label={ui.promotions}
      data-testid="promo-banner"
      className={`${banner.showOnMobile ? 'flex' : DESKTOP_ONLY} ${stickyClasses} top-0 z-40 bg-brand text-white [&_:focus-visible]:outline-current`}
      style={message.colors}
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
              <MarketLink
                to={link.url}
                className="underline-offset-2 hover:underline"
                {...(link.openInNewTab ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
              >
                {link.text}
              </MarketLink>
            </li>
          ))}
        </ul>
        <p
          data-testid="promo-banner-message"
          data-message-index={index}
          className={`min-w-0 flex-[2] truncate text-center ${
            reducedMotion ? '' : 'transition-opacity duration-150'
          } ${visible ? 'opacity-100' : 'opacity-0'}`}
          style={{fontWeight: message.fontWeight}}
        >
          <MessageText message={message} />
        </p>
        <div className="flex shrink-0 items-center justify-end gap-1 [@media(min-width:900px)_and_(hover:hover)]:flex-1">
          {rotates ? (
            <PauseButton
              paused={pausedByShopper}
              labels={ui}
              onToggle={() => setPausedByShopper((paused) => !paused)}
            />
          ) : null}
          {banner.countryButtonLabel ? (
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={openCountrySwitcher}
              className="inline-flex h-7 items-center gap-2 rounded px-2 hover:underline"
              data-testid="promo-banner-country-button"
            >
              <FlagImage countryCode={market.countryCode} className="!h-3 !w-[18px]" />
              <span className="sr-only [@media(min-width:900px)_and_(hover:hover)]:not-sr-only">
                {banner.countryButtonLabel}
              </span>
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
    <MarketLink
      to={message.url}
      className="underline-offset-2 hover:underline"
      {...(message.openInNewTab ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
    >
      {message.text}
    </MarketLink>
  );
}

function PauseButton({paused, labels, onToggle}: {paused: boolean; labels: UiLabels; onToggle(): void}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={paused ? labels.resumeRotation : labels.pauseRotation}
      data-testid="promo-banner-pause"
      className="inline-flex h-7 w-7 items-center justify-center rounded hover:bg-black/10"
    >
      <svg viewBox="0 0 12 12" width={10} height={10} aria-hidden="true" fill="currentColor">
        {paused ? <path d="M3 1.5v9l7-4.5z" /> : <path d="M2.5 1.5h2.5v9H2.5zM7 1.5h2.5v9H7z" />}
      </svg>
    </button>
  );
}
