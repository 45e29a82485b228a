import {useLocation} from '@remix-run/react';
import {useCallback, useEffect, useRef, useState, type KeyboardEvent} from 'react';
import type {NavItem} from '~/lib/shell/types';

/** A mega menu opens after 200 ms of hover and closes 200 ms after the pointer leaves. */
const MENU_OPEN_DELAY_MS = 200;
const MENU_CLOSE_DELAY_MS = 200;

type OpenedBy = 'hover' | 'click' | 'keyboard';

export interface MegaMenuState {
  openId: string | null;
  openedBy: OpenedBy | null;
  /** Pointer over an item (its trigger or its panel); again as it moves within the item. */
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
  /** The item whose opening is on its way: a pointer moving within it does not restart the delay. */
  const opening = useRef<string | null>(null);
  const {pathname, search} = useLocation();

  const cancelPending = () => {
    clearTimeout(timer.current);
    opening.current = null;
  };
  const open = useCallback((id: string, by: OpenedBy) => {
    cancelPending();
    setState({openId: id, openedBy: by});
  }, []);
  const close = useCallback(() => {
    cancelPending();
    setState({openId: null, openedBy: null});
  }, []);
  const hoverStart = useCallback((id: string) => {
    if (opening.current === id) return;
    cancelPending();
    opening.current = id;
    timer.current = setTimeout(() => {
      opening.current = null;
      setState((current) => (current.openId === id ? current : {openId: id, openedBy: 'hover'}));
    }, MENU_OPEN_DELAY_MS);
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

type Move = 'next' | 'previous' | 'first' | 'last';

/** The focus move a key asks for inside an open menu panel; arrows follow the reading direction. */
export function panelMoveFor(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey'>,
  dir: 'ltr' | 'rtl',
): Move | null {
  switch (event.key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'ArrowRight':
      return dir === 'rtl' ? 'previous' : 'next';
    case 'ArrowLeft':
      return dir === 'rtl' ? 'next' : 'previous';
    case 'Tab':
      return event.shiftKey ? 'previous' : 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** The index focus moves to, wrapping at both ends; -1 (nothing focused yet) starts at the edge. */
export function targetIndex(current: number, count: number, move: Move): number {
  if (count === 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 ? 0 : (current + 1) % count;
    case 'previous':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
  }
}

const COMMUNITY_PATH = /^\/blogs(?:\/|$)/;

function pathOf(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return url.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
}

/**
 * Whether a top-level item is the section the shopper is in. `pathname` has no market
 * prefix. Any path under /blogs belongs to Community.
 */
export function isNavItemActive(item: Pick<NavItem, 'id' | 'url'>, pathname: string): boolean {
  const itemPath = pathOf(item.url);
  if (COMMUNITY_PATH.test(pathname)) {
    const community =
      item.id === 'community' || COMMUNITY_PATH.test(itemPath ?? '') || itemPath === '/pages/community';
    if (community) return true;
  }
  if (!itemPath || itemPath === '/') return false;
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
