import {createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {providerMissingError} from '~/lib/errors';

/**
 * The desktop header needs room (≥ 900 px) and a pointer that can hover; tablets get the
 * mobile header at any width. Pure CSS, so the server renders both bars and nothing jumps
 * after hydration. The `desk:` variant (`app/styles/theme.css`) is this query; keep them in step.
 */
const DESKTOP_HEADER_MEDIA_QUERY = '(min-width: 900px) and (hover: hover)';
export const DESKTOP_ONLY = 'hidden desk:flex';
export const MOBILE_ONLY = 'flex desk:hidden';
/** The hidden mobile header slides up; the desktop header never does. */
export const SLIDES_UP_ON_MOBILE = '-translate-y-full desk:translate-y-0';

/** The mobile header bar is 56 px tall (tailwind `h-header-mobile`). */
export const MOBILE_HEADER_HEIGHT_PX = 56;
/** The desktop header (and its menu offset) is 80 px (tailwind `h-header-desktop`). */
export const DESKTOP_HEADER_HEIGHT_PX = 80;
/** The mobile header counts as "at the top" above this scroll offset. */
const HEADER_TOP_ZONE_PX = 88;
/** Scrolling back up about this far brings the hidden header back. */
const HEADER_REVEAL_DISTANCE_PX = 20;

/** Where the sticky header stops: under a sticky 36 px promotional banner, else the top edge. */
export function stickyHeaderTop(bannerSticky: {mobile: boolean; desktop: boolean}): string {
  const mobile = bannerSticky.mobile ? 'top-9' : 'top-0';
  const desktop = bannerSticky.desktop ? 'desk:top-9' : 'desk:top-0';
  return `${mobile} ${desktop}`;
}

export interface HeaderScrollState {
  hidden: boolean;
  /** The furthest point scrolled down since the header hid (where an upward scroll is measured from). */
  turningPoint: number;
  lastY: number;
}

export const INITIAL_HEADER_SCROLL: HeaderScrollState = {hidden: false, turningPoint: 0, lastY: 0};

/** The mobile header's visibility after the page scrolled to `y`: hides going down, returns 20 px up. */
export function nextHeaderScroll(state: HeaderScrollState, y: number): HeaderScrollState {
  if (y === state.lastY) return state;
  if (y < HEADER_TOP_ZONE_PX) return {hidden: false, turningPoint: y, lastY: y};
  if (y > state.lastY) return {hidden: true, turningPoint: y, lastY: y};
  if (state.hidden && state.turningPoint - y >= HEADER_REVEAL_DISTANCE_PX) {
    return {hidden: false, turningPoint: y, lastY: y};
  }
  return {...state, lastY: y};
}

/** Whether the mobile header should be tucked away; always false when not `enabled`. */
export function useHidesOnScroll(enabled: boolean): boolean {
  const [state, setState] = useState(INITIAL_HEADER_SCROLL);
  useEffect(() => {
    if (!enabled) {
      setState(INITIAL_HEADER_SCROLL);
      return undefined;
    }
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setState((current) => nextHeaderScroll(current, window.scrollY)));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled]);
  return enabled && state.hidden;
}

export interface StickyHeaderState {
  /** The header has slid away. Only the mobile header hides, so this is always false on desktop. */
  hidden: boolean;
  /** Which header bar shows: desktop from 900 px with a hovering pointer, mobile otherwise. */
  layout: 'mobile' | 'desktop';
  /** The showing bar's height in px: 56 mobile, 80 desktop. */
  height: number;
}

type PublishHidden = (hidden: boolean) => void;

const MOBILE_STATE: StickyHeaderState = {hidden: false, layout: 'mobile', height: MOBILE_HEADER_HEIGHT_PX};

/**
 * The state lives in a store whose identity never changes, so the provider's context value
 * never changes either: a context change would reach every Suspense boundary still waiting
 * to hydrate (lazy sections) and make it load at once. Readers subscribe to the store.
 */
interface StickyHeaderStore {
  get(): StickyHeaderState;
  subscribe(listener: () => void): () => void;
  publishHidden: PublishHidden;
  setDesktop(desktop: boolean): void;
}

function createStickyHeaderStore(): StickyHeaderStore {
  let publishedHidden = false;
  let desktop = false;
  let state = MOBILE_STATE;
  const listeners = new Set<() => void>();
  const update = () => {
    const next: StickyHeaderState = {
      hidden: publishedHidden && !desktop,
      layout: desktop ? 'desktop' : 'mobile',
      height: desktop ? DESKTOP_HEADER_HEIGHT_PX : MOBILE_HEADER_HEIGHT_PX,
    };
    if (next.hidden === state.hidden && next.layout === state.layout) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    publishHidden(hidden) {
      publishedHidden = hidden;
      update();
    },
    setDesktop(matches) {
      desktop = matches;
      update();
    },
  };
}

const StickyHeaderContext = createContext<StickyHeaderStore | null>(null);

const PROVIDER = '<StickyHeaderProvider> (PageLayout renders it around the shell)';

/**
 * Holds the sticky header's state for the whole page: the header publishes whether it is
 * hidden, anything below (e.g. a bar that sticks under the header) reads it with
 * `useStickyHeader()`.
 */
export function StickyHeaderProvider({children}: {children: ReactNode}) {
  const [store] = useState(createStickyHeaderStore);
  useDesktopHeader(store);
  return <StickyHeaderContext.Provider value={store}>{children}</StickyHeaderContext.Provider>;
}

function useStore(hook: string): StickyHeaderStore {
  const store = useContext(StickyHeaderContext);
  if (!store) throw providerMissingError(hook, PROVIDER);
  return store;
}

/** The sticky header's state; a developer error outside `StickyHeaderProvider`. */
export function useStickyHeader(): StickyHeaderState {
  const store = useStore('useStickyHeader');
  return useSyncExternalStore(store.subscribe, store.get, () => MOBILE_STATE);
}

/** For the header itself: reports whether it is hidden. Throws outside `StickyHeaderProvider`. */
export function usePublishStickyHeader(): PublishHidden {
  return useStore('usePublishStickyHeader').publishHidden;
}

// The server cannot know the viewport: it renders the mobile values (both bars are in the
// HTML, CSS picks one), and the browser switches after hydration.
function useDesktopHeader(store: StickyHeaderStore): void {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(DESKTOP_HEADER_MEDIA_QUERY);
    const update = () => store.setDesktop(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [store]);
}
