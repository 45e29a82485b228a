/**
 * A control's handlers that start `preload` when a pointer comes over it or it takes focus, so
 * what it opens is here by the press. Pointer over, not React's pointer enter: React derives
 * enter from the out event of the element the pointer leaves, and the browser sends none when
 * that element was replaced under the pointer (a lazy section taking over its server HTML),
 * so the enter never came.
 */
export function preloadOnReach(preload: () => unknown): {onPointerOver(): void; onFocus(): void} {
  const start = () => void preload();
  return {onPointerOver: start, onFocus: start};
}
