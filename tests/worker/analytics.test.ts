import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startWorkerHarness, type WorkerHarness} from './harness';

let harness: WorkerHarness;

beforeAll(async () => {
  harness = await startWorkerHarness();
});

afterAll(async () => {
  await harness?.stop();
});

const GRANTED =
  'alderline_consent=' +
  encodeURIComponent('v=1&groups=C0001:1,C0002:1,C0003:0,C0004:0,C0005:0&at=2026-01-01T00:00:00.000Z');
const DENIED =
  'alderline_consent=' +
  encodeURIComponent('v=1&groups=C0001:1,C0002:0,C0003:1,C0004:1,C0005:1&at=2026-01-01T00:00:00.000Z');

function event(sessionId: string, country: string, name = 'page_viewed') {
  return {
    name,
    id: `${sessionId}-1`,
    time: new Date().toISOString(),
    sessionId,
    url: `${harness.storefrontUrl}/`,
    market: {country, language: 'en-US', currency: 'USD'},
    consent: {analytics: true, preferences: false, marketing: false, sale_of_data: false},
    data: {path: '/'},
  };
}

const post = (body: unknown, cookie?: string) =>
  fetch(`${harness.storefrontUrl}/api/analytics`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...(cookie ? {Cookie: cookie} : {})},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function collected(sessionId: string): Promise<Array<{name: string}>> {
  const response = await fetch(`${harness.emulatorUrl}/api/analytics/__events?sessionId=${sessionId}`);
  return ((await response.json()) as {events: Array<{name: string}>}).events;
}

describe('analytics events through the built worker', () => {
  it('reach the collector when the shopper’s consent allows analytics', async () => {
    const granted = await post(
      {events: [event('granted', 'GB'), event('granted', 'GB', 'product_viewed')]},
      GRANTED,
    );
    expect(granted.status).toBe(202);
    // A market that grants analytics until the shopper says otherwise.
    expect((await post({events: [event('us-default', 'US')]})).status).toBe(202);
    await expect.poll(() => collected('granted'), {timeout: 5000}).toHaveLength(2);
    await expect.poll(() => collected('us-default'), {timeout: 5000}).toHaveLength(1);
  });

  it('are dropped when the stored choice, or the market’s default, denies analytics', async () => {
    expect(await (await post({events: [event('denied', 'US')]}, DENIED)).json()).toMatchObject({accepted: 0});
    expect(await (await post({events: [event('gb-default', 'GB')]})).json()).toMatchObject({accepted: 0});
    // A later allowed batch arriving proves the dropped ones had their chance.
    await post({events: [event('after', 'GB')]}, GRANTED);
    await expect.poll(() => collected('after'), {timeout: 5000}).toHaveLength(1);
    expect(await collected('denied')).toEqual([]);
    expect(await collected('gb-default')).toEqual([]);
  });

  it('refuses malformed batches with a 4xx', async () => {
    expect((await post({events: []})).status).toBe(400);
    expect((await post({events: [{...event('x', 'US'), name: 'purchase'}]})).status).toBe(400);
    expect((await post({events: Array.from({length: 21}, () => event('x', 'US'))})).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    expect((await post('x'.repeat(40 * 1024))).status).toBe(413);
    expect((await fetch(`${harness.storefrontUrl}/api/analytics`)).status).toBe(405);
  });
});

describe('the geolocation endpoint', () => {
  const locate = (headers: Record<string, string>, method = 'GET') =>
    fetch(`${harness.storefrontUrl}/api/geolocation`, {method, headers});

  it('answers where the edge says the visitor is, never cached', async () => {
    const response = await locate({
      'oxygen-buyer-country': 'gb',
      'oxygen-buyer-region-code': 'ENG',
      'oxygen-buyer-postal-code': 'EC1A 1BB',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toEqual({country: 'GB', subdivision: 'ENG', postalCode: 'EC1A 1BB'});
  });

  it('is a US visitor with nothing else known when the edge cannot tell, and refuses writes', async () => {
    expect(await (await locate({'oxygen-buyer-country': 'Narnia<script>'})).json()).toEqual({
      country: 'US',
      subdivision: '',
      postalCode: '',
    });
    const post = await locate({'Content-Type': 'application/json'}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET');
  });
});
