import {describe, expect, it} from 'vitest';
import {
  mergeRecentlyViewed,
  parseRecentlyViewed,
  recentlyViewedKey,
  recordView,
  type RecentlyViewedEntry,
} from './recently-viewed';

const HOUR = 60 * 60 * 1000;
const entry = (id: string, viewedAt: number): RecentlyViewedEntry => ({id, handle: `handle-${id}`, viewedAt});

describe('recentlyViewedKey', () => {
  it('is rv-guest for guests and rv-{userId} for customers', () => {
    expect(recentlyViewedKey(null)).toBe('rv-guest');
    expect(recentlyViewedKey('7100000000001')).toBe('rv-7100000000001');
  });
});

describe('recordView', () => {
  it('puts the product first and keeps one entry per product', () => {
    const log = [entry('a', 3), entry('b', 2)];
    expect(recordView(log, entry('b', 4)).map((e) => e.id)).toEqual(['b', 'a']);
  });

  it('keeps at most 12 products', () => {
    const log = Array.from({length: 12}, (_, index) => entry(String(index), index));
    const next = recordView(log, entry('new', 100));
    expect(next).toHaveLength(12);
    expect(next[0].id).toBe('new');
    expect(next.map((e) => e.id)).not.toContain('0');
  });
});

describe('mergeRecentlyViewed', () => {
  const now = 100 * HOUR;

  it('carries guest entries from the last 24 hours into the customer’s log, newest first', () => {
    const guest = [entry('g1', now - HOUR), entry('g2', now - 25 * HOUR)];
    const user = [entry('u1', now - 2 * HOUR)];
    expect(mergeRecentlyViewed(guest, user, now).map((e) => e.id)).toEqual(['g1', 'u1']);
  });

  it('keeps the latest time for a product in both logs', () => {
    const merged = mergeRecentlyViewed([entry('p', now - HOUR)], [entry('p', now - 5 * HOUR)], now);
    expect(merged).toEqual([entry('p', now - HOUR)]);
    const older = mergeRecentlyViewed([entry('p', now - 5 * HOUR)], [entry('p', now - HOUR)], now);
    expect(older).toEqual([entry('p', now - HOUR)]);
  });

  it('keeps at most 12 products', () => {
    const guest = Array.from({length: 8}, (_, index) => entry(`g${index}`, now - index));
    const user = Array.from({length: 8}, (_, index) => entry(`u${index}`, now - 100 - index));
    expect(mergeRecentlyViewed(guest, user, now)).toHaveLength(12);
  });
});

describe('parseRecentlyViewed', () => {
  it('reads stored entries and drops damaged ones', () => {
    const stored = JSON.stringify([entry('a', 2), {id: 3}, null, entry('b', 5)]);
    expect(parseRecentlyViewed(stored).map((e) => e.id)).toEqual(['b', 'a']);
    expect(parseRecentlyViewed('{"id":"a"}')).toEqual([]);
    expect(parseRecentlyViewed(null)).toEqual([]);
  });

  it('throws on text that is not JSON, for the caller to report', () => {
    expect(() => parseRecentlyViewed('{oops')).toThrow();
  });
});
