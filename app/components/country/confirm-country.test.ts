import {afterEach, describe, expect, it, vi} from 'vitest';
import {COUNTRY_CONFIRMATION_PATH, confirmCountry} from './confirm-country';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('confirmCountry', () => {
  it('posts to the confirmation route in a request that survives leaving the page', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    await confirmCountry();
    expect(fetchMock).toHaveBeenCalledWith(
      COUNTRY_CONFIRMATION_PATH,
      expect.objectContaining({method: 'POST', keepalive: true}),
    );
  });

  it('swallows a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(confirmCountry()).resolves.toBeUndefined();
  });
});
