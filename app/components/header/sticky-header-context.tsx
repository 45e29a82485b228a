import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {providerMissingError} from '~/lib/errors';
import {DESKTOP_HEADER_MEDIA_QUERY} from './header-media';

/** Shell §9: the mobile header bar is 56 px tall (tailwind `h-header-mobile`). */
export const MOBILE_HEADER_HEIGHT_PX = 56;
/** Shell §9: the desktop header (and its menu offset) is 80 px (tailwind `h-header-desktop`). */
export const DESKTOP_HEADER_HEIGHT_PX = 80;

export interface StickyHeaderState {
  /** The header has slid away. Only the mobile header hides, so this is always false on desktop. */
  hidden: boolean;
  /** Which header bar shows: desktop from 900 px with a hovering pointer, mobile otherwise. */
  layout: 'mobile' | 'desktop';
  /** The showing bar's height in px: 56 mobile, 80 desktop. */
  height: number;
}

type PublishHidden = (hidden: boolean) => void;

const StickyHeaderStateContext = createContext<StickyHeaderState | null>(null);
const StickyHeaderPublisherContext = createContext<PublishHidden | null>(null);

const PROVIDER = '<StickyHeaderProvider> (PageLayout renders it around the shell)';

/**
 * Holds the sticky header's state for the whole page: the header publishes whether
 * it is hidden, anything below (e.g. a bar that sticks under the header) reads it
 * with `useStickyHeader()`.
 */
export function StickyHeaderProvider({children}: {children: ReactNode}) {
  const [publishedHidden, setPublishedHidden] = useState(false);
  const desktop = useDesktopHeader();
  const state = useMemo<StickyHeaderState>(
    () => ({
      hidden: publishedHidden && !desktop,
      layout: desktop ? 'desktop' : 'mobile',
      height: desktop ? DESKTOP_HEADER_HEIGHT_PX : MOBILE_HEADER_HEIGHT_PX,
    }),
    [publishedHidden, desktop],
  );
  // A transition: the provider wraps the whole page, and an urgent context change that
  // reaches a Suspense boundary still hydrating (the bag badge, the product grid) makes
  // React throw its server HTML away and render it again on the client.
  const publish = useCallback<PublishHidden>((hidden) => {
    startTransition(() => setPublishedHidden(hidden));
  }, []);
  return (
    <StickyHeaderPublisherContext.Provider value={publish}>
      <StickyHeaderStateContext.Provider value={state}>{children}</StickyHeaderStateContext.Provider>
    </StickyHeaderPublisherContext.Provider>
  );
}

/** The sticky header's state; throws a developer error outside `StickyHeaderProvider` (shell §8). */
export function useStickyHeader(): StickyHeaderState {
  const state = useContext(StickyHeaderStateContext);
  if (!state) throw providerMissingError('useStickyHeader', PROVIDER);
  return state;
}

/** For the header itself: reports whether it is hidden. Throws outside `StickyHeaderProvider`. */
export function usePublishStickyHeader(): PublishHidden {
  const publish = useContext(StickyHeaderPublisherContext);
  if (!publish) throw providerMissingError('usePublishStickyHeader', PROVIDER);
  return publish;
}

// The server cannot know the viewport: it renders the mobile values (both bars are
// in the HTML, CSS picks one), and the browser switches after hydration, in a
// transition for the reason above.
function useDesktopHeader(): boolean {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(DESKTOP_HEADER_MEDIA_QUERY);
    const update = () => startTransition(() => setDesktop(media.matches));
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return desktop;
}
