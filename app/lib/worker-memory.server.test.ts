import {CacheCustom, CacheLong, CacheNone, CacheShort} from '@shopify/hydrogen';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {WorkerMemory} from './worker-memory.server';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** A load that answers `value-1`, `value-2`, … and counts its calls. */
function counter() {
  let calls = 0;
  return {
    load: vi.fn(async () => `value-${++calls}`),
    get calls() {
      return calls;
    },
  };
}

describe('WorkerMemory', () => {
  it('serves a value from memory while its cache strategy calls it fresh', async () => {
    const memory = new WorkerMemory(10);
    const {load} = counter();
    const waitUntil = vi.fn();
    expect(await memory.read('k', CacheShort(), load, {waitUntil})).toBe('value-1');
    vi.advanceTimersByTime(900);
    expect(await memory.read('k', CacheShort(), load, {waitUntil})).toBe('value-1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(waitUntil).not.toHaveBeenCalled();
  });

  it('serves a stale value while one request reads it again after its response', async () => {
    const memory = new WorkerMemory(10);
    let answer: (value: string) => void = () => undefined;
    const load = vi
      .fn()
      .mockResolvedValueOnce('first')
      .mockReturnValueOnce(new Promise<string>((resolve) => (answer = resolve)));
    const background: Array<Promise<unknown>> = [];
    const waitUntil = (promise: Promise<unknown>) => background.push(promise);
    await memory.read('k', CacheShort(), load, {waitUntil});
    vi.advanceTimersByTime(2_000);
    expect(await memory.read('k', CacheShort(), load, {waitUntil})).toBe('first');
    expect(await memory.read('k', CacheShort(), load, {waitUntil})).toBe('first');
    // One read again, not one per request.
    expect(background).toHaveLength(1);
    answer('second');
    await Promise.all(background);
    expect(await memory.read('k', CacheShort(), load, {waitUntil})).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits for a new value once the stale time is over too', async () => {
    const memory = new WorkerMemory(10);
    const {load} = counter();
    const waitUntil = vi.fn();
    await memory.read('k', CacheShort(), load, {waitUntil});
    vi.advanceTimersByTime(10_001);
    expect(await memory.read('k', CacheShort(), load, {waitUntil})).toBe('value-2');
    expect(waitUntil).not.toHaveBeenCalled();
  });

  it('keeps nothing longer than a minute, however long the cache keeps it', async () => {
    const memory = new WorkerMemory(10);
    const {load} = counter();
    await memory.read('k', CacheLong(), load, {waitUntil: vi.fn()});
    vi.advanceTimersByTime(59_000);
    expect(memory.fresh('k')).toEqual({value: 'value-1'});
    vi.advanceTimersByTime(1_001);
    expect(memory.fresh('k')).toBeUndefined();
    expect(await memory.read('k', CacheLong(), load, {waitUntil: vi.fn()})).toBe('value-2');
  });

  it('keeps nothing a strategy does not cache publicly, nor what `keep` refuses', async () => {
    const memory = new WorkerMemory(10);
    const {load} = counter();
    await memory.read('none', CacheNone(), load, {waitUntil: vi.fn()});
    await memory.read('private', CacheCustom({mode: 'private', maxAge: 60}), load, {waitUntil: vi.fn()});
    await memory.read('refused', CacheShort(), load, {keep: () => false, waitUntil: vi.fn()});
    expect([memory.fresh('none'), memory.fresh('private'), memory.fresh('refused')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('keeps a null value (a product that does not exist is an answer too)', async () => {
    const memory = new WorkerMemory(10);
    const load = vi.fn(async () => null);
    await memory.read('k', CacheShort(), load, {waitUntil: vi.fn()});
    expect(await memory.read('k', CacheShort(), load, {waitUntil: vi.fn()})).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load out and lets the next request try again', async () => {
    const memory = new WorkerMemory(10);
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('back');
    await expect(memory.read('k', CacheShort(), load, {waitUntil: vi.fn()})).rejects.toThrow('down');
    expect(await memory.read('k', CacheShort(), load, {waitUntil: vi.fn()})).toBe('back');
  });

  it('drops the oldest value once full', async () => {
    const memory = new WorkerMemory(2);
    for (const key of ['a', 'b', 'c'])
      await memory.read(key, CacheShort(), async () => key, {waitUntil: vi.fn()});
    expect([memory.fresh('a'), memory.fresh('b'), memory.fresh('c')]).toEqual([
      undefined,
      {value: 'b'},
      {value: 'c'},
    ]);
  });
});
