/**
 * Whether the document has hydrated: the root calls `markHydrated` in an effect, which runs
 * after every child's effects on the hydrating commit. Before that, a render is the first
 * pass over the server's HTML; after it, a component that mounts is new on the page, and the
 * page is live: every handler is attached and every component's first effects have run.
 */
let hydrated = false;
const waiting: Array<() => void> = [];

export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const callback of waiting.splice(0)) callback();
}

export function isHydrated(): boolean {
  return hydrated;
}

/** Calls `callback` once the document has hydrated (at once when it has). */
export function whenHydrated(callback: () => void): void {
  if (hydrated) callback();
  else waiting.push(callback);
}
