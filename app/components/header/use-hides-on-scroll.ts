import {useEffect, useState} from 'react';
import {INITIAL_HEADER_SCROLL, nextHeaderScroll} from './mobile-header-scroll';

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
