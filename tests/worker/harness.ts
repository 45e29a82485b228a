import {mkdtempSync, rmSync} from 'node:fs';
import {request} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {en} from '../../app/lib/i18n/messages/en';
import {startLocalServices} from '../../scripts/local-services';
import {startBuiltWorker} from '../../scripts/worker-runtime';

export interface WorkerHarness {
  storefrontUrl: string;
  emulatorUrl: string;
  stop(): Promise<void>;
}

interface WorkerOptions {
  /** workerd's own log, line by line (see `startBuiltWorker`). */
  runtimeLog?: (line: string) => void;
}

/** A fresh emulator on a free port with the built worker in front of it. */
export async function startWorkerHarness(
  envOverrides: Record<string, string> = {},
  options: WorkerOptions = {},
): Promise<WorkerHarness> {
  const emulator = await startEmulatorOnly();
  const worker = await emulator.startWorker(envOverrides, options);
  return {
    storefrontUrl: worker.url,
    emulatorUrl: emulator.emulatorUrl,
    async stop() {
      await worker.dispose();
      await emulator.stop();
    },
  };
}

export interface EmulatorHarness {
  emulatorUrl: string;
  /** The environment a worker gets against this emulator (before any overrides). */
  workerEnv: Record<string, string>;
  /** A fresh worker (its own isolate: empty caches, closed breakers) against this emulator. */
  startWorker(
    envOverrides?: Record<string, string>,
    options?: WorkerOptions,
  ): Promise<{url: string; dispose(): Promise<void>}>;
  /** Replaces the emulator's faults, e.g. `{content: {down: true}}`; `{}` clears them. */
  setFaults(faults: Record<string, unknown>): Promise<void>;
  stop(): Promise<void>;
}

/** One emulator for several workers (the fault matrix starts a worker per fault). */
export async function startEmulatorOnly(): Promise<EmulatorHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'alderline-worker-'));
  const services = await startLocalServices({fileEnv: {}, shellEnv: {}, port: 0, dataDir, quiet: true});
  const emulatorUrl = services.emulatorUrl!;
  return {
    emulatorUrl,
    workerEnv: services.workerEnv,
    startWorker: (envOverrides = {}, options = {}) =>
      startBuiltWorker({env: {...services.workerEnv, ...envOverrides}, emulatorUrl, ...options}),
    async setFaults(faults) {
      const response = await fetch(`${emulatorUrl}/__emulator/faults`, {
        method: 'PUT',
        body: JSON.stringify(faults),
      });
      if (!response.ok) throw new Error(`Setting faults failed: ${response.status}`);
    },
    async stop() {
      await services.stop();
      rmSync(dataDir, {recursive: true, force: true});
    },
  };
}

/** Handles of seeded products, straight from the Storefront emulator. */
export async function productHandles(emulatorUrl: string, count: number): Promise<string[]> {
  const response = await fetch(`${emulatorUrl}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'test'},
    body: JSON.stringify({query: `{ products(first: ${count}) { nodes { handle } } }`}),
  });
  const body = (await response.json()) as {data: {products: {nodes: Array<{handle: string}>}}};
  return body.data.products.nodes.map((node) => node.handle);
}

/** The newsletter form's token, read from a page the way a browser would get it. */
export function formTokenIn(html: string): string {
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('The page has no newsletter form token');
  return token;
}

/** Product page paths linked from a page's HTML. */
export function productLinks(html: string): string[] {
  return [...html.matchAll(/href="([^"]*\/products\/[a-z0-9-]+)"/g)].map((match) => match[1]);
}

/** GET with an explicit Host header, as a shopper reaching a market's own domain would send. */
export function getWithHostHeader(
  storefrontUrl: string,
  path: string,
  host: string,
): Promise<{status: number; html: string}> {
  const {hostname, port} = new URL(storefrontUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {hostname, port, path, headers: {Host: host, Cookie: 'automation=1'}},
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () => resolve({status: response.statusCode ?? 0, html}));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A seeded product handle carrying the given tag, straight from the Storefront emulator. */
export async function productTagged(emulatorUrl: string, tag: string): Promise<string> {
  const response = await fetch(`${emulatorUrl}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'test'},
    body: JSON.stringify({query: `{ products(first: 1, query: "tag:${tag}") { nodes { handle } } }`}),
  });
  const body = (await response.json()) as {data: {products: {nodes: Array<{handle: string}>}}};
  const handle = body.data.products.nodes[0]?.handle;
  if (!handle) throw new Error(`The seed has no product tagged ${tag}`);
  return handle;
}

const NAMESPACES = Object.keys(en).join('|');

/**
 * Texts a page shows as their bare message keys ('search.sortBy' instead of its words): the
 * page was not sent that text. Scripts (the hydration data, which names keys) are left out.
 */
export function bareMessageKeys(html: string): string[] {
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
  const pattern = new RegExp(`[>"]\\s*((?:${NAMESPACES})\\.[A-Za-z][\\w.]*)`, 'g');
  return [...markup.matchAll(pattern)].map((match) => match[1]);
}

/** A browser's cookies for the store, kept across requests (redirects are not followed). */
export class Shopper {
  private cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request(path: string, init: RequestInit = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      redirect: 'manual',
      headers: {...(init.headers as Record<string, string>), Cookie: this.cookieHeader()},
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      this.cookies.set(name, value.join('='));
    }
    return {status: response.status, headers: response.headers, html: await response.text()};
  }

  /** A form post from the store's own pages. */
  post(path: string, fields: Record<string, string>) {
    return this.request(path, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: this.baseUrl},
      body: new URLSearchParams(fields),
    });
  }

  /** Adds a variant to the bag as the product page's form does (with JavaScript). */
  add(prefix: string, variantId: string) {
    return this.post(`${prefix}/cart`, {
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: variantId, quantity: 1}]},
      }),
    });
  }

  /** Signs in on the sign-in page; fails the test if the store refuses. */
  async signIn(email: string, password = 'password123') {
    const {status} = await this.post('/account/login', {email, password});
    if (status !== 302) throw new Error(`Signing in as ${email} answered ${status}`);
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A browser's cookies for the store, kept across requests (an automated visitor's, like the journeys'). */
export class Visitor {
  private cookies = new Map<string, string>([['automation', '1']]);

  constructor(private readonly storefrontUrl: string) {}

  /** `follow`: where a redirect leads is what answers. */
  async get(path: string, follow = false) {
    const response = await fetch(`${this.storefrontUrl}${path}`, {
      redirect: follow ? 'follow' : 'manual',
      headers: {Cookie: this.cookieHeader()},
    });
    this.keep(response);
    return {status: response.status, headers: response.headers, body: await response.text()};
  }

  /** A form post from the store's own page (its Origin). */
  async post(path: string, fields: Record<string, string>) {
    const response = await fetch(`${this.storefrontUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: this.storefrontUrl,
        Cookie: this.cookieHeader(),
      },
      body: new URLSearchParams(fields),
    });
    this.keep(response);
    return {status: response.status, body: await response.text()};
  }

  /** Signs in with a seeded login (every one's password is `password123`); the status of the answer. */
  async signIn(email: string, prefix = ''): Promise<number> {
    return (await this.post(`${prefix}/account/login`, {email, password: 'password123'})).status;
  }

  private keep(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
