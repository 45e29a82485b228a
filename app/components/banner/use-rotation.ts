import {useEffect, useState} from 'react';

/** Messages cross-fade over 150 ms. */
const BANNER_FADE_MS = 150;

export interface Rotation {
  index: number;
  /** False during the fade-out before the next message. */
  visible: boolean;
}

/**
 * Cycles through `count` messages every `intervalMs`. With `fade`, the message
 * fades out for BANNER_FADE_MS before the next one shows; without (reduced
 * motion) it is swapped at once. A single message, or `paused`, stands still.
 */
export function useRotation({
  count,
  intervalMs,
  paused,
  fade,
}: {
  count: number;
  intervalMs: number;
  paused: boolean;
  fade: boolean;
}): Rotation {
  const [rotation, setRotation] = useState<Rotation>({index: 0, visible: true});
  const rotates = count > 1 && !paused;

  useEffect(() => {
    if (!rotates) {
      setRotation((current) => (current.visible ? current : {...current, visible: true}));
      return undefined;
    }
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const advance = () => setRotation(({index}) => ({index: (index + 1) % count, visible: true}));
    const intervalTimer = setInterval(() => {
      if (!fade) return advance();
      setRotation((current) => ({...current, visible: false}));
      fadeTimer = setTimeout(advance, BANNER_FADE_MS);
    }, intervalMs);
    return () => {
      clearInterval(intervalTimer);
      clearTimeout(fadeTimer);
    };
  }, [rotates, count, intervalMs, fade]);

  // Content can shrink between renders (a revalidation in another language).
  return rotation.index < count ? rotation : {index: 0, visible: rotation.visible};
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** False on the server and until the browser says otherwise. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(REDUCED_MOTION_QUERY);
    setReduced(media.matches);
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
