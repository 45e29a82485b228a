import {InMemoryCache, createWithCache} from '@shopify/hydrogen';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {consoleSink, setErrorSink, type ErrorReport} from './errors';
import {loadCachedContent} from './content-cache.server';

interface Content {
  hero: string | null;
  footer: string | null;
}
type Load = () => Promise<Content>;

const FULL: Content = {hero: 'Run further', footer: 'Join us'};
const FALLBACK: Content = {hero: null, footer: null};

let reports: ErrorReport[];
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

let keys = 0;

/** Each setup is a fresh worker's view of a content entry of its own (the memory layer is per worker). */
function setup(load: Load, options: {preview?: boolean; budgetMs?: number} = {}) {
  const key = `test-${++keys}`;
  const cache = new InMemoryCache();
  const waitUntil = (promise: Promise<unknown>) => void background.push(promise);
  const withCache = createWithCache({cache, waitUntil, request: new Request('http://localhost/')});
  return () =>
    loadCachedContent({
      name: 'test content',
      withCache,
      waitUntil,
      cacheKey: [key, 'en-gb'],
      preview: false,
      load,
      fallback: FALLBACK,
      isComplete: (content) => content.hero !== null && content.footer !== null,
      ...options,
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
    expect(reports.map((report) => report.code)).toEqual(['CMS-CONTENT-BUDGET']);

    finish(FULL);
    await settle();
    expect(await load()).toEqual(FULL);
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('reports a source that throws and renders fallbacks', async () => {
    const load = setup(() => Promise.reject(new Error('content down')));
    expect(await load()).toEqual(FALLBACK);
    expect(reports).toMatchObject([{code: 'CMS-CONTENT-FAILED', error: {message: 'content down'}}]);
  });
});
