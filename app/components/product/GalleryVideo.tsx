import {useEffect, useRef, useState} from 'react';
import {usePrefersReducedMotion} from '~/components/banner/use-rotation';
import {useT} from '~/lib/i18n/i18n';
import type {GalleryVideo as GalleryVideoItem, GalleryView} from '~/lib/product/types';
import {VideoFrame} from './VideoFrame';

/**
 * The gallery video's behaviour: it plays muted and inline by itself when the product
 * asks and the shopper has not asked for reduced motion; a click (or the button, when
 * the video has no controls) toggles playing.
 */
export function GalleryVideo({
  video,
  id,
  flags,
  name,
}: {
  video: GalleryVideoItem;
  id: string;
  flags: GalleryView['video'];
  name: string;
}) {
  const t = useT();
  const element = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(false);
  const autoplay = flags.autoplay && !reducedMotion;

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const update = () => setPlaying(!node.paused);
    node.addEventListener('play', update);
    node.addEventListener('pause', update);
    // Browsers only start muted video without a gesture; the markup's `muted` is not sent by the server.
    node.muted = flags.muted || flags.autoplay;
    if (autoplay && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      node.play().catch(() => undefined);
    }
    return () => {
      node.removeEventListener('play', update);
      node.removeEventListener('pause', update);
    };
  }, [autoplay, flags.muted, flags.autoplay]);

  const toggle = () => {
    const node = element.current;
    if (!node) return;
    if (node.paused) node.play().catch(() => undefined);
    else node.pause();
  };

  return (
    <div className="relative h-full">
      <VideoFrame
        video={video}
        id={id}
        flags={flags}
        videoRef={element}
        onClick={flags.controls ? undefined : toggle}
      />
      {flags.controls ? null : (
        <button
          type="button"
          onClick={toggle}
          aria-label={`${playing ? t('product.gallery.pauseVideo') : t('product.gallery.playVideo')}: ${name}`}
          className="absolute bottom-3 end-3 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 shadow"
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            {playing ? (
              <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
            ) : (
              <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
            )}
          </svg>
        </button>
      )}
    </div>
  );
}
