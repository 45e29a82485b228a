import type {KeyboardEvent} from 'react';

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

export function panelLinks(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>('a[href]'));
}
