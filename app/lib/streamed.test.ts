import {describe, expect, it} from 'vitest';
import {streamed} from './streamed';

describe('streamed', () => {
  it('returns the same promise, so a failure still reaches the page', async () => {
    const failing = Promise.reject(new Error('upstream down'));
    const result = streamed(failing);
    expect(result).toBe(failing);
    await expect(result).rejects.toThrow('upstream down');
  });

  it('leaves no unhandled rejection when nobody awaits it', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    streamed(Promise.reject(new Error('shopper left')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', listener);
    expect(unhandled).toEqual([]);
  });
});
