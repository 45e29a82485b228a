/** Small pure pieces of the search overlay, kept apart so they can be tested. */

/** `/search?q={query}` (an app path; the caller adds the market). */
export function searchPageUrl(query: string): string {
  return `/search?${new URLSearchParams({q: query}).toString()}`;
}

/**
 * Lets only the last call within `waitMs` through: each call returns a promise of its task's
 * result, and a call superseded by a newer one never settles (Autocomplete keeps only the
 * latest run's results).
 */
export function debouncePromise(waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return <T>(task: () => T | Promise<T>): Promise<T> => {
    if (timer !== undefined) clearTimeout(timer);
    return new Promise<T>((resolve, reject) => {
      timer = setTimeout(() => {
        timer = undefined;
        Promise.resolve().then(task).then(resolve, reject);
      }, waitMs);
    });
  };
}

/**
 * When a redirect rule applies to the query, the overlay's first item already leads there;
 * a suggestion repeating the query (in any letter case) is dropped.
 */
export function dedupeAgainstQuery<Item extends {query: string}>(items: Item[], query: string): Item[] {
  const typed = query.trim().toLocaleLowerCase();
  return items.filter((item) => item.query.trim().toLocaleLowerCase() !== typed);
}
