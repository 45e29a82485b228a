import {afterEach, describe, expect, it, vi} from 'vitest';

const trackConversion = vi.fn();
vi.mock('./insights', () => ({trackConversion}));
const {reportAddedAfterSearch} = await import('./conversion.client');

const config = {appId: 'APP', apiKey: 'key', host: null, indexPrefix: 'de', filters: '', userToken: null};
const added = {
  searchDataPath: '/de-de/api/search',
  productId: 'gid://shopify/Product/7001',
  queryID: 'a'.repeat(32),
  price: 68,
  quantity: 2,
  currency: 'EUR',
};

afterEach(() => {
  vi.restoreAllMocks();
  trackConversion.mockClear();
});

describe('reportAddedAfterSearch', () => {
  it('credits the market’s products index with the product’s number', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({config, messages: null}));
    await reportAddedAfterSearch(added);
    expect(fetch).toHaveBeenCalledWith('/de-de/api/search', {credentials: 'same-origin'});
    expect(trackConversion).toHaveBeenCalledWith(
      config,
      {objectID: '7001', price: 68, quantity: 2, currency: 'EUR'},
      {index: 'de_products', queryID: 'a'.repeat(32)},
    );
  });

  it('sends nothing when search is not configured or not answering', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({config: null, messages: null}));
    await reportAddedAfterSearch(added);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('', {status: 503}));
    await reportAddedAfterSearch(added);
    expect(trackConversion).not.toHaveBeenCalled();
  });
});
