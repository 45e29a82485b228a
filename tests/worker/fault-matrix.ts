import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {issueFormToken} from '~/lib/form-token.server';
import {resolveLocalEnv} from '../../scripts/local-env';
import {formTokenIn, productHandles, startEmulatorOnly, type EmulatorHarness} from './harness';

/**
 * Every hosted service × {down, slow, erroring} × every page type and API route: the right
 * status, within the deadline, with the header and footer on every page. Each fault gets a
 * fresh worker (empty caches, closed breakers) in which the failing service has a short
 * budget, so a slow service costs each cell a fraction of a second; the healthy services keep
 * their usual budgets.
 */

/** The failing service's budget in these workers. */
const FAULTY_BUDGET_MS = 500;
/**
 * The healthy services' budget: long, so that only the failing service can time out even
 * when the machine running the tests is busy.
 */
const HEALTHY_BUDGET_MS = 20_000;
/** No cell may take longer: the short budget plus generous room for rendering on a busy machine. */
const DEADLINE_MS = 6000;
/** "Slow" is slower than the deadline: only the budget can end such a cell in time. */
const SLOW_MS = 12_000;

/** Budgets for a worker in which `faulty` fails. */
const budgetsFor = (faulty: Service) =>
  SERVICES.map((service) => `${service}=${service === faulty ? FAULTY_BUDGET_MS : HEALTHY_BUDGET_MS}`).join(
    ',',
  );
/** Cells of one fault run this many at a time. */
const CONCURRENCY = 4;

export type Service = 'storefront' | 'content' | 'search' | 'email' | 'captcha';
type Fault = 'down' | 'slow' | 'erroring';
const SERVICES: Service[] = ['storefront', 'content', 'search', 'email', 'captcha'];
const FAULTS: Record<Fault, Record<string, unknown>> = {
  down: {down: true},
  slow: {latencyMs: SLOW_MS},
  erroring: {errorRate: 1},
};

interface Cell {
  name: string;
  /** The status with the service healthy, and the one expected when `service` fails. */
  status: number;
  failing?: Partial<Record<Service, number>>;
  page?: boolean;
  request(base: string): Promise<Response>;
}

let emulator: EmulatorHarness;
let cells: Cell[];
let secret: string;
let warmHandle: string;
let spareHandle: string;
const ORIGIN_HEADER = (base: string) => ({Origin: base, 'Content-Type': 'application/json'});

/** One emulator for the file; the cells' requests, built once its seed is known. */
async function prepare(): Promise<void> {
  emulator = await startEmulatorOnly();
  secret = resolveLocalEnv({}, {}).SESSION_SECRET;
  // One product warms each worker; the cells use others, so nothing they need is cached.
  const handles = await productHandles(emulator.emulatorUrl, 21);
  warmHandle = handles[0];
  spareHandle = handles[20];
  let next = 1;
  const post = (path: string, body: Record<string, unknown>) => (base: string) =>
    fetch(`${base}${path}`, {method: 'POST', headers: ORIGIN_HEADER(base), body: JSON.stringify(body)});
  const signUp = (path: string, purpose: 'newsletter' | 'profile' | 'back-in-stock', extra = {}) => {
    return async (base: string) => {
      const email = `matrix-${next++}@example.com`;
      const formToken = await issueFormToken(secret, purpose);
      return post(path, {email, formToken, ...extra})(base);
    };
  };
  cells = [
    {name: 'home', status: 200, page: true, request: (base) => fetch(`${base}/fr-fr`)},
    {
      name: 'product',
      status: 200,
      page: true,
      failing: {storefront: 503},
      request: (base) => fetch(`${base}/fr-fr/products/${handles[(next++ % 19) + 1]}`),
    },
    {name: 'search', status: 200, page: true, request: (base) => fetch(`${base}/fr-fr/search?q=jogger`)},
    {
      name: 'community page',
      status: 200,
      page: true,
      failing: {content: 503},
      request: (base) => fetch(`${base}/fr-fr/pages/community`),
    },
    {
      name: 'stories',
      status: 200,
      page: true,
      failing: {storefront: 503},
      request: (base) => fetch(`${base}/fr-fr/blogs/community`),
    },
    {name: 'not found', status: 404, page: true, request: (base) => fetch(`${base}/fr-fr/no-such-page`)},
    {
      name: 'collection',
      status: 200,
      page: true,
      failing: {storefront: 503},
      request: (base) => fetch(`${base}/fr-fr/collections/women`),
    },
    {
      name: 'members-only collection (guest)',
      status: 302,
      failing: {storefront: 503},
      request: (base) => fetch(`${base}/fr-fr/collections/warehouse-sale`, {redirect: 'manual'}),
    },
    {name: 'sign-in page', status: 200, page: true, request: (base) => fetch(`${base}/fr-fr/account/login`)},
    {
      name: 'sign in (wrong password)',
      status: 400,
      page: true,
      request: (base) =>
        fetch(`${base}/fr-fr/account/login`, {
          method: 'POST',
          headers: {Origin: base, 'Content-Type': 'application/x-www-form-urlencoded'},
          body: new URLSearchParams({email: `matrix-${next++}@example.com`, password: 'wrong-password'}),
        }),
    },
    {
      name: 'account (guest)',
      status: 302,
      request: (base) => fetch(`${base}/fr-fr/account`, {redirect: 'manual'}),
    },
    {
      name: 'multipass (no checkout URL)',
      status: 400,
      request: post('/api/checkout/multipass', {checkoutUrl: ''}),
    },
    {name: 'robots.txt', status: 200, request: (base) => fetch(`${base}/robots.txt`)},
    // A list's data for the browser: failing search empties it; a collection needs the Storefront API.
    {
      name: 'search list data',
      status: 200,
      request: (base) => fetch(`${base}/fr-fr/api/listing/search?q=jogger`),
    },
    {
      name: 'collection list data',
      status: 200,
      failing: {storefront: 503},
      request: (base) => fetch(`${base}/fr-fr/api/listing/collections/women`),
    },
    {
      name: 'related products data',
      status: 200,
      request: (base) => fetch(`${base}/fr-fr/api/product-lists/${spareHandle}?id=1`),
    },
    // A product's other sections: the details need the Storefront API; the rest degrade.
    {
      name: 'product details data',
      status: 200,
      failing: {storefront: 503},
      request: (base) => fetch(`${base}/fr-fr/api/product-details/${spareHandle}`),
    },
    {
      name: 'reviews list data',
      status: 200,
      request: (base) => fetch(`${base}/fr-fr/api/review-list/${spareHandle}?id=1`),
    },
    {
      name: 'personalised products data',
      status: 200,
      request: (base) =>
        fetch(`${base}/fr-fr/api/product-recommendations/${spareHandle}?id=1`, {
          headers: {Cookie: 'alderline_reco_session=matrixsession1'},
        }),
    },
    {
      name: 'purchase column texts',
      status: 200,
      request: (base) => fetch(`${base}/fr-fr/api/product-parts/purchase?sizes=m&has=sizeGuide`),
    },
    {name: 'menus', status: 200, request: (base) => fetch(`${base}/fr-fr/api/shell/navigation`)},
    // Parts the page renders without sending their data: with content failing, they say so (null).
    {name: 'banner data', status: 200, request: (base) => fetch(`${base}/fr-fr/api/shell/banner`)},
    {name: 'home lead data', status: 200, request: (base) => fetch(`${base}/fr-fr/api/home/lead`)},
    {
      name: 'newsletter',
      status: 200,
      failing: {email: 503},
      request: signUp('/api/klaviyo/subscribe', 'newsletter', {country: 'FR'}),
    },
    {
      name: 'newsletter with captcha',
      status: 200,
      failing: {email: 503, captcha: 503},
      request: async (base) => {
        const formToken = await issueFormToken(secret, 'newsletter');
        return post('/api/klaviyo/subscribe?ff.recaptcha.bypassAssessment=0', {
          email: `matrix-captcha-${next++}@example.com`,
          formToken,
          captchaToken: 'valid-NEWSLETTERSIGNUP',
        })(base);
      },
    },
    {name: 'profile', status: 200, failing: {email: 503}, request: signUp('/api/klaviyo/profile', 'profile')},
    {
      name: 'back in stock',
      status: 200,
      failing: {email: 503},
      request: signUp('/api/klaviyo/backinstock/subscribe', 'back-in-stock', {
        variant: 'C45000000000001',
        platform: 'api',
      }),
    },
    {
      name: 'captcha assessment',
      status: 200,
      failing: {captcha: 503},
      request: post('/api/recaptcha/validate/createAssessment', {token: 'valid-LOGIN', action: 'LOGIN'}),
    },
    {name: 'country confirmation', status: 200, request: post('/api/country-confirmation', {})},
    {name: 'content webhook (unsigned)', status: 401, request: post('/api/content/webhook', {})},
    // A first visit's bag is empty without asking the Storefront API; adding needs it.
    {name: 'bag', status: 200, page: true, request: (base) => fetch(`${base}/fr-fr/cart`)},
    {
      name: 'add to bag',
      status: 200,
      failing: {storefront: 503},
      request: (base) =>
        fetch(`${base}/fr-fr/cart`, {
          method: 'POST',
          headers: {Origin: base},
          body: new URLSearchParams({
            cartFormInput: JSON.stringify({
              action: 'LinesAdd',
              inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/45000000000001', quantity: 1}]},
            }),
          }),
        }),
    },
    {
      name: 'monitoring',
      status: 202,
      request: post('/api/monitoring', {
        events: [{code: 'BROWSER-ERROR', message: 'm', time: new Date().toISOString()}],
      }),
    },
    {
      name: 'analytics',
      status: 202,
      request: post('/api/analytics', {
        events: [
          {
            name: 'page_viewed',
            id: 'matrix-1',
            time: new Date().toISOString(),
            sessionId: 'matrix',
            url: 'http://localhost/',
            market: {country: 'US', language: 'en-US', currency: 'USD'},
            consent: {analytics: true, preferences: true, marketing: true, sale_of_data: true},
            data: {},
          },
        ],
      }),
    },
  ];
}

async function cleanUp(): Promise<void> {
  await emulator?.setFaults({}).catch(() => undefined);
  await emulator?.stop();
}

interface Outcome {
  name: string;
  status: number;
  ms: number;
  shell: boolean;
}

async function run(cell: Cell, base: string): Promise<Outcome> {
  const started = Date.now();
  const response = await cell.request(base);
  const body = await response.text();
  return {
    name: cell.name,
    status: response.status,
    ms: Date.now() - started,
    shell: /<header[\s>]/.test(body) && /<footer[\s>]/.test(body),
  };
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

async function contentRequests(): Promise<number> {
  const stats = (await (await fetch(`${emulator.emulatorUrl}/__emulator/stats`)).json()) as {
    services: Record<string, {requests: number}>;
  };
  return stats.services.content?.requests ?? 0;
}

/**
 * A content load a request left running retries in the background for up to four times the
 * content budget, with growing pauses between attempts: no new content request for longer
 * than that means every such load has ended.
 */
const CONTENT_QUIET_MS = 4 * FAULTY_BUDGET_MS + 500;

/** The content requests once loads that requests left running have ended. */
async function settledContentRequests(): Promise<number> {
  let asked = await contentRequests();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, CONTENT_QUIET_MS));
    const now = await contentRequests();
    if (now === asked) return now;
    asked = now;
  }
}

/**
 * The matrix for `services`, with an emulator of its own: the fault switches are global to an
 * emulator, so the matrix is split across test files that run side by side.
 */
export function describeFaultMatrix(services: Service[]): void {
  beforeAll(prepare);
  afterAll(cleanUp);
  describeCells(services);
}

function describeCells(services: Service[]): void {
  describe('the fault matrix', () => {
    for (const service of services) {
      for (const fault of Object.keys(FAULTS) as Fault[]) {
        it(`${service} ${fault}: every page and API route answers in time with the right status`, async () => {
          await emulator.setFaults({});
          const worker = await emulator.startWorker({SERVICE_BUDGETS_MS: budgetsFor(service)});
          try {
            // Warm the isolate and the emulator on another market and product than the cells use.
            await (await fetch(`${worker.url}/en-gb/products/${warmHandle}`)).text();
            const warmHome = await (await fetch(`${worker.url}/en-gb`)).text();
            expect(formTokenIn(warmHome)).toMatch(/^v1\.newsletter\./);

            await emulator.setFaults({[service]: FAULTS[fault]});
            const outcomes = await inBatches(cells, CONCURRENCY, (cell) => run(cell, worker.url));
            for (const [index, outcome] of outcomes.entries()) {
              const cell = cells[index];
              const label = `${service} ${fault}: ${cell.name} (${outcome.ms} ms)`;
              expect(outcome.status, label).toBe(cell.failing?.[service] ?? cell.status);
              expect(outcome.ms, label).toBeLessThan(DEADLINE_MS);
              if (cell.page) expect(outcome.shell, `${label}: header and footer`).toBe(true);
            }

            if (service === 'content') {
              // The outage cost the first request its budget; the next one does not even ask. (The
              // first request's load may still be retrying in the background: wait until it stops.)
              await settledContentRequests();
              // On a slow machine the cells can outlast the breaker's cooldown, so the next request
              // may be its one probe; that probe fails and reopens it: the one after does not ask.
              // (The probe's load may retry after the answer, in the background: wait for it too.)
              const second = await run(cells[0], worker.url);
              expect(second.status).toBe(200);
              expect(second.shell).toBe(true);
              const asked = await settledContentRequests();
              const third = await run(cells[0], worker.url);
              expect(third.status).toBe(200);
              expect(third.shell).toBe(true);
              expect(await contentRequests()).toBe(asked);
            }
          } finally {
            await emulator.setFaults({});
            await worker.dispose();
          }
        }, 90_000);
      }
    }

    if (!services.includes('storefront')) return;
    it('a product page in a Storefront outage says when to come back', async () => {
      const worker = await emulator.startWorker({SERVICE_BUDGETS_MS: budgetsFor('storefront')});
      try {
        await (await fetch(`${worker.url}/en-gb`)).text();
        await emulator.setFaults({storefront: FAULTS.down});
        const response = await fetch(`${worker.url}/de-de/products/${spareHandle}`);
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
        expect(await response.text()).toMatch(/<header[\s>][\s\S]*<footer[\s>]/);
      } finally {
        await emulator.setFaults({});
        await worker.dispose();
      }
    }, 60_000);
  });
}
