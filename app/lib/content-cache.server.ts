import {CacheLong, CacheNone, type WithCache} from '@shopify/hydrogen';
import {createCircuitBreaker, type CircuitBreaker} from './circuit-breaker.server';
import {contentGenerations} from './content-generations.server';
import {reportError} from './errors';
import {WorkerMemory} from './worker-memory.server';

/** Content gets this long (unless the request's content deadline says less) before fallbacks render. */
const CONTENT_BUDGET_MS = 1500;

/**
 * Content changes rarely and is the same for every shopper of a locale: fresh for
 * 15 minutes, then served stale for up to a day while it refreshes, so a content
 * outage stays invisible to shoppers for that long.
 */
const CONTENT_CACHE = CacheLong({maxAge: 900});

/**
 * The content service's breaker in this isolate: once it failed (or overran a request's
 * budget), requests serve what the cache holds, or fallbacks, without waiting, and one
 * request every 30 s tries the service again.
 */
export const contentCircuit = createCircuitBreaker({cooldownMs: 30_000});

export interface CachedContentOptions<T> {
  withCache: WithCache;
  waitUntil: (promise: Promise<unknown>) => void;
  /**
   * Identifies the content; the locale must be part of it. Its first part names the namespace
   * the publish webhook purges (`layout`, `page`, …; see `content-webhook.server.ts`).
   */
  cacheKey: readonly [string, ...unknown[]];
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
  /** How long this request waits; usually `context.deadlines.remaining('content')`. */
  budgetMs?: number;
  breaker?: CircuitBreaker;
}

/**
 * Per worker, complete published content read in the last minute is served from memory:
 * no cache read and no JSON parse per request, and one object per content version, so what is
 * built from it can be kept too (see `shell/load-shell.server.ts`). Callers never mutate it.
 */
const memory = new WorkerMemory(200);

/** For tests that stand for a fresh worker. */
export function forgetRememberedContent(): void {
  memory.clear();
}

/**
 * Content through Hydrogen's sub-request cache, within a time budget: a slow content
 * service costs at most `budgetMs`, after which the page renders with the fallback
 * while the fetch finishes in the background and fills the cache for the next request.
 * While the breaker is open, only the cache is read.
 */
export async function loadCachedContent<T>(options: CachedContentOptions<T>): Promise<T> {
  const {withCache, waitUntil, cacheKey, preview, fallback, isComplete, name} = options;
  const breaker = options.breaker ?? contentCircuit;
  const budgetMs = Math.max(0, options.budgetMs ?? CONTENT_BUDGET_MS);
  // Published content is read under its namespace's current generation: a purge starts a new one.
  const generation = preview ? 0 : ((await contentGenerations())[cacheKey[0]] ?? 0);
  const key = [...cacheKey, preview ? 'preview' : 'published', generation];
  const cacheStrategy = preview ? CacheNone() : CONTENT_CACHE;
  const memoryKey = preview ? null : JSON.stringify(key);
  const remembered = memoryKey ? memory.fresh<T>(memoryKey) : undefined;
  if (remembered) return remembered.value;

  if (!breaker.allow()) {
    // The cache's answer, fresh or stale; a miss (or a stale entry's refresh) gets the fallback, uncached.
    return withCache
      .run({cacheKey: key, cacheStrategy, shouldCacheResult: () => false}, async () => fallback)
      .catch(() => fallback);
  }

  // Each request loads for itself: only settled values are shared between requests (above).
  // A load another request started runs in that request's context; waiting on it here would
  // hold this page on a request that may be cut short, and the runtime warns about it.
  const pending = withCache
    .run({cacheKey: key, cacheStrategy, shouldCacheResult: isComplete}, options.load)
    .then((value) => {
      if (memoryKey && isComplete(value)) memory.remember(memoryKey, value, cacheStrategy);
      return value;
    })
    .catch((error: unknown) => {
      if (breaker.failure()) reportError('CMS-CIRCUIT-OPEN', undefined, {content: name});
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
  // Later requests should not wait for a service that did not answer in time.
  if (breaker.failure()) reportError('CMS-CIRCUIT-OPEN', undefined, {content: name});
  reportError('CMS-CONTENT-BUDGET', undefined, {content: name, budgetMs});
  return fallback;
}
