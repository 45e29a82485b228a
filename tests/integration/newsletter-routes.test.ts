import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
// The route tests talk to a real emulator, as the journeys do.
import {startEmulator, type RunningEmulator} from '../../emulator';
import {getMarket} from '@markets';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {resolveFeatureFlags} from '~/lib/flags';
import {requestDeadlines, serviceBudgets} from '~/lib/deadlines.server';
import {issueFormToken, type FormPurpose} from '~/lib/form-token.server';
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
  return {
    env,
    config: {sessionSecret: SECRET},
    deadlines: requestDeadlines(serviceBudgets(env)),
    market: getMarket('GB'),
    pathPrefix: '/en-gb',
  } as unknown as AppLoadContext;
}

const SECRET = 'integration-session-secret';
const ORIGIN = 'https://shop.test';

/** The form each route belongs to; its token is added to every body sent there. */
const PURPOSES: Record<string, FormPurpose> = {
  '/api/klaviyo/subscribe': 'newsletter',
  '/api/klaviyo/profile': 'profile',
  '/api/klaviyo/backinstock/subscribe': 'back-in-stock',
};

async function withFormToken(path: string, body: Record<string, unknown>) {
  const purpose = PURPOSES[path.split('?')[0]];
  return purpose && !('formToken' in body)
    ? {...body, formToken: await issueFormToken(SECRET, purpose)}
    : body;
}

type ActionArgs = Parameters<typeof subscribe>[0];

const readJson = async (response: Response) => (await response.json()) as Record<string, unknown>;

async function call(
  handler: (args: ActionArgs) => Promise<Response>,
  request: Request | Promise<Request>,
  ctx = context(),
) {
  return handler({request: await request, context: ctx, params: {}} as ActionArgs);
}

async function postJson(path: string, body: unknown, headers: Record<string, string> = {Origin: ORIGIN}) {
  const json =
    typeof body === 'string'
      ? body
      : JSON.stringify(await withFormToken(path, body as Record<string, unknown>));
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: json,
  });
}

async function postForm(path: string, fields: Record<string, string>) {
  const body = new URLSearchParams((await withFormToken(path, fields)) as Record<string, string>);
  return new Request(`${ORIGIN}${path}`, {method: 'POST', headers: {Origin: ORIGIN}, body});
}

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
    const response = await call(subscribe, postJson('/api/klaviyo/subscribe', {email: 'Ada@Example.com'}));
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

  it('runs the NEWSLETTERSIGNUP assessment when the server flag says so', async () => {
    const valid = await call(
      subscribe,
      postJson('/api/klaviyo/subscribe?ff.recaptcha.bypassAssessment=0', {
        email: 'grace@example.com',
        captchaToken: 'valid-NEWSLETTERSIGNUP',
      }),
    );
    expect(valid.status).toBe(200);

    const lowScore = await call(
      subscribe,
      postJson('/api/klaviyo/subscribe?ff.recaptcha.bypassAssessment=0', {
        email: 'bot@example.com',
        captchaToken: 'low-score-NEWSLETTERSIGNUP',
      }),
    );
    expect(lowScore.status).toBe(403);
    expect(await readJson(lowScore)).toMatchObject({ok: false, error: 'captcha', captcha: 'low-score'});
    expect((await recorded('bot@example.com')).subscriptions).toEqual([]);
  });

  it('runs the assessment when the server flag is off, whatever the body asks', async () => {
    const request = postJson('/api/klaviyo/subscribe?ff.recaptcha.bypassAssessment=0', {
      email: 'mallory@example.com',
      bypassAssessment: true,
    });
    const response = await call(subscribe, request);
    expect(response.status).toBe(403);
    expect(await readJson(response)).toMatchObject({error: 'captcha', captcha: 'missing-token'});
  });

  it('answers 400 with the reason for a missing or invalid e-mail', async () => {
    const missing = await call(subscribe, postJson('/api/klaviyo/subscribe', {}));
    const invalid = await call(subscribe, postJson('/api/klaviyo/subscribe', {email: 'nope'}));
    expect([missing.status, invalid.status]).toEqual([400, 400]);
    expect((await readJson(missing)).error).toBe('required');
    expect((await readJson(invalid)).error).toBe('invalid-email');
  });

  it('answers bad requests with a clear 4xx JSON, never a 500', async () => {
    const cases: Array<[Request | Promise<Request>, number]> = [
      [postJson('/api/klaviyo/subscribe', '{oops'), 400],
      [postJson('/api/klaviyo/subscribe', JSON.stringify({email: 'a'.repeat(20_000)})), 413],
      [
        new Request('https://shop.test/api/klaviyo/subscribe', {
          method: 'POST',
          body: 'email',
          headers: {'Content-Type': 'text/plain', Origin: ORIGIN},
        }),
        415,
      ],
      [new Request('https://shop.test/api/klaviyo/subscribe', {method: 'DELETE'}), 405],
      [
        postJson('/api/klaviyo/subscribe', {
          email: 'a@b.co',
          listId: 'someone-elses-list',
        }),
        400,
      ],
    ];
    for (const [request, status] of cases) {
      const response = await call(subscribe, request);
      expect(response.status).toBe(status);
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
      const response = await call(subscribe, postJson('/api/klaviyo/subscribe', {email: 'down@example.com'}));
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
      postJson('/api/klaviyo/subscribe', {email: 'content-list@example.com'}),
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
      postJson('/api/klaviyo/subscribe', {email: 'a@b.co'}),
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

describe('sign-ups are protected whatever the captcha setting', () => {
  const routes = [
    [subscribe, '/api/klaviyo/subscribe', {}],
    [profile, '/api/klaviyo/profile', {}],
    [backInStock, '/api/klaviyo/backinstock/subscribe', {variant: 'C45000000000001', platform: 'api'}],
  ] as const;

  it.each(routes)(
    '%#: refuse another site, a post without Origin, and a missing or forged form token',
    async (handler, path, extra) => {
      const body = {...extra, email: 'guarded@example.com', bypassAssessment: true};
      const crossSite = await call(handler, postJson(path, body, {Origin: 'https://evil.example'}));
      expect(crossSite.status).toBe(403);
      expect(await readJson(crossSite)).toMatchObject({ok: false, error: 'cross-origin'});
      expect((await call(handler, postJson(path, body, {}))).status).toBe(403);

      const noToken = await call(handler, postJson(path, {...body, formToken: ''}));
      expect(noToken.status).toBe(403);
      expect(await readJson(noToken)).toMatchObject({ok: false, error: 'form-expired'});
      const otherForm = await issueFormToken(SECRET, path.includes('profile') ? 'newsletter' : 'profile');
      expect((await call(handler, postJson(path, {...body, formToken: otherForm}))).status).toBe(403);
      const otherSecret = await issueFormToken('not-the-secret', PURPOSES[path]);
      expect((await call(handler, postJson(path, {...body, formToken: otherSecret}))).status).toBe(403);
      expect((await recorded('guarded@example.com')).subscriptions).toEqual([]);
    },
  );

  it('refuses the 21st sign-up from one IP within a minute with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) {
      last = await call(
        subscribe,
        postJson(
          '/api/klaviyo/subscribe',
          {email: `burst${i}@example.com`},
          {Origin: ORIGIN, 'oxygen-buyer-ip': '198.51.100.7'},
        ),
      );
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await readJson(last!)).toMatchObject({ok: false, error: 'rate-limited'});
    // Another visitor is not affected.
    const other = await call(
      subscribe,
      postJson(
        '/api/klaviyo/subscribe',
        {email: 'calm@example.com'},
        {Origin: ORIGIN, 'oxygen-buyer-ip': '198.51.100.8'},
      ),
    );
    expect(other.status).toBe(200);
  });

  it('refuses an eleventh sign-up for one address within the hour, from any IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await call(
        backInStock,
        postJson(
          '/api/klaviyo/backinstock/subscribe',
          {variant: `C4500000000000${i % 10}`, platform: 'api', email: 'Often@Example.com'},
          {Origin: ORIGIN, 'oxygen-buyer-ip': `203.0.113.${i}`},
        ),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it('sends a script-less form that hit a limit back to its page with the reason', async () => {
    const request = await postForm('/api/klaviyo/subscribe', {
      email: 'nojs@example.com',
      returnTo: '/en-gb',
      formToken: 'stale',
    });
    const response = await call(subscribe, request);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/en-gb?newsletter=form-expired#newsletter');
  });
});
