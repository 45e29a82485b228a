/** Small pure pieces of the search overlay, kept apart so they can be tested. */

/** `/search?q={query}` (an app path; the caller adds the market). */
export function searchPageUrl(query: string): string {
  return `/search?${new URLSearchParams({q: query}).toString()}`;
}

/**
 * Lets only the last call within `waitMs` through: each call returns a promise of its task's
 * result, and a call superseded by a newer one settles as the newest one does (Autocomplete
 * keeps only the latest run's results, and waits for every run it started before a submit).
 */
export function debouncePromise(waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: {resolve: (value: never) => void; reject: (reason: unknown) => void}[] = [];
  return <T>(task: () => T | Promise<T>): Promise<T> => {
    if (timer !== undefined) clearTimeout(timer);
    return new Promise<T>((resolve, reject) => {
      waiting.push({resolve: resolve as (value: never) => void, reject});
      timer = setTimeout(() => {
        timer = undefined;
        const settled = waiting;
        waiting = [];
        Promise.resolve()
          .then(task)
          .then(
            (value) => settled.forEach((call) => call.resolve(value as never)),
            (reason: unknown) => settled.forEach((call) => call.reject(reason)),
          );
      }, waitMs);
    });
  };
}

/**
 * When a redirect rule applies to the query, the overlay's first option already leads there;
 * a suggestion repeating the query (in any letter case) is dropped.
 */
export function dedupeAgainstQuery<Item extends {query: string}>(items: Item[], query: string): Item[] {
  const typed = query.trim().toLocaleLowerCase();
  return items.filter((item) => item.query.trim().toLocaleLowerCase() !== typed);
}
