import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
// The route tests talk to a real emulator, as the journeys do.
import {startEmulator, type RunningEmulator} from '../../emulator';
import {getMarket} from '@markets';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {resolveFeatureFlags} from '~/lib/flags';
import {action as subscribe, loader as subscribeLoader} from '~/routes/api.klaviyo.subscribe';
import {action as profile} from '~/routes/api.klaviyo.profile';
import {action as backInStock} from '~/routes/api.klaviyo.backinstock.subscribe';
import {action as createAssessment} from '~/routes/api.recaptcha.validate.createAssessment';

// Flags come from site content in the app; here only from the request's `ff.*` parameters.
vi.mock('~/lib/layout.server', () => ({
  getFeatureFlags: async (_context: unknown, request: Request) =>
    resolveFeatureFlags(null, new URL(request.url).searchParams),
  getLayoutContent: async () => ({footer: {newsletter: {listIds: {development: 'content-dev-list'}}}}),
}));

let emulator: RunningEmulator;
let reports: ErrorReport[];

beforeAll(async () => {
  emulator = await startEmulator({port: 0, dataDir: false, quiet: true});
}, 60_000);
afterAll(() => emulator?.close());
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => setErrorSink(consoleSink));

function context(overrides: Partial<Env> = {}): AppLoadContext {
  const env = {
    KLAVIYO_PUBLIC_KEY: 'TESTCO',
    KLAVIYO_NEWSLETTER_LIST_ID: 'test-newsletter',
    KLAVIYO_HOST: emulator.url,
    RECAPTCHA_SITE_KEY: 'site-key',
    RECAPTCHA_PROJECT_ID: 'alderline',
    RECAPTCHA_API_KEY: 'api-key',
    RECAPTCHA_HOST: emulator.url,
    ...overrides,
  } as Env;
  return {env, market: getMarket('GB'), pathPrefix: '/en-gb'} as unknown as AppLoadContext;
}

type ActionArgs = Parameters<typeof subscribe>[0];

const readJson = async (response: Response) => (await response.json()) as Record<string, unknown>;

function call(handler: (args: ActionArgs) => Promise<Response>, request: Request, ctx = context()) {
  return handler({request, context: ctx, params: {}} as ActionArgs);
}

const postJson = (path: string, body: unknown) =>
  new Request(`https://shop.test${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const postForm = (path: string, fields: Record<string, string>) =>
  new Request(`https://shop.test${path}`, {method: 'POST', body: new URLSearchParams(fields)});

async function recorded(email: string) {
  const response = await fetch(`${emulator.url}/klaviyo/__subscriptions?email=${encodeURIComponent(email)}`);
  return (await response.json()) as {
    subscriptions: Array<{companyId: string; listId: string; email: string; customSource?: string}>;
    profiles: Array<{email: string}>;
    backInStock: Array<{variant: string; channels: string[]}>;
  };
}

async function setFault(service: string, fault: Record<string, unknown> | null) {
  await fetch(`${emulator.url}/__emulator/faults`, {
    method: 'POST',
    body: JSON.stringify({[service]: fault}),
  });
}

describe('POST /api/klaviyo/subscribe', () => {
  it('subscribes the address to the environment list when the captcha is bypassed', async () => {
    const response = await call(
      subscribe,
      postJson('/api/klaviyo/subscribe', {email: 'Ada@Example.com', bypassAssessment: true}),
    );
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ok: true, status: 'subscribed'});
    expect((await recorded('ada@example.com')).subscriptions).toEqual([
      expect.objectContaining({
        companyId: 'TESTCO',
        listId: 'test-newsletter',
        customSource: 'Storefront footer en-GB',
      }),
    ]);
  });

  it('runs the NEWSLETTERSIGNUP assessment when the form does not ask for a bypass', async () => {
    const valid = await call(
      subscribe,
      postJson('/api/klaviyo/subscribe', {
        email: 'grace@example.com',
        captchaToken: 'valid-NEWSLETTERSIGNUP',
      }),
    );
    expect(valid.status).toBe(200);

    const lowScore = await call(
      subscribe,
      postJson('/api/klaviyo/subscribe', {
        email: 'bot@example.com',
        captchaToken: 'low-score-NEWSLETTERSIGNUP',
      }),
    );
    expect(lowScore.status).toBe(403);
    expect(await readJson(lowScore)).toMatchObject({ok: false, error: 'captcha', captcha: 'low-score'});
    expect((await recorded('bot@example.com')).subscriptions).toEqual([]);
  });

  it('runs the assessment when the server flag is off, whatever the form asks', async () => {
    const request = postJson('/api/klaviyo/subscribe?ff.recaptcha.bypassAssessment=0', {
      email: 'mallory@example.com',
      bypassAssessment: true,
    });
    const response = await call(subscribe, request);
    expect(response.status).toBe(403);
    expect(await readJson(response)).toMatchObject({error: 'captcha', captcha: 'missing-token'});
  });

  it('answers 400 with the reason for a missing or invalid e-mail', async () => {
    const missing = await call(subscribe, postJson('/api/klaviyo/subscribe', {bypassAssessment: true}));
    const invalid = await call(
      subscribe,
      postJson('/api/klaviyo/subscribe', {email: 'nope', bypassAssessment: true}),
    );
    expect([missing.status, invalid.status]).toEqual([400, 400]);
    expect((await readJson(missing)).error).toBe('required');
    expect((await readJson(invalid)).error).toBe('invalid-email');
  });

  it('answers bad requests with a clear 4xx JSON, never a 500', async () => {
    const cases: Array<[Request, number]> = [
      [postJson('/api/klaviyo/subscribe', '{oops'), 400],
      [postJson('/api/klaviyo/subscribe', JSON.stringify({email: 'a'.repeat(20_000)})), 413],
      [
        new Request('https://shop.test/api/klaviyo/subscribe', {
          method: 'POST',
          body: 'email',
          headers: {'Content-Type': 'text/plain'},
        }),
        415,
      ],
      [new Request('https://shop.test/api/klaviyo/subscribe', {method: 'DELETE'}), 405],
      [
        postJson('/api/klaviyo/subscribe', {
          email: 'a@b.co',
          listId: 'someone-elses-list',
          bypassAssessment: true,
        }),
        400,
      ],
    ];
    for (const [request, status] of cases) {
      const response = await call(subscribe, request);
      expect(response.status, request.method).toBe(status);
      expect(await readJson(response)).toMatchObject({ok: false});
    }
    const get = await subscribeLoader({
      request: new Request('https://shop.test/api/klaviyo/subscribe'),
      context: context(),
      params: {},
    } as ActionArgs);
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
  });

  it('sends a form posted without JavaScript back to its page with the result', async () => {
    const response = await call(
      subscribe,
      postForm('/api/klaviyo/subscribe', {
        country: 'FR',
        email: 'nojs@example.com',
        bypassAssessment: 'true',
        returnTo: '/fr-fr/products/tee',
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/fr-fr/products/tee?newsletter=subscribed#newsletter');
    expect((await recorded('nojs@example.com')).subscriptions).toEqual([
      expect.objectContaining({customSource: 'Storefront footer fr-FR'}),
    ]);
  });

  it('retries a failing platform, then answers 503 and reports KLAV-POST-001', async () => {
    await setFault('email', {errorRate: 1});
    try {
      const response = await call(
        subscribe,
        postJson('/api/klaviyo/subscribe', {email: 'down@example.com', bypassAssessment: true}),
      );
      expect(response.status).toBe(503);
      expect(await readJson(response)).toMatchObject({ok: false, error: 'unavailable'});
      expect(reports.map((r) => r.code)).toEqual(['KLAV-POST-001']);
      const stats = (await (await fetch(`${emulator.url}/__emulator/stats`)).json()) as {
        services: {email: {faulted: number}};
      };
      expect(stats.services.email.faulted).toBe(4);
    } finally {
      await setFault('email', null);
    }
  }, 30_000);

  it("uses the content's list for the environment when no list is configured", async () => {
    const response = await call(
      subscribe,
      postJson('/api/klaviyo/subscribe', {email: 'content-list@example.com', bypassAssessment: true}),
      context({KLAVIYO_NEWSLETTER_LIST_ID: ''}),
    );
    expect(response.status).toBe(200);
    expect((await recorded('content-list@example.com')).subscriptions).toEqual([
      expect.objectContaining({listId: 'content-dev-list'}),
    ]);
  });

  it('answers 503 when the e-mail platform is not configured', async () => {
    const response = await call(
      subscribe,
      postJson('/api/klaviyo/subscribe', {email: 'a@b.co', bypassAssessment: true}),
      context({KLAVIYO_PUBLIC_KEY: ''}),
    );
    expect(response.status).toBe(503);
    expect(reports.map((r) => r.code)).toEqual(['KLAV-POST-001']);
  });
});

describe('POST /api/recaptcha/validate/createAssessment', () => {
  it.each([
    ['valid-LOGIN', 'LOGIN', 200, true],
    ['valid-LOGIN', 'NEWSLETTERSIGNUP', 200, false],
    ['expired-abc', 'LOGIN', 200, false],
    ['garbage', 'LOGIN', 200, false],
  ])('assesses %s for action %s', async (token, actionName, status, isValid) => {
    const response = await call(
      createAssessment,
      postJson('/api/recaptcha/validate/createAssessment', {token, action: actionName}),
    );
    expect(response.status).toBe(status);
    const body = await readJson(response);
    expect(body.isValid).toBe(isValid);
    expect(typeof body.message).toBe('string');
  });

  it('honours bypassAssessment only while the flag allows it', async () => {
    const bypassed = await call(
      createAssessment,
      postJson('/api/recaptcha/validate/createAssessment', {action: 'LOGIN', bypassAssessment: true}),
    );
    expect(await readJson(bypassed)).toEqual({isValid: true, message: 'Captcha check bypassed.'});
    const refused = await call(
      createAssessment,
      postJson('/api/recaptcha/validate/createAssessment?ff.recaptcha.bypassAssessment=0', {
        action: 'LOGIN',
        bypassAssessment: true,
      }),
    );
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).isValid).toBe(false);
  });

  it('answers 400 without an action or token, and 503 when the captcha service is down', async () => {
    const noAction = await call(
      createAssessment,
      postJson('/api/recaptcha/validate/createAssessment', {token: 'valid-X'}),
    );
    expect(noAction.status).toBe(400);
    expect(await readJson(noAction)).toEqual({isValid: false, message: 'Missing action argument'});

    await setFault('captcha', {down: true});
    try {
      const down = await call(
        createAssessment,
        postJson('/api/recaptcha/validate/createAssessment', {token: 'valid-X', action: 'X'}),
      );
      expect(down.status).toBe(503);
      expect((await readJson(down)).isValid).toBe(false);
    } finally {
      await setFault('captcha', null);
    }
  });
});

describe('POST /api/klaviyo/profile', () => {
  it('upserts the profile, and refuses a bad address', async () => {
    const ok = await call(profile, postJson('/api/klaviyo/profile', {email: 'Profile@Example.com'}));
    expect(ok.status).toBe(200);
    expect((await recorded('profile@example.com')).profiles).toHaveLength(1);
    const bad = await call(profile, postJson('/api/klaviyo/profile', {email: 'x'}));
    expect(bad.status).toBe(400);
    expect(await readJson(bad)).toMatchObject({ok: false, error: 'invalid-email'});
  });
});

describe('POST /api/klaviyo/backinstock/subscribe', () => {
  it('subscribes the address to a C-prefixed variant on the e-mail channel', async () => {
    const response = await call(
      backInStock,
      postJson('/api/klaviyo/backinstock/subscribe', {
        variant: 'C45000000000001',
        email: 'bis@example.com',
        platform: 'api',
      }),
    );
    expect(response.status).toBe(200);
    expect((await recorded('bis@example.com')).backInStock).toEqual([
      expect.objectContaining({variant: '$shopify:::$default:::45000000000001', channels: ['EMAIL']}),
    ]);
  });

  it.each([
    [{email: 'a@b.co', platform: 'api'}, 'invalid-variant'],
    [{variant: 'C1', email: 'nope', platform: 'api'}, 'invalid-email'],
    [{variant: 'C1', email: 'a@b.co', platform: 'shopify'}, 'invalid-platform'],
  ])('answers 400 for %j', async (body, error) => {
    const response = await call(backInStock, postJson('/api/klaviyo/backinstock/subscribe', body));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ok: false, error});
  });
});
