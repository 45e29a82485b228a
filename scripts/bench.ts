/**
 * `npm run bench`: prints the figures our speed and size goals are judged by (never asserted).
 * Builds if needed, starts a fresh emulator and the built worker, then measures per page type
 * (home, product, search, collection and cart when those routes answer):
 * - first-load JS and first-paint CSS (gzip), HTML (raw and gzip), loader data (the page's `.data`),
 * - the JS loaded by the time the page is idle (gzip; lazy chunks asked for at once included),
 * - Storefront API and content calls per view, cold (fresh worker) and warm,
 * - server render p50/p95 over sequential requests on the built worker,
 * - requests per second at 10 and 50 connections (autocannon on loopback),
 * - Lighthouse mobile (performance, LCP, TBT, CLS; median of 3, the system Chromium),
 * and the emulator's own latencies.
 *
 * Options:
 *   --only=home,product   page types to measure (home, product, search, collection, cart)
 *   --quick               40 render samples; no load test, no Lighthouse
 *   --no-load --no-lighthouse --no-upstream --no-browser
 *   --dist=DIR            measure another checkout's build (its `dist`) against this emulator,
 *                         e.g. for an interleaved before/after: `--dist=../before/dist`
 *   --build               rebuild this checkout first
 *   --limits              only the request-limit figures (a 100 KB path answered 414, beside a home request)
 *   --soak                the limits, then 50 connections for --soak-minutes=N (5) with the worker's
 *                         memory and req/s per minute (scripts/soak.ts); no page figures
 */
import {execSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import autocannon from 'autocannon';
import {startLocalServices} from './local-services';
import {startBuiltWorker, type BuiltWorker} from './worker-runtime';
import {percentile} from './stats';
import {lighthouseMobile, type LighthouseFigures} from './lighthouse';
import {jsLoadedByIdle, overlayKeystrokeToPaint, withBrowser} from './bench-browser';
import {printLimits, printSoak} from './soak';

type PageType = 'home' | 'product' | 'search' | 'collection' | 'cart';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const quick = flag('quick');
const only = option('only')?.split(',') as PageType[] | undefined;
const distDir = resolve(option('dist') ?? 'dist');
const RENDER_SAMPLES = quick ? 40 : 200;
const UPSTREAM_SAMPLES = 100;
const LOAD_SECONDS = 8;

if (!option('dist') && (!existsSync('dist/server/index.js') || flag('build'))) {
  execSync('npm run build', {stdio: 'inherit'});
}

const dataDir = mkdtempSync(join(tmpdir(), 'alderline-bench-'));
const startedAt = performance.now();
const services = await startLocalServices({fileEnv: {}, shellEnv: {}, port: 0, dataDir, quiet: true});
const emulatorStartMs = performance.now() - startedAt;
const emulatorUrl = services.emulatorUrl!;
const startWorker = () => startBuiltWorker({env: services.workerEnv, distDir});

interface PageFigures {
  path: string;
  js: number;
  idleJs?: number;
  css: number;
  htmlRaw: number;
  htmlGzip: number;
  loaderData: number;
  cold: Calls;
  warm: Calls;
  render?: string;
  rps10?: number;
  rps50?: number;
  lighthouse?: LighthouseFigures;
}
interface Calls {
  storefront: number;
  content: number;
}

const pages = new Map<PageType, PageFigures>();
const extra: Array<[string, string]> = [];
let worker: BuiltWorker | undefined;

const hardening = flag('soak') || flag('limits');

try {
  worker = await startWorker();
  const paths = await discoverPages(worker.url);
  if (hardening) {
    await printLimits(worker.url);
    if (flag('soak')) {
      const soakPaths = [...paths.map(([, path]) => path), '/en-gb', '/no-such-page'];
      await printSoak(worker.url, soakPaths, Number(option('soak-minutes') ?? 5));
    }
  }
  for (const [type, path] of hardening ? [] : paths) {
    if (only && !only.includes(type)) continue;
    pages.set(type, await staticFigures(worker.url, path, await callsPerView(path)));
  }
  for (const figures of pages.values()) {
    figures.render = await timeRequests(`${worker.url}${figures.path}`);
  }
  if (!flag('no-browser')) {
    const origin = worker.url;
    await withBrowser(async (browser) => {
      for (const figures of pages.values()) {
        figures.idleJs = await jsLoadedByIdle(browser, origin, figures.path, distDir);
      }
      if (!only || only.includes('home')) {
        extra.push(['overlay: keystrokes → results painted', await overlayKeystrokeToPaint(browser, origin)]);
      }
    });
  }
  if (!quick && !flag('no-load')) {
    for (const figures of pages.values()) {
      figures.rps10 = await requestsPerSecond(`${worker.url}${figures.path}`, 10);
      figures.rps50 = await requestsPerSecond(`${worker.url}${figures.path}`, 50);
    }
  }
  if (!quick && !flag('no-lighthouse')) {
    for (const figures of pages.values()) {
      figures.lighthouse = await lighthouseMobile(`${worker.url}${figures.path}`, 3);
    }
  }
  extra.push(['worker bundle (dist/server/index.js)', kb(fileSize(join(distDir, 'server/index.js')))]);
  extra.push(['emulator start (with seed)', `${emulatorStartMs.toFixed(0)} ms`]);
  if (!hardening && !flag('no-upstream')) extra.push(...(await upstreamFigures(pages.get('product')?.path)));
} finally {
  await worker?.dispose();
  await services.stop();
  rmSync(dataDir, {recursive: true, force: true});
}

if (!hardening) printTable();

/** Where each page type lives in this build; types whose route does not answer 200 are left out. */
async function discoverPages(origin: string): Promise<Array<[PageType, string]>> {
  const homeHtml = await (await fetch(`${origin}/`)).text();
  const candidates: Array<[PageType, string | undefined]> = [
    ['home', '/'],
    ['product', /href="(\/products\/[a-z0-9-]+)"/.exec(homeHtml)?.[1]],
    ['search', '/search?q=jogger'],
    ['collection', /href="(\/collections\/[a-z0-9-]+)"/.exec(homeHtml)?.[1]],
    ['cart', '/cart'],
  ];
  const found: Array<[PageType, string]> = [];
  for (const [type, path] of candidates) {
    if (!path) continue;
    const response = await fetch(`${origin}${path}`);
    await response.arrayBuffer();
    if (response.status === 200) found.push([type, path]);
  }
  return found;
}

async function staticFigures(origin: string, path: string, calls: {cold: Calls; warm: Calls}) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const data = await (await fetch(`${origin}${dataUrl(path)}`)).arrayBuffer();
  return {
    path,
    js: assetsGzip(html, /(?:src|href)="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)/g),
    css: assetsGzip(html, /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g),
    htmlRaw: Buffer.byteLength(html),
    htmlGzip: gzipSync(html).length,
    loaderData: data.byteLength,
    ...calls,
  } satisfies PageFigures;
}

/** Remix single fetch: a page's loader data is at `{path}.data` (the home page's at `/_root.data`). */
function dataUrl(path: string): string {
  const url = new URL(path, 'http://bench');
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  return `${url.pathname}${url.search}`;
}

/** Upstream calls for one view on a fresh worker (cold caches), then for the same view again (warm). */
async function callsPerView(path: string): Promise<{cold: Calls; warm: Calls}> {
  const fresh = await startWorker();
  try {
    const view = async () => {
      await fetch(`${emulatorUrl}/__emulator/stats`, {method: 'DELETE'});
      await (await fetch(`${fresh.url}${path}`)).text();
      // Background cache writes (waitUntil) may still be talking to the emulator; let them finish.
      await new Promise((done) => setTimeout(done, 300));
      return upstreamCalls();
    };
    const cold = await view();
    const warm = await view();
    return {cold, warm};
  } finally {
    await fresh.dispose();
  }
}

async function upstreamCalls(): Promise<Calls> {
  const stats = (await (await fetch(`${emulatorUrl}/__emulator/stats`)).json()) as {
    services: Record<string, {requests: number} | undefined>;
  };
  return {
    storefront: stats.services.storefront?.requests ?? 0,
    content: stats.services.content?.requests ?? 0,
  };
}

/** Sum of the gzip sizes of the build's assets the page's HTML asks for (each counted once). */
function assetsGzip(html: string, pattern: RegExp): number {
  const sources = new Set<string>();
  for (const match of html.matchAll(pattern)) sources.add(match[1] ?? match[2]);
  let total = 0;
  for (const source of sources) {
    const file = join(distDir, 'client', source);
    if (existsSync(file)) total += gzipSync(readFileSync(file)).length;
  }
  return total;
}

async function timeRequests(url: string): Promise<string> {
  const samples: number[] = [];
  for (let index = 0; index < RENDER_SAMPLES; index++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.text();
    samples.push(performance.now() - started);
  }
  return `${percentile(samples, 50).toFixed(1)} / ${percentile(samples, 95).toFixed(1)}`;
}

async function requestsPerSecond(url: string, connections: number): Promise<number> {
  const result = await autocannon({url, connections, duration: LOAD_SECONDS});
  return result.requests.average;
}

async function upstreamFigures(productPath: string | undefined): Promise<Array<[string, string]>> {
  const handle = productPath?.split('/').pop() ?? 'gift-card';
  const storefront = `${emulatorUrl}/api/2025-07/graphql.json`;
  const productBody = JSON.stringify({
    query:
      'query Product($handle: String!) @inContext(country: GB, language: EN) { product(handle: $handle) { id title priceRange { minVariantPrice { amount currencyCode } } images(first: 10) { nodes { url } } variants(first: 20) { nodes { id availableForSale selectedOptions { name value } price { amount currencyCode } } } } }',
    variables: {handle},
  });
  const searchBody = JSON.stringify({
    requests: [
      {
        indexName: 'gb_products',
        params:
          'query=legging&hitsPerPage=4&clickAnalytics=true&ruleContexts=%5B%22search_bar%22%5D&filters=(requires_shipping%3Afalse%20OR%20online_inventory_available%3Atrue%20OR%20tags%3Aback-in-stock-enabled)%20AND%20NOT%20tags%3Afindify-remove',
      },
      {indexName: 'gb_products_query_suggestions', params: 'query=legging&hitsPerPage=8'},
    ],
  });
  return [
    [
      'emulator: product query',
      await timeUpstream(() =>
        fetch(storefront, {
          method: 'POST',
          headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'bench'},
          body: productBody,
        }),
      ),
    ],
    [
      'emulator: search multi-query',
      await timeUpstream(() =>
        fetch(`${emulatorUrl}/1/indexes/*/queries`, {
          method: 'POST',
          headers: {'x-algolia-application-id': 'EMULATOR', 'x-algolia-api-key': 'bench'},
          body: searchBody,
        }),
      ),
    ],
    [
      'emulator: content entries',
      await timeUpstream(() =>
        fetch(
          `${emulatorUrl}/spaces/alderline/environments/master/entries?content_type=header&locale=fr-fr&include=3`,
          {headers: {Authorization: 'Bearer bench'}},
        ),
      ),
    ],
  ];
}

async function timeUpstream(call: () => Promise<Response>): Promise<string> {
  const first = await call();
  if (!first.ok) return `unavailable (HTTP ${first.status})`;
  await first.arrayBuffer();
  const samples: number[] = [];
  for (let index = 0; index < UPSTREAM_SAMPLES; index++) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return `p50 ${percentile(samples, 50).toFixed(2)} ms, p95 ${percentile(samples, 95).toFixed(2)} ms (n=${UPSTREAM_SAMPLES})`;
}

function printTable() {
  const columns = [...pages.entries()];
  const row = (name: string, value: (figures: PageFigures) => string | undefined): string[] | null => {
    const cells = columns.map(([, figures]) => value(figures));
    return cells.every((cell) => cell === undefined) ? null : [name, ...cells.map((cell) => cell ?? '–')];
  };
  const lh = (pick: (figures: LighthouseFigures) => string) => (figures: PageFigures) =>
    figures.lighthouse ? pick(figures.lighthouse) : undefined;
  const rows = [
    ['', ...columns.map(([type]) => type)],
    ['path', ...columns.map(([, figures]) => figures.path)],
    row('first-load JS gzip (kB)', (f) => kbNumber(f.js)),
    row('JS loaded by idle gzip (kB)', (f) => (f.idleJs === undefined ? undefined : kbNumber(f.idleJs))),
    row('first-paint CSS gzip (kB)', (f) => kbNumber(f.css)),
    row('HTML raw / gzip (kB)', (f) => `${kbNumber(f.htmlRaw)} / ${kbNumber(f.htmlGzip)}`),
    row('loader data (kB)', (f) => kbNumber(f.loaderData)),
    row('storefront calls cold / warm', (f) => `${f.cold.storefront} / ${f.warm.storefront}`),
    row('content calls cold / warm', (f) => `${f.cold.content} / ${f.warm.content}`),
    row(`server render p50 / p95 (ms, n=${RENDER_SAMPLES})`, (f) => f.render),
    row('req/s at 10 connections', (f) => f.rps10?.toFixed(0)),
    row('req/s at 50 connections', (f) => f.rps50?.toFixed(0)),
    row(
      'Lighthouse mobile performance',
      lh((l) => String(l.score)),
    ),
    row(
      'Lighthouse LCP (ms)',
      lh((l) => l.lcp.toFixed(0)),
    ),
    row(
      'Lighthouse TBT (ms)',
      lh((l) => l.tbt.toFixed(0)),
    ),
    row(
      'Lighthouse CLS',
      lh((l) => l.cls.toFixed(3)),
    ),
  ].filter((cells): cells is string[] => cells !== null);
  const widths = rows[0].map((_, index) => Math.max(...rows.map((cells) => cells[index].length)));
  console.log(`\nAlderline bench (${distDir})\n`);
  for (const cells of rows) {
    console.log(
      cells
        .map((cell, index) => (index === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[index])))
        .join('  '),
    );
  }
  console.log('');
  const width = Math.max(...extra.map(([name]) => name.length));
  for (const [name, value] of extra) console.log(`${name.padEnd(width)}  ${value}`);
}

function fileSize(path: string): number {
  return existsSync(path) ? readFileSync(path).length : 0;
}

function kb(bytes: number): string {
  return `${kbNumber(bytes)} kB`;
}

function kbNumber(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
