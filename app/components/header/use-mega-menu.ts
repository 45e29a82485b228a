import {useLocation} from '@remix-run/react';
import {useCallback, useEffect, useRef, useState} from 'react';

/** Shell §4: a menu opens after 200 ms of hover and closes 200 ms after the pointer leaves. */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_CLOSE_DELAY_MS = 200;

export type OpenedBy = 'hover' | 'click' | 'keyboard';

export interface MegaMenuState {
  openId: string | null;
  openedBy: OpenedBy | null;
  /** Pointer entered an item (its trigger or its panel). */
  hoverStart(id: string): void;
  /** Pointer left an item. */
  hoverEnd(): void;
  /** Opens at once; a click on the trigger of a panel it opened itself closes it. */
  toggle(id: string, by: 'click' | 'keyboard'): void;
  open(id: string, by: OpenedBy): void;
  close(): void;
}

/** Which mega menu is open, with hover intent delays; closes on navigation. */
export function useMegaMenu(): MegaMenuState {
  const [state, setState] = useState<{openId: string | null; openedBy: OpenedBy | null}>({
    openId: null,
    openedBy: null,
  });
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const {pathname, search} = useLocation();

  const cancelPending = () => clearTimeout(timer.current);
  const open = useCallback((id: string, by: OpenedBy) => {
    cancelPending();
    setState({openId: id, openedBy: by});
  }, []);
  const close = useCallback(() => {
    cancelPending();
    setState({openId: null, openedBy: null});
  }, []);

  const hoverStart = useCallback((id: string) => {
    cancelPending();
    timer.current = setTimeout(
      () => setState((current) => (current.openId === id ? current : {openId: id, openedBy: 'hover'})),
      MENU_OPEN_DELAY_MS,
    );
  }, []);
  const hoverEnd = useCallback(() => {
    cancelPending();
    timer.current = setTimeout(() => setState({openId: null, openedBy: null}), MENU_CLOSE_DELAY_MS);
  }, []);

  const toggle = useCallback((id: string, by: 'click' | 'keyboard') => {
    cancelPending();
    setState((current) => {
      // A click on a panel that hovering already opened keeps it open rather than
      // snapping it shut under the pointer.
      const closes = current.openId === id && current.openedBy !== 'hover';
      return closes ? {openId: null, openedBy: null} : {openId: id, openedBy: by};
    });
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => close(), [pathname, search, close]);

  return {...state, hoverStart, hoverEnd, toggle, open, close};
}
