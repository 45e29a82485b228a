import type {FullWidthVideo} from '@cms/mappers/full-width-video';
import {useEffect, useRef} from 'react';
import {usePrefersReducedMotion} from '~/components/banner/use-rotation';
import {ContentPicture} from './ContentPicture';

/** Square on phones, 16:9 from the md breakpoint (900 px), whatever the file's own shape. */
const VIDEO_FRAME = 'aspect-square w-full object-cover md:aspect-video';

/**
 * A full-width video with its poster. It plays by itself only when content asks
 * and the shopper has not asked for reduced motion; otherwise controls are shown.
 */
export function FullWidthVideoBlock({block}: {block: FullWidthVideo}) {
  const reducedMotion = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  const autoplay = block.autoplay && !reducedMotion;
  // Started from an effect, never by the server-rendered attribute, so a reduced-motion
  // preference is known before anything moves.
  useEffect(() => {
    // The hook's first answer arrives a render late; ask the browser directly before playing.
    if (autoplay && !prefersReducedMotionNow()) video.current?.play().catch(() => undefined);
    else video.current?.pause();
  }, [autoplay]);
  const {section} = block;
  const source = section.desktopURL ?? section.mobileURL;
  const hasPoster = Boolean(section.desktopImg ?? section.mobileImg);
  if (!source && !hasPoster) return null;
  // The poster is a picture under the video rather than its `poster`, which is one image for
  // every screen: a phone gets the mobile art at its own width, loaded as it comes near.
  const poster = (
    <ContentPicture
      desktop={section.desktopImg}
      mobile={section.mobileImg}
      className={`block ${VIDEO_FRAME}`}
    />
  );
  return (
    <section
      className="-mx-4 bg-black"
      data-testid="full-width-video-block"
      aria-label={block.headline ?? undefined}
    >
      {block.headline ? <h2 className="sr-only">{block.headline}</h2> : null}
      {source ? (
        <div className="relative">
          {hasPoster ? poster : null}
          {/* The content model's video block brings no caption file to offer a <track> from; the
              section is named by its headline. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            ref={video}
            className={hasPoster ? `absolute inset-0 h-full ${VIDEO_FRAME}` : VIDEO_FRAME}
            loop={block.loop}
            // Browsers only autoplay muted video.
            muted={block.muted || autoplay}
            controls={block.controls || !autoplay}
            playsInline
            preload={block.autoplay ? 'metadata' : 'none'}
          >
            {section.mobileURL && section.desktopURL ? (
              <source src={section.mobileURL} media="(max-width: 899px)" />
            ) : null}
            <source src={source} />
          </video>
        </div>
      ) : (
        poster
      )}
    </section>
  );
}

function prefersReducedMotionNow(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
