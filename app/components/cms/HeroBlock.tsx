import type {Hero, HeroLayout} from '@cms/mappers/hero';
import {SiteLink} from '~/components/ui/links';
import {BUTTON_CLASS} from './button';
import {ContentPicture} from './ContentPicture';
import {parsePlacement, placementClasses, type TextPlacement} from './placement';

const DESKTOP_DEFAULT: TextPlacement = {overlay: true, vertical: 'top', horizontal: 'center'};
/** A light scrim keeps overlay text readable on any photo. */
const OVERLAY_LAYER = 'absolute inset-0 bg-black/25';
const BUTTON_ROW = {start: 'justify-start', center: 'justify-center', end: 'justify-end'} as const;
const MOBILE_DEFAULT: TextPlacement = {overlay: true, vertical: 'center', horizontal: 'center'};

/** A full-width image with a headline and buttons; desktop and mobile each have their own layout. */
export function HeroBlock({block, eager = false}: {block: Hero; eager?: boolean}) {
  return (
    <section className="relative -mx-4 overflow-hidden bg-neutral-200" data-testid="hero-block">
      <ContentPicture
        desktop={block.desktop.image}
        mobile={block.mobile.image}
        eager={eager}
        className="h-[70vh] max-h-[720px] min-h-[420px] w-full object-cover"
      />
      <HeroText layout={block.mobile} fallback={MOBILE_DEFAULT} className="flex md:hidden" eager={eager} />
      <HeroText layout={block.desktop} fallback={DESKTOP_DEFAULT} className="hidden md:flex" eager={eager} />
    </section>
  );
}

function HeroText({
  layout,
  fallback,
  className,
  eager,
}: {
  layout: HeroLayout;
  fallback: TextPlacement;
  className: string;
  eager: boolean;
}) {
  const placement = parsePlacement(layout.placement, fallback);
  const Heading = eager ? 'h1' : 'h2';
  if (!layout.headline && !layout.subheadline && layout.buttons.length === 0) return null;
  return (
    <div
      className={`${className} flex-col gap-4 p-6 md:p-12 ${
        placement.overlay ? OVERLAY_LAYER : 'relative bg-white'
      } ${placementClasses(placement)}`}
      style={{color: placement.overlay ? (layout.textColor ?? '#ffffff') : undefined}}
    >
      <div
        className={`flex flex-col gap-3 ${placementClasses(placement)}`}
        style={{maxWidth: `${(layout.columnWidth / 12) * 100}%`}}
      >
        {layout.headline ? (
          <Heading className="text-4xl font-bold tracking-tight drop-shadow md:text-6xl">
            {layout.headline}
          </Heading>
        ) : null}
        {layout.subheadline ? <p className="text-lg drop-shadow md:text-xl">{layout.subheadline}</p> : null}
        {layout.buttons.length > 0 ? (
          <div className={`mt-2 flex flex-wrap gap-3 ${BUTTON_ROW[placement.horizontal]}`}>
            {layout.buttons.map((button) => (
              <SiteLink
                key={button.url}
                link={button}
                className={`${BUTTON_CLASS} bg-white text-neutral-900`}
              />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
