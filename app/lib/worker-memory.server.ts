import type {CachingStrategy} from '@shopify/hydrogen';

/**
 * Per worker: what a page read through a sub-request cache (Hydrogen's `withCache`, the
 * Storefront client's `cache`), kept in memory as that cache would keep it: while fresh it is
 * served from memory, with no cache read and no JSON parse per request; once stale (within the
 * strategy's stale-while-revalidate time) it is still served while one request reads it again
 * after its response. At most a minute in all: memory is per isolate, and the cache beneath is
 * what every isolate shares. Content (`content-cache.server.ts`) and the product page's data
 * use it.
 *
 * Only settled values are kept, never promises: a promise made while one request runs and
 * awaited by another runs the other's code in the first one's context (workerd refuses its
 * I/O) and fails with it. Values are shared by every request: callers never change them.
 */

/** The longest memory keeps anything, fresh or stale. */
const MEMORY_MAX_MS = 60_000;

interface Entry {
  value: unknown;
  /** Served as it is until then… */
  freshUntil: number;
  /** …and until then while a request reads it again. */
  staleUntil: number;
  refreshing: boolean;
}

export class WorkerMemory {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries: number) {}

  /**
   * The value under `key`: from memory while `strategy` calls it fresh; stale, while another
   * load runs after the response (`waitUntil`); else from `load` (kept when `keep` says so).
   */
  async read<T>(
    key: string,
    strategy: CachingStrategy,
    load: () => Promise<T>,
    {
      keep = () => true,
      waitUntil,
    }: {keep?: (value: T) => boolean; waitUntil: (promise: Promise<unknown>) => void},
  ): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && now < entry.freshUntil) return entry.value as T;
    const store = (value: T) => {
      if (keep(value)) this.remember(key, value, strategy);
      return value;
    };
    if (entry && now < entry.staleUntil) {
      if (!entry.refreshing) {
        entry.refreshing = true;
        waitUntil(
          load()
            .then(store)
            .catch(() => undefined)
            .finally(() => (entry.refreshing = false)),
        );
      }
      return entry.value as T;
    }
    return store(await load());
  }

  /** The value under `key` while fresh (wrapped: a kept value may be null). */
  fresh<T>(key: string): {value: T} | undefined {
    const entry = this.entries.get(key);
    return entry && Date.now() < entry.freshUntil ? {value: entry.value as T} : undefined;
  }

  /** Keeps `value` under `key` as long as `strategy` says (nothing for a strategy that does not cache). */
  remember(key: string, value: unknown, strategy: CachingStrategy): void {
    const {fresh, stale} = lifetimes(strategy);
    if (fresh <= 0) return;
    const now = Date.now();
    this.entries.delete(key);
    // The oldest entry goes first once memory is full.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, {value, freshUntil: now + fresh, staleUntil: now + stale, refreshing: false});
  }

  /** For tests that stand for a fresh worker. */
  clear(): void {
    this.entries.clear();
  }
}

/** How long memory keeps a value the strategy caches: fresh, and fresh or stale (ms, capped). */
function lifetimes(strategy: CachingStrategy): {fresh: number; stale: number} {
  if (strategy.mode !== 'public' || !strategy.maxAge) return {fresh: 0, stale: 0};
  const fresh = Math.min(strategy.maxAge * 1000, MEMORY_MAX_MS);
  const stale = Math.min((strategy.maxAge + (strategy.staleWhileRevalidate ?? 0)) * 1000, MEMORY_MAX_MS);
  return {fresh, stale};
}
