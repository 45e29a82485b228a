/**
 * Whether the document has hydrated: the root calls `markHydrated` in an effect, which runs
 * after every child's effects on the hydrating commit. Before that, a render is the first
 * pass over the server's HTML; after it, a component that mounts is new on the page.
 */
let hydrated = false;

export function markHydrated(): void {
  hydrated = true;
}

export function isHydrated(): boolean {
  return hydrated;
}
