import {describe, expect, it, vi} from 'vitest';
import {fetchProduct} from './fetch-product.server';

const answer = {product: null, shop: {marketingMessage: null}};

describe('fetchProduct', () => {
  it('answers at once when the first attempt works', async () => {
    const query = vi.fn().mockResolvedValue(answer);
    await expect(fetchProduct(query, 'x', {firstRetryDelayMs: 1})).resolves.toBe(answer);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('retries up to 5 times', async () => {
    const query = vi.fn().mockRejectedValue(new Error('503'));
    await expect(fetchProduct(query, 'x', {firstRetryDelayMs: 1})).rejects.toThrow('503');
    expect(query).toHaveBeenCalledTimes(6);
  });

  it('recovers when a retry works', async () => {
    const query = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue(answer);
    await expect(fetchProduct(query, 'x', {firstRetryDelayMs: 1})).resolves.toBe(answer);
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('gives up at the deadline, even mid-attempt', async () => {
    const query = vi.fn(() => new Promise<never>(() => undefined));
    const started = Date.now();
    await expect(fetchProduct(query, 'x', {deadlineMs: 60, firstRetryDelayMs: 1})).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
