import {useFetcher, useLocation, useNavigation} from '@remix-run/react';
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {lazyWithPreload} from '~/page-weight';
import {providerMissingError} from '~/lib/errors';
import {useLocalizePath} from '~/lib/market-context';
import type {SearchOverlayData} from '~/lib/search/config';

/** How long after closing a focus on the trigger counts as focus returning, not a new request. */
const FOCUS_RETURN_MS = 500;

const SearchOverlay = lazyWithPreload(
  import.meta.env.SSR ? null : () => import('./SearchOverlay').then((module) => module.SearchOverlay),
);

/**
 * Only the overlay's controls, never whether it is open: the value must stay the same object
 * while the page lives. A changed context value above a part of the page still waiting for its
 * streamed data (the header's bag count) makes React 18 throw that part's server HTML away and
 * render it again ("received an update before it finished hydrating").
 */
interface SearchContextValue {
  open(): void;
  close(): void;
  /** Opens on a trigger's focus, except the focus that returns to it as the overlay closes. */
  openFromFocus(): void;
  /** Fetches the overlay's code and data ahead of use (hover, focus, idle). */
  preload(): void;
}

const SearchContext = createContext<SearchContextValue | null>(null);

/** The search overlay's controls, for triggers anywhere in the page. Throws outside `SearchProvider`. */
export function useSearchOverlay(): SearchContextValue {
  const value = useContext(SearchContext);
  if (!value) throw providerMissingError('useSearchOverlay', 'SearchProvider');
  return value;
}

/**
 * Owns the search overlay: opened by a trigger (the header's search button or bar) or the
 * shortcut Ctrl/Cmd+K; closed by Escape, a selection, or any navigation starting. Its code and
 * data load on first use (or on hover/focus of a trigger), never with the page.
 */
export function SearchProvider({children}: {children: ReactNode}) {
  const [isOpen, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const fetcher = useFetcher<SearchOverlayData>({key: 'search-overlay'});
  const localize = useLocalizePath();
  const latest = useRef(fetcher);
  latest.current = fetcher;

  const preload = useCallback(() => {
    void SearchOverlay.preload();
    const current = latest.current;
    if (current.state === 'idle' && current.data === undefined) current.load(localize('/api/search'));
  }, [localize]);
  const open = useCallback(() => {
    preload();
    setUsed(true);
    setOpen(true);
  }, [preload]);
  const closedAt = useRef(0);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (!isOpen) closedAt.current = Date.now();
  }, [isOpen]);
  const openFromFocus = useCallback(() => {
    if (Date.now() - closedAt.current > FOCUS_RETURN_MS) open();
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // A navigation starting (a link, the back button, a submitted search) closes the overlay.
  const navigation = useNavigation();
  const {key} = useLocation();
  useEffect(() => {
    if (navigation.state === 'loading') setOpen(false);
  }, [navigation.state]);
  useEffect(() => setOpen(false), [key]);

  const value = useMemo(() => ({open, close, openFromFocus, preload}), [open, close, openFromFocus, preload]);
  return (
    <SearchContext.Provider value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <SearchOverlay open={isOpen} onClose={close} data={fetcher.data} />
        </Suspense>
      ) : null}
    </SearchContext.Provider>
  );
}
