import {afterEach, describe, expect, it, vi} from 'vitest';
import {algoliaHosts, createSearchClient} from './client';

describe('algoliaHosts', () => {
  it('is undefined (the service’s own hosts) when no host is set', () => {
    expect(algoliaHosts(undefined)).toBeUndefined();
    expect(algoliaHosts(null)).toBeUndefined();
    expect(algoliaHosts('  ')).toBeUndefined();
  });

  it('turns the emulator origin into one read-write host', () => {
    expect(algoliaHosts('http://127.0.0.1:4100/')).toEqual([
      {url: '127.0.0.1:4100', protocol: 'http', accept: 'readWrite'},
    ]);
    expect(algoliaHosts('search.example.com')).toEqual([
      {url: 'search.example.com', protocol: 'https', accept: 'readWrite'},
    ]);
    expect(() => algoliaHosts('ftp://search.example.com')).toThrow(/http/);
  });
});

describe('createSearchClient’s requests', () => {
  const query = {requests: [{indexName: 'us_products', query: 'jogger'}]};
  const answer = () =>
    Response.json({results: [{hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20}]});
  /** A fetch that never answers, as a stalled service: it settles only when the request is aborted. */
  const stalled = (_url: unknown, init?: RequestInit) =>
    new Promise<Response>((_, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fails with what happened when its one host does not answer, is down or errs', async () => {
    const config = {appId: 'APP', apiKey: 'key', host: 'http://127.0.0.1:4100'};
    vi.stubGlobal('fetch', vi.fn(stalled));
    await expect(createSearchClient(config, {timeoutMs: 5}).search(query)).rejects.toMatchObject({
      name: 'SearchRequestError',
      message: 'The search service did not answer in time',
    });

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Network connection lost.')));
    await expect(createSearchClient(config).search(query)).rejects.toMatchObject({
      name: 'SearchRequestError',
      message: expect.stringContaining('could not be reached'),
    });

    const failing = vi.fn().mockResolvedValue(new Response('busy', {status: 503}));
    vi.stubGlobal('fetch', failing);
    await expect(createSearchClient(config).search(query)).rejects.toMatchObject({
      message: 'The search service answered 503',
    });
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('answers from its one host as before', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer()));
    const client = createSearchClient({appId: 'APP', apiKey: 'key', host: 'http://127.0.0.1:4100'});
    await expect(client.search(query)).resolves.toMatchObject({results: [{nbHits: 0}]});
  });

  it('tries another of the service’s own hosts after a failure, unless the worker’s budget is spent', async () => {
    const config = {appId: 'APP', apiKey: 'key', host: ''};
    const flaky = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Network connection lost.'))
      .mockResolvedValue(answer());
    vi.stubGlobal('fetch', flaky);
    await expect(createSearchClient(config).search(query)).resolves.toMatchObject({results: [{nbHits: 0}]});
    expect(new Set(flaky.mock.calls.map(([url]) => new URL(String(url)).host)).size).toBe(2);

    const slow = vi.fn(stalled);
    vi.stubGlobal('fetch', slow);
    await expect(createSearchClient(config, {timeoutMs: 5}).search(query)).rejects.toMatchObject({
      name: 'SearchRequestError',
    });
    expect(slow).toHaveBeenCalledTimes(1);
  });
});
