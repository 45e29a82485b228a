import {useLocation, useNavigationType} from '@remix-run/react';
import {useEffect, useLayoutEffect, useRef} from 'react';

/** Where the shopper last was on each path, by the same key as the root's `ScrollRestoration`. */
const positions = new Map<string, number>();

/** A shopper's own scrolling (or a key or a press) ends the wait at once. */
const SHOPPER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Sections that load when the browser is idle arrive within this after going back. */
const WAIT_MS = 10_000;

/**
 * Going back to a page, Remix's `ScrollRestoration` scrolls to where the shopper was as soon as
 * the page's route renders. Sections that arrive after it (a lead block, the personalised
 * slots loaded when the browser is idle) are not there yet, so a shopper who was far down
 * lands higher: the browser stops at the end of the shorter page. This keeps going to the
 * saved place as the page grows, until it is reached, the shopper moves, or ten seconds pass.
 * Render it right after `ScrollRestoration`: its layout effect must run after that one's.
 */
export function LateContentScrollRestoration() {
  const {pathname} = useLocation();
  const navigationType = useNavigationType();
  const currentPath = useRef(pathname);
  const goal = useRef<number | null>(null);

  useEffect(() => {
    const save = () => positions.set(currentPath.current, window.scrollY);
    window.addEventListener('scroll', save, {passive: true});
    return () => window.removeEventListener('scroll', save);
  }, []);

  // On the commit that shows the path, after `ScrollRestoration` has scrolled and before any
  // scroll event of that scroll is handled (which would save the shorter page's position).
  useLayoutEffect(() => {
    currentPath.current = pathname;
    const saved = positions.get(pathname);
    goal.current =
      navigationType === 'POP' && saved !== undefined && window.scrollY < saved - 1 ? saved : null;
  }, [pathname, navigationType]);

  useEffect(() => {
    const target = goal.current;
    if (target === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      window.scrollTo(0, target);
      if (window.scrollY >= target - 1) stop();
    });
    const timer = window.setTimeout(stop, WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const event of SHOPPER_MOVES) window.removeEventListener(event, stop);
    }
    for (const event of SHOPPER_MOVES) window.addEventListener(event, stop, {passive: true});
    observer.observe(document.body);
    return stop;
  }, [pathname, navigationType]);

  return null;
}
