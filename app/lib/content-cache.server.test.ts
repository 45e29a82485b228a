import {InMemoryCache, createWithCache} from '@shopify/hydrogen';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {consoleSink, setErrorSink, type ErrorReport} from './errors';
import {createCircuitBreaker, type CircuitBreaker} from './circuit-breaker.server';
import {loadCachedContent} from './content-cache.server';

interface Content {
  hero: string | null;
  footer: string | null;
}
type Load = () => Promise<Content>;

const FULL: Content = {hero: 'Run further', footer: 'Join us'};
const FALLBACK: Content = {hero: null, footer: null};

let reports: ErrorReport[];
// Settled content is remembered per cache key within the module; each setup gets its own key.
let caseNumber = 0;
let background: Promise<unknown>[];

beforeEach(() => {
  reports = [];
  background = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => setErrorSink(consoleSink));

/** Runs every waitUntil promise, including those queued while others finish. */
async function settle() {
  while (background.length > 0) await Promise.all(background.splice(0));
}

function setup(load: Load, options: {preview?: boolean; budgetMs?: number; breaker?: CircuitBreaker} = {}) {
  const cache = new InMemoryCache();
  const breaker = options.breaker ?? createCircuitBreaker({cooldownMs: 60_000});
  const cacheKey: [string, string] = ['test', `case-${++caseNumber}`];
  const waitUntil = (promise: Promise<unknown>) => void background.push(promise);
  const withCache = createWithCache({cache, waitUntil, request: new Request('http://localhost/')});
  return () =>
    loadCachedContent({
      name: 'test content',
      withCache,
      waitUntil,
      cacheKey,
      preview: false,
      load,
      fallback: FALLBACK,
      isComplete: (content) => content.hero !== null && content.footer !== null,
      ...options,
      breaker,
    });
}

describe('loadCachedContent', () => {
  it('reuses cached content', async () => {
    const source = vi.fn<Load>().mockResolvedValue(FULL);
    const load = setup(source);
    expect(await load()).toEqual(FULL);
    await settle();
    expect(await load()).toEqual(FULL);
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('serves published content from memory for a minute: one object, no cache read', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    try {
      const source = vi.fn<Load>().mockResolvedValue(FULL);
      const load = setup(source);
      const first = await load();
      await settle();
      expect(await load()).toBe(first);
      vi.setSystemTime(Date.now() + 61_000);
      const later = await load();
      expect(later).toEqual(FULL);
      expect(later).not.toBe(first);
      expect(source).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not cache content with a missing piece, so the next request tries again', async () => {
    const partial = {...FULL, footer: null};
    const source = vi.fn<Load>().mockResolvedValue(partial);
    const load = setup(source);
    expect(await load()).toEqual(partial);
    await settle();
    await load();
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('never caches preview content', async () => {
    const source = vi.fn<Load>().mockResolvedValue(FULL);
    const load = setup(source, {preview: true});
    await load();
    await settle();
    await load();
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('falls back after the budget and finishes the fetch in the background', async () => {
    let finish: (content: Content) => void = () => {};
    const source = vi.fn<Load>(() => new Promise((resolve) => (finish = resolve)));
    const load = setup(source, {budgetMs: 20});
    // The source never answered, so only the budget can have produced the fallback.
    expect(await load()).toEqual(FALLBACK);
    expect(reports.map((report) => report.code)).toEqual(['CMS-CIRCUIT-OPEN', 'CMS-CONTENT-BUDGET']);

    finish(FULL);
    await settle();
    expect(await load()).toEqual(FULL);
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('reports a source that throws and renders fallbacks', async () => {
    const load = setup(() => Promise.reject(new Error('content down')));
    expect(await load()).toEqual(FALLBACK);
    expect(reports).toMatchObject([
      {code: 'CMS-CIRCUIT-OPEN'},
      {code: 'CMS-CONTENT-FAILED', error: {message: 'content down'}},
    ]);
  });
});

describe('loadCachedContent with the content service failing', () => {
  it('answers later requests at once from the cache or the fallback, until the cooldown ends', async () => {
    let now = 0;
    const breaker = createCircuitBreaker({cooldownMs: 30_000});
    const clock = {allow: () => breaker.allow(now), failure: () => breaker.failure(now)};
    const guarded: CircuitBreaker = {...breaker, ...clock, success: () => breaker.success(), state: 'closed'};
    // Slower than the budget: the first request waits 20 ms, then the load ends in the background.
    const source = vi.fn<Load>(() => new Promise((resolve) => setTimeout(() => resolve(FALLBACK), 60)));
    const load = setup(source, {budgetMs: 20, breaker: guarded});

    expect(await load()).toEqual(FALLBACK);
    expect(source).toHaveBeenCalledTimes(1);
    await settle();
    // Open: no waiting and no call, however many requests come.
    for (let i = 0; i < 5; i++) expect(await load()).toEqual(FALLBACK);
    expect(source).toHaveBeenCalledTimes(1);
    expect(reports.filter((report) => report.code === 'CMS-CIRCUIT-OPEN')).toHaveLength(1);

    // After the cooldown one request tries again.
    now = 30_000;
    source.mockResolvedValueOnce(FULL);
    expect(await load()).toEqual(FULL);
  });

  it('serves what the cache holds while open', async () => {
    const breaker = createCircuitBreaker({cooldownMs: 60_000});
    const source = vi.fn<Load>().mockResolvedValueOnce(FULL);
    const load = setup(source, {breaker});
    expect(await load()).toEqual(FULL);
    await settle();
    breaker.failure();
    expect(await load()).toEqual(FULL);
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('does not hold a request on another request’s load that never ends', async () => {
    const source = vi
      .fn<Load>()
      .mockReturnValueOnce(new Promise<Content>(() => {}))
      .mockResolvedValueOnce(FULL);
    const load = setup(source, {budgetMs: 1000});
    void load();
    expect(await load()).toEqual(FULL);
    expect(reports.map((report) => report.code)).not.toContain('CMS-CONTENT-BUDGET');
  });
});
