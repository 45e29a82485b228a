import {CacheLong, CacheNone, type WithCache} from '@shopify/hydrogen';
import {reportError} from './errors';

/** Content gets this long before the page renders with fallbacks. */
const CONTENT_BUDGET_MS = 1500;

/**
 * Content changes rarely and is the same for every shopper of a locale: fresh for
 * 15 minutes, then served stale for up to a day while it refreshes, so a content
 * outage stays invisible to shoppers for that long.
 */
const CONTENT_CACHE = CacheLong({maxAge: 900});

export interface CachedContentOptions<T> {
  withCache: WithCache;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Identifies the content; the locale and preview state must be part of it. */
  cacheKey: readonly unknown[];
  /** Merchandiser preview: drafts, never cached. */
  preview: boolean;
  /** Loads the content; reports its own failures and never throws for expected ones. */
  load: () => Promise<T>;
  /** Shown when loading throws or overruns the budget. */
  fallback: T;
  /** Only complete results are cached; a partial one is shown once and retried next time. */
  isComplete: (value: T) => boolean;
  /** What the budget/failure reports call this content, e.g. 'layout'. */
  name: string;
  budgetMs?: number;
}

/**
 * Per worker, complete published content read in the last minute is served from memory:
 * no cache read and no JSON parse per request, and one object per content version, so what is
 * built from it can be kept too (see `shell/load-shell.server.ts`). Callers never mutate it.
 */
const MEMORY_TTL_MS = 60_000;
const MEMORY_MAX_ENTRIES = 200;
const memory = new Map<string, {value: unknown; expires: number}>();

function remember(key: string, value: unknown) {
  memory.delete(key);
  if (memory.size >= MEMORY_MAX_ENTRIES) memory.delete(memory.keys().next().value!);
  memory.set(key, {value, expires: Date.now() + MEMORY_TTL_MS});
}

/**
 * Content through Hydrogen's sub-request cache, within a time budget: a slow content
 * service costs at most `budgetMs`, after which the page renders with the fallback
 * while the fetch finishes in the background and fills the cache for the next request.
 */
export async function loadCachedContent<T>(options: CachedContentOptions<T>): Promise<T> {
  const {withCache, waitUntil, cacheKey, preview, load, fallback, isComplete, name} = options;
  const budgetMs = options.budgetMs ?? CONTENT_BUDGET_MS;
  const memoryKey = preview ? null : JSON.stringify(cacheKey);
  const remembered = memoryKey ? memory.get(memoryKey) : undefined;
  if (remembered && remembered.expires > Date.now()) return remembered.value as T;
  const pending = withCache
    .run(
      {
        cacheKey: [...cacheKey, preview ? 'preview' : 'published'],
        cacheStrategy: preview ? CacheNone() : CONTENT_CACHE,
        shouldCacheResult: isComplete,
      },
      load,
    )
    .then((value) => {
      if (memoryKey && isComplete(value)) remember(memoryKey, value);
      return value;
    })
    .catch((error: unknown) => {
      reportError('CMS-CONTENT-FAILED', error, {content: name});
      return fallback;
    });
  waitUntil(pending);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const overrun = Symbol('overrun');
  const budget = new Promise<typeof overrun>((resolve) => {
    timer = setTimeout(() => resolve(overrun), budgetMs);
  });
  const result = await Promise.race([pending, budget]);
  clearTimeout(timer);
  if (result !== overrun) return result;
  reportError('CMS-CONTENT-BUDGET', undefined, {content: name, budgetMs});
  return fallback;
}
