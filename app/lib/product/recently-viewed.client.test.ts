// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {readRecentlyViewed, recordRecentlyViewed} from './recently-viewed.client';

const {reportError} = vi.hoisted(() => ({reportError: vi.fn()}));
vi.mock('~/lib/errors', () => ({reportError}));

const HOUR = 3_600_000;

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
  reportError.mockClear();
});

describe('recently viewed in the browser', () => {
  it('records visits under rv-guest for guests, newest first', () => {
    recordRecentlyViewed(null, {id: 'a', handle: 'a', viewedAt: 1});
    recordRecentlyViewed(null, {id: 'b', handle: 'b', viewedAt: 2});
    expect(readRecentlyViewed(null).map((entry) => entry.id)).toEqual(['b', 'a']);
    expect(window.localStorage.getItem('rv-guest')).toContain('"b"');
  });

  it('merges the guest’s recent log into the customer’s and deletes it', () => {
    const now = 100 * HOUR;
    window.localStorage.setItem(
      'rv-guest',
      JSON.stringify([
        {id: 'fresh', handle: 'fresh', viewedAt: now - HOUR},
        {id: 'old', handle: 'old', viewedAt: now - 30 * HOUR},
      ]),
    );
    window.localStorage.setItem(
      'rv-42',
      JSON.stringify([{id: 'mine', handle: 'mine', viewedAt: now - 2 * HOUR}]),
    );
    expect(readRecentlyViewed('42', now).map((entry) => entry.id)).toEqual(['fresh', 'mine']);
    expect(window.localStorage.getItem('rv-guest')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('rv-42')!)).toHaveLength(2);
  });

  it('reads damaged storage as empty and reports it', () => {
    window.localStorage.setItem('rv-guest', '{oops');
    expect(readRecentlyViewed(null)).toEqual([]);
    expect(reportError).toHaveBeenCalledWith('RECENTLY-VIEWED-001', expect.anything(), {key: 'rv-guest'});
  });

  it('reports a storage that refuses writes and carries on', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => recordRecentlyViewed(null, {id: 'a', handle: 'a', viewedAt: 1})).not.toThrow();
    expect(reportError).toHaveBeenCalledWith('RECENTLY-VIEWED-004', expect.anything(), {key: 'rv-guest'});
  });
});
