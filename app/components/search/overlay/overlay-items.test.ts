import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {debouncePromise, dedupeAgainstQuery, searchPageUrl} from './overlay-items';

describe('searchPageUrl', () => {
  it('encodes the query', () => {
    expect(searchPageUrl('joggers & shorts')).toBe('/search?q=joggers+%26+shorts');
  });
});

describe('dedupeAgainstQuery', () => {
  it('drops suggestions equal to the query in any case', () => {
    const items = [{query: 'Sale'}, {query: 'sale shorts'}, {query: ' SALE '}];
    expect(dedupeAgainstQuery(items, 'sale')).toEqual([{query: 'sale shorts'}]);
  });
});

describe('debouncePromise', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs only the last task after the wait', async () => {
    const debounced = debouncePromise(500);
    const first = vi.fn(() => 'first');
    const last = vi.fn(() => 'last');
    void debounced(first);
    await vi.advanceTimersByTimeAsync(300);
    const result = debounced(last);
    await vi.advanceTimersByTimeAsync(499);
    expect(last).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('last');
    expect(first).not.toHaveBeenCalled();
  });

  it('settles a superseded call as the newest one, so a wait for every call ends', async () => {
    const debounced = debouncePromise(500);
    const superseded = debounced(() => 'first');
    const newest = debounced(() => 'last');
    await vi.advanceTimersByTimeAsync(500);
    await expect(Promise.all([superseded, newest])).resolves.toEqual(['last', 'last']);
    const failing = debounced(() => Promise.reject(new Error('down')));
    const failingNewest = debounced(() => Promise.reject(new Error('down again')));
    const outcomes = Promise.allSettled([failing, failingNewest]);
    await vi.advanceTimersByTimeAsync(500);
    expect((await outcomes).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });
});
