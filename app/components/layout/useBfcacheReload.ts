import {useEffect} from 'react';

/**
 * Safari restores pages from its back-forward cache with stale cart and session
 * state; reload them instead. Other browsers keep their bfcache.
 */
export function useBfcacheReload(): void {
  useEffect(() => {
    if (!isSafari(navigator.userAgent)) return;
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}

/** Safari on macOS and iOS; Chrome, Edge, Firefox and Android browsers also say "Safari". */
export function isSafari(userAgent: string): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edgios|android/i.test(userAgent);
}
