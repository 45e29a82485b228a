import {describe, expect, it, vi} from 'vitest';
import {createKlaviyoClient, KLAVIYO_REVISION, readKlaviyoConfig, type KlaviyoConfig} from './klaviyo.server';

const config: KlaviyoConfig = {baseUrl: 'https://klaviyo.test', companyId: 'PK123'};

function stubFetch(...answers: Array<Response | Error>) {
  const calls: Array<{url: string; init: RequestInit}> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({url: String(url), init: init ?? {}});
    const next = answers.shift();
    if (!next) throw new Error('no more stubbed answers');
    if (next instanceof Error) throw next;
    return next;
  });
  return {fetch: fetch as unknown as typeof globalThis.fetch, calls};
}

const klaviyoErrors = (status: number, detail: string) =>
  Response.json({errors: [{status, code: 'invalid', title: 'Invalid input.', detail}]}, {status});

const fast = {minRetryDelayMs: 1};

describe('readKlaviyoConfig', () => {
  it('uses Klaviyo itself when no host is set, and the emulator prefix when it is', () => {
    expect(readKlaviyoConfig({KLAVIYO_PUBLIC_KEY: 'PK'})).toEqual({
      baseUrl: 'https://a.klaviyo.com',
      companyId: 'PK',
    });
    expect(
      readKlaviyoConfig({KLAVIYO_PUBLIC_KEY: 'PK', KLAVIYO_HOST: 'http://127.0.0.1:4100/'})?.baseUrl,
    ).toBe('http://127.0.0.1:4100/klaviyo');
  });

  it('is null without a company id', () => {
    expect(readKlaviyoConfig({KLAVIYO_PUBLIC_KEY: ' '})).toBeNull();
  });
});

describe('subscribeToList', () => {
  it('posts a JSON:API subscription for the list with the company id and revision', async () => {
    const {fetch, calls} = stubFetch(new Response(null, {status: 202}));
    const result = await createKlaviyoClient(config, {fetch}).subscribeToList({
      listId: 'L1',
      email: 'ada@example.com',
      source: 'Footer',
    });
    expect(result).toEqual({ok: true, status: 202});
    expect(calls[0].url).toBe('https://klaviyo.test/client/subscriptions?company_id=PK123');
    expect(new Headers(calls[0].init.headers).get('revision')).toBe(KLAVIYO_REVISION);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      data: {
        type: 'subscription',
        attributes: {
          custom_source: 'Footer',
          profile: {data: {type: 'profile', attributes: {email: 'ada@example.com'}}},
        },
        relationships: {list: {data: {type: 'list', id: 'L1'}}},
      },
    });
  });

  it('retries a 5xx and a network error, then succeeds', async () => {
    const {fetch, calls} = stubFetch(
      new Response('down', {status: 503}),
      new TypeError('Network connection lost.'),
      new Response(null, {status: 202}),
    );
    const result = await createKlaviyoClient(config, {fetch, ...fast}).subscribeToList({
      listId: 'L1',
      email: 'a@b.co',
    });
    expect(result.ok).toBe(true);
    expect(calls).toHaveLength(3);
  });

  it('gives up after three retries (four attempts) and reports the platform unavailable', async () => {
    const {fetch, calls} = stubFetch(
      ...Array.from({length: 5}, () => new Response('bad gateway', {status: 502})),
    );
    const result = await createKlaviyoClient(config, {fetch, ...fast}).subscribeToList({
      listId: 'L1',
      email: 'a@b.co',
    });
    expect(result).toMatchObject({ok: false, kind: 'unavailable', status: 502});
    expect(calls).toHaveLength(4);
  });

  it('answers within its budget, retries and waits included, when the platform hangs', async () => {
    const hanging = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const started = Date.now();
    const result = await createKlaviyoClient(config, {
      fetch: hanging as unknown as typeof globalThis.fetch,
      budgetMs: 120,
      attemptTimeoutMs: 50,
      minRetryDelayMs: 1000,
    }).subscribeToList({listId: 'L1', email: 'a@b.co'});
    expect(result).toMatchObject({ok: false, kind: 'unavailable'});
    // A second attempt would have had to wait 1 s: the budget ended the call first.
    expect(hanging).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('does not retry a 4xx and passes on the platform detail', async () => {
    const {fetch, calls} = stubFetch(klaviyoErrors(400, "Invalid email address: 'x'"));
    const result = await createKlaviyoClient(config, {fetch, ...fast}).subscribeToList({
      listId: 'L1',
      email: 'x',
    });
    expect(result).toEqual({ok: false, kind: 'rejected', status: 400, detail: "Invalid email address: 'x'"});
    expect(calls).toHaveLength(1);
  });
});

describe('other calls', () => {
  it('upserts a profile by e-mail', async () => {
    const {fetch, calls} = stubFetch(new Response(null, {status: 202}));
    await createKlaviyoClient(config, {fetch}).upsertProfile({email: 'ada@example.com'});
    expect(calls[0].url).toBe('https://klaviyo.test/client/profiles?company_id=PK123');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      data: {type: 'profile', attributes: {email: 'ada@example.com'}},
    });
  });

  it('subscribes to a catalog variant on the e-mail channel', async () => {
    const {fetch, calls} = stubFetch(new Response(null, {status: 202}));
    await createKlaviyoClient(config, {fetch}).subscribeToBackInStock({
      catalogVariantId: '$shopify:::$default:::42',
      email: 'ada@example.com',
    });
    expect(calls[0].url).toBe('https://klaviyo.test/client/back-in-stock-subscriptions?company_id=PK123');
    const body = JSON.parse(String(calls[0].init.body));
    expect(body.data.attributes.channels).toEqual(['EMAIL']);
    expect(body.data.relationships.variant.data).toEqual({
      type: 'catalog-variant',
      id: '$shopify:::$default:::42',
    });
  });
});
