import {createMiniOxygen} from '@shopify/mini-oxygen';
import {request} from 'node:http';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {COMPATIBILITY_DATE, runtimeLogging} from '../../scripts/worker-runtime';
import {productLinks, startWorkerHarness, type WorkerHarness} from './harness';

/**
 * Shoppers who leave mid-request (decision 034). The worker log is what MiniOxygen prints from
 * the worker (console lines); workerd's own verbose log says where the runtime met each
 * exception it reports, which the console lines do not.
 */

let harness: WorkerHarness;
const runtimeLog: string[] = [];

/**
 * A worker that answers as slowly as fifty first renders at once on a busy two-core machine
 * make it, without a report for it: every service budget at its longest, and no personalisation
 * service (its 400 ms session and 2 s request budgets are fixed). A call that outlasts its budget
 * is reported whether or not its shopper stayed (decision 034 measured the same reports with no
 * one leaving), so here a report can only come from the departures.
 */
const UNHURRIED = {
  SERVICE_BUDGETS_MS:
    'storefront=60000,content=60000,search=60000,email=60000,captcha=60000,personalisation=60000',
  PERSONALISATION_URL: '',
  PERSONALISATION_API_KEY: '',
};

beforeAll(async () => {
  harness = await startWorkerHarness(UNHURRIED, {runtimeLog: (line) => runtimeLog.push(line)});
});

afterAll(async () => {
  await harness?.stop();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the worker prints, as the test process's console receives it from MiniOxygen. */
function workerConsole(): string[] {
  const lines: string[] = [];
  for (const method of ['error', 'warn', 'log', 'info', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg)).trim()).join(' '));
    });
  }
  return lines;
}

/**
 * MiniOxygen prints every exception workerd reports as "Uncaught Error: …", without where the
 * runtime met it. The runtime's own line for a response it could not deliver to a client that
 * had gone is `source = Uncaught (in response)` in its log; any worker writes it (see the
 * worker without our code below). The console lines that are not one of those, one for one.
 */
function unexplained(consoleLines: string[], runtimeLines: string[]): string[] {
  let undelivered = runtimeLines.filter((line) => UNDELIVERED.test(line)).length;
  return consoleLines.filter((line) => {
    if (line !== 'Uncaught Error: Network connection lost.' || undelivered === 0) return true;
    undelivered--;
    return false;
  });
}
const UNDELIVERED =
  /uncaught exception; source = Uncaught \(in response\); stack = Error: Network connection lost\.$/;

type Departure = 'before the first byte' | 'after the first byte';

/**
 * A request over its own connection that the client closes before any of the answer arrives
 * (as soon as the request is sent) or once its first bytes have.
 */
function leave(
  origin: string,
  path: string,
  when: Departure,
  init: {method?: string; headers?: Record<string, string>; body?: string} = {},
): Promise<string> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve) => {
    const outgoing = request({
      hostname,
      port,
      path,
      agent: false,
      method: init.method,
      headers: init.headers,
    });
    outgoing.on('error', () => resolve('connection error'));
    if (when === 'before the first byte') {
      outgoing.on('finish', () => {
        outgoing.destroy();
        resolve('left before the first byte');
      });
    }
    outgoing.on('response', (response) => {
      response.once('data', () => {
        outgoing.destroy();
        resolve(when === 'before the first byte' ? 'answered before leaving' : 'left after the first byte');
      });
      response.on('end', () => resolve('read to the end'));
    });
    outgoing.end(init.body);
  });
}

/** Waits until the worker has printed nothing for a while: what the departures left running has settled. */
async function quiet(lines: string[], {idleMs = 1500, maxMs = 20_000} = {}) {
  const start = Date.now();
  let seen = -1;
  let since = Date.now();
  while (Date.now() - start < maxMs) {
    const count = lines.length + runtimeLog.length;
    if (count !== seen) [seen, since] = [count, Date.now()];
    else if (Date.now() - since >= idleMs) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function monitoredEventCount(): Promise<number> {
  const response = await fetch(`${harness.emulatorUrl}/api/monitoring/__events`);
  return ((await response.json()) as {count: number}).count;
}

/** A variant for sale, straight from the Storefront emulator. */
async function variantForSale(): Promise<string> {
  const response = await fetch(`${harness.emulatorUrl}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'test'},
    body: JSON.stringify({
      query:
        '{ products(first: 10) { nodes { isGiftCard variants(first: 5) { nodes { id availableForSale } } } } }',
    }),
  });
  const body = (await response.json()) as {
    data: {
      products: {
        nodes: Array<{
          isGiftCard: boolean;
          variants: {nodes: Array<{id: string; availableForSale: boolean}>};
        }>;
      };
    };
  };
  for (const product of body.data.products.nodes) {
    const variant = product.variants.nodes.find((node) => node.availableForSale);
    if (variant && !product.isGiftCard) return variant.id;
  }
  throw new Error('No variant for sale in the seed');
}

describe('shoppers who leave mid-request', () => {
  it('leave nothing of ours in the worker log and no report, and the worker keeps serving', async () => {
    const origin = harness.storefrontUrl;
    const home = await (await fetch(`${origin}/en-gb`)).text();
    const product = productLinks(home)[0];
    const collection = /href="(\/en-gb\/collections\/[a-z0-9-]+)"/.exec(home)?.[1];
    expect(product && collection, 'the home page links a product and a collection').toBeTruthy();
    const pages = ['/', '/en-gb', '/ar-ae', product, '/en-gb/search?q=jogger', collection!, '/en-gb/cart'];
    const data = [
      '/en-gb.data',
      `${product}.data`,
      '/en-gb/search.data?q=jogger',
      `${collection}.data`,
      '/en-gb/cart.data',
    ];
    const api = [
      '/en-gb/api/shell/navigation',
      '/en-gb/api/search',
      '/en-gb/api/listing/search?q=jogger',
      '/en-gb/api/home/lead',
    ];
    const addToBag = {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: origin},
      body: new URLSearchParams({
        cartFormInput: JSON.stringify({
          action: 'LinesAdd',
          inputs: {lines: [{merchandiseId: await variantForSale()}]},
        }),
      }).toString(),
    };
    const requests = [...pages, ...data, ...api].map((path) => ({path, init: {}}));
    // Each answered once first: the departures meet a worker past its first, cold requests.
    for (const {path} of requests) expect((await fetch(`${origin}${path}`)).status, path).toBe(200);
    requests.push({path: '/en-gb/cart', init: addToBag});
    const before = await monitoredEventCount();
    const lines = workerConsole();
    runtimeLog.length = 0;

    // Fifty at once, half leaving before the first byte and half after it.
    const outcomes = await Promise.all(
      Array.from({length: 50}, (_, i) => {
        const {path, init} = requests[i % requests.length];
        return leave(origin, path, i % 2 === 0 ? 'before the first byte' : 'after the first byte', init);
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'left before the first byte')).toHaveLength(25);
    expect(outcomes.filter((outcome) => outcome === 'left after the first byte')).toHaveLength(25);
    await quiet(lines);
    vi.restoreAllMocks();

    expect((await fetch(`${origin}/en-gb`)).status).toBe(200);
    expect(unexplained(lines, runtimeLog)).toEqual([]);
    // The runtime did meet the departures (at least every answer written after its shopper left).
    const undelivered = runtimeLog.filter((line) => UNDELIVERED.test(line)).length;
    expect(undelivered).toBeGreaterThanOrEqual(25);
    expect(undelivered).toBeLessThanOrEqual(50);
    // Reports reach monitoring after their request: a later request sends what is queued.
    await (await fetch(`${origin}/en-gb/api/shell/navigation`)).text();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await monitoredEventCount()).toBe(before);
  });
});

describe('the runtime’s own line for an answer nobody is there to read', () => {
  it('is written for a worker with no code of ours, as the log check above expects', async () => {
    const runtimeLines: string[] = [];
    const lines = workerConsole();
    const miniOxygen = createMiniOxygen({
      port: 0,
      host: '127.0.0.1',
      requestHook: null,
      ...runtimeLogging((line) => runtimeLines.push(line)),
      workers: [
        {
          name: 'minimal',
          modules: true,
          script: `export default {
            async fetch() {
              await new Promise((resolve) => setTimeout(resolve, 300));
              return new Response('an answer nobody reads');
            },
          };`,
          compatibilityDate: COMPATIBILITY_DATE,
          stripCfConnectingIp: false,
        },
      ],
    });
    try {
      const {workerUrl} = await miniOxygen.ready;
      const outcomes = await Promise.all(
        [1, 2, 3].map(() => leave(workerUrl.origin, '/', 'before the first byte')),
      );
      expect(outcomes).toEqual(Array(3).fill('left before the first byte'));
      await expect.poll(() => lines.length, {timeout: 5000}).toBe(3);
      expect(lines).toEqual(Array(3).fill('Uncaught Error: Network connection lost.'));
      expect(runtimeLines.filter((line) => UNDELIVERED.test(line))).toHaveLength(3);
      expect(unexplained(lines, runtimeLines)).toEqual([]);
    } finally {
      vi.restoreAllMocks();
      await miniOxygen.dispose();
    }
  });
});
