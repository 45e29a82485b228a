/**
 * `npm run bench`: prints the figures our speed and size goals are judged by (never asserted).
 * Builds if needed, starts a fresh emulator and the built worker, then measures per page type
 * (home, product, search, collection and cart when those routes answer):
 * - first-load JS (every script and module preload the HTML asks for; and the root route's own
 *   chunk alone) and first-screen CSS (the stylesheets linked before the page's main content
 *   begins, and inline styles: the head's block the first paint, and one linked in the body holds
 *   back what follows it, so one before `<main>` holds back the whole page's content), gzip, and
 *   all CSS the page links,
 * - the JS loaded by the time the page is idle (gzip; lazy chunks asked for at once included),
 * - HTML (raw and gzip), loader data (the page's `.data`: what a navigation to it downloads),
 * - Storefront API and content calls per view, cold (fresh worker) and warm, and how long that
 *   cold view took (the first request a freshly started worker answers, its caches empty),
 * - server render p50/p95 over sequential requests on the built worker,
 * - the bag's add-to-bag action p50/p95 (a new bag, then an add to that bag) when `/cart` answers,
 * - requests per second at 10 and 50 connections (autocannon on loopback),
 * - Lighthouse mobile (performance, LCP, TBT, CLS; median of 3, the system Chromium),
 * and the emulator's own latencies.
 *
 * Options:
 *   --only=home,product   page types to measure (home, product, search, collection, cart)
 *   --quick               40 render samples; no load test, no Lighthouse
 *   --no-load --no-lighthouse --no-upstream --no-browser
 *   --lighthouse-runs=N   audits per page and build (3), of which the median is printed; on a
 *                         busy two-core machine a page's TBT varies by 100 ms or more between runs
 *   --dist=DIR            measure another checkout's build (its `dist`) instead of this one's
 *   --compare=DIR         measure this build AND another checkout's build side by side in one
 *                         run, interleaved (request by request, load runs and audits alternating),
 *                         so a busy machine slows both alike; e.g. `--compare=../before/dist`
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
import {medianRun, openLighthouse, type LighthouseFigures} from './lighthouse';
import {jsLoadedByIdle, overlayKeystrokeToPaint, withBrowser} from './bench-browser';
import {printLimits, printSoak} from './soak';

type PageType = 'home' | 'product' | 'search' | 'collection' | 'cart';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const quick = flag('quick');
const only = option('only')?.split(',') as PageType[] | undefined;
const RENDER_SAMPLES = quick ? 40 : 200;
const UPSTREAM_SAMPLES = 100;
const LOAD_SECONDS = 8;
const LIGHTHOUSE_RUNS = Number(option('lighthouse-runs') ?? 3);
if (!Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 1) {
  throw new Error(
    `--lighthouse-runs takes a whole number of audits, 1 or more (got ${option('lighthouse-runs')})`,
  );
}

interface Build {
  label: string;
  distDir: string;
  worker?: BuiltWorker;
  pages: Map<PageType, PageFigures>;
}
const primaryDist = resolve(option('dist') ?? 'dist');
const builds: Build[] = [{label: option('compare') ? 'this' : '', distDir: primaryDist, pages: new Map()}];
if (option('compare')) builds.push({label: 'other', distDir: resolve(option('compare')!), pages: new Map()});

if (!option('dist') && (!existsSync('dist/server/index.js') || flag('build'))) {
  execSync('npm run build', {stdio: 'inherit'});
}

const dataDir = mkdtempSync(join(tmpdir(), 'alderline-bench-'));
const startedAt = performance.now();
const services = await startLocalServices({fileEnv: {}, shellEnv: {}, port: 0, dataDir, quiet: true});
const emulatorStartMs = performance.now() - startedAt;
const emulatorUrl = services.emulatorUrl!;
const startWorker = (build: Build) =>
  startBuiltWorker({env: services.workerEnv, distDir: build.distDir, emulatorUrl});

interface PageFigures {
  path: string;
  js: number;
  idleJs?: number;
  rootJs: number;
  css: number;
  /** Every stylesheet the page links, wherever. */
  cssAll: number;
  htmlRaw: number;
  htmlGzip: number;
  loaderData: number;
  cold: Calls;
  warm: Calls;
  /** The cold view's time: a freshly started worker's first request. */
  coldMs: number;
  render?: string;
  rps10?: number;
  rps50?: number;
  lighthouse?: LighthouseFigures;
  /** Every audit's TBT, lowest first: the median alone hides how much runs differ. */
  tbtRuns?: number[];
}
interface Calls {
  storefront: number;
  content: number;
}

const extra: Array<[string, string]> = [];

const hardening = flag('soak') || flag('limits');

try {
  for (const build of builds) {
    build.worker = await startWorker(build);
    const paths = await discoverPages(build.worker.url);
    if (hardening) {
      await printLimits(build.worker.url);
      if (flag('soak')) {
        const soakPaths = [...paths.map(([, path]) => path), '/en-gb', '/no-such-page'];
        await printSoak(build.worker.url, soakPaths, Number(option('soak-minutes') ?? 5));
      }
      continue;
    }
    for (const [type, path] of paths) {
      if (only && !only.includes(type)) continue;
      build.pages.set(type, await staticFigures(build, path, await callsPerView(build, path)));
    }
  }
  const types = [...builds[0].pages.keys()];
  for (const type of types) await timeRequests(type);
  if (types.includes('cart')) await timeAddToBag(builds[0].pages.get('product')?.path);
  if (!hardening && !flag('no-browser')) {
    await withBrowser(async (browser) => {
      for (const build of builds) {
        for (const figures of build.pages.values()) {
          figures.idleJs = await jsLoadedByIdle(browser, build.worker!.url, figures.path, build.distDir);
        }
      }
      if (!only || only.includes('home')) {
        for (const build of builds) {
          extra.push([
            `overlay: keystrokes → results painted${build.label ? ` (${build.label})` : ''}`,
            await overlayKeystrokeToPaint(browser, build.worker!.url),
          ]);
        }
      }
    });
  }
  if (!quick && !flag('no-load')) {
    for (const type of types) await requestsPerSecond(type);
  }
  if (!quick && !flag('no-lighthouse')) {
    const lighthouse = await openLighthouse();
    try {
      for (const type of types) {
        const runs = new Map<Build, LighthouseFigures[]>();
        for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
          for (const build of builds) {
            const figures = build.pages.get(type);
            if (!figures) continue;
            const audit = await lighthouse.audit(`${build.worker!.url}${figures.path}`);
            runs.set(build, [...(runs.get(build) ?? []), audit]);
          }
        }
        for (const [build, audits] of runs) {
          const figures = build.pages.get(type)!;
          figures.lighthouse = medianRun(audits);
          figures.tbtRuns = audits.map((audit) => Math.round(audit.tbt)).sort((a, b) => a - b);
        }
      }
    } finally {
      lighthouse.close();
    }
  }
  for (const build of builds) {
    extra.push([
      `worker bundle${build.label ? ` (${build.label})` : ''}`,
      kb(fileSize(join(build.distDir, 'server/index.js'))),
    ]);
  }
  extra.push(['emulator start (with seed)', `${emulatorStartMs.toFixed(0)} ms`]);
  if (!hardening && !flag('no-upstream'))
    extra.push(...(await upstreamFigures(builds[0].pages.get('product')?.path)));
} finally {
  for (const build of builds) await build.worker?.dispose();
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

async function staticFigures(build: Build, path: string, calls: ViewCalls) {
  const origin = build.worker!.url;
  const html = await (await fetch(`${origin}${path}`)).text();
  const data = await (await fetch(`${origin}${dataUrl(path)}`)).arrayBuffer();
  // The head's stylesheets (and inline styles) hold back the first paint; one linked in the body
  // holds back what follows it: before `<main>`, all of the page's own content.
  const main = html.indexOf('<main');
  const beforeContent = html.slice(0, main >= 0 ? main : Math.max(0, html.indexOf('</head>')));
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('');
  return {
    path,
    js: assetsGzip(
      build,
      html,
      /(?:src|href)="(\/assets\/[^"]+\.js)"|(?:import\(|from\s)\s*["'](\/assets\/[^"']+\.js)["']/g,
    ),
    // The root route's own module (the shell it imports is in the shared shell chunk).
    rootJs: assetsGzip(build, html, /href="(\/assets\/root-[^"]+\.js)"/g),
    cssAll: assetsGzip(build, html, /<link(?=[^>]+rel="stylesheet")[^>]+href="(\/assets\/[^"]+\.css)"/g),
    css:
      assetsGzip(
        build,
        beforeContent,
        /<link(?=[^>]+rel="stylesheet")(?![^>]+media="print")[^>]+href="(\/assets\/[^"]+\.css)"/g,
      ) + (inlineStyles ? gzipSync(inlineStyles).length : 0),
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
interface ViewCalls {
  cold: Calls;
  warm: Calls;
  coldMs: number;
}

async function callsPerView(build: Build, path: string): Promise<ViewCalls> {
  const fresh = await startWorker(build);
  try {
    const view = async () => {
      await fetch(`${emulatorUrl}/__emulator/stats`, {method: 'DELETE'});
      const started = performance.now();
      await (await fetch(`${fresh.url}${path}`)).text();
      const ms = performance.now() - started;
      // Background cache writes (waitUntil) may still be talking to the emulator; let them finish.
      await new Promise((done) => setTimeout(done, 300));
      return {calls: await upstreamCalls(), ms};
    };
    const cold = await view();
    const warm = await view();
    return {cold: cold.calls, warm: warm.calls, coldMs: cold.ms};
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
function assetsGzip(build: Build, html: string, pattern: RegExp): number {
  const sources = new Set<string>();
  for (const match of html.matchAll(pattern)) sources.add(match.slice(1).find(Boolean)!);
  let total = 0;
  for (const source of sources) {
    const file = join(build.distDir, 'client', source);
    if (existsSync(file)) total += gzipSync(readFileSync(file)).length;
  }
  return total;
}

/** Sequential requests; with two builds, one request to each in turn. */
async function timeRequests(type: PageType): Promise<void> {
  const measured = builds.filter((build) => build.pages.has(type));
  const samples = new Map<Build, number[]>(measured.map((build) => [build, []]));
  for (let index = 0; index < RENDER_SAMPLES; index++) {
    for (const build of measured) {
      const started = performance.now();
      const response = await fetch(`${build.worker!.url}${build.pages.get(type)!.path}`);
      await response.text();
      samples.get(build)!.push(performance.now() - started);
    }
  }
  for (const [build, times] of samples) {
    build.pages.get(type)!.render =
      `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)}`;
  }
}

/**
 * The bag's action as a product page's "Add to bag" posts it (a fetcher: JSON back): one add
 * without a bag (the bag is created) and one more to that bag, per sample and build, interleaved.
 * Each includes the free gift's check that follows every change of lines.
 */
async function timeAddToBag(productPath: string | undefined): Promise<void> {
  const handle = productPath?.split('/').pop();
  if (!handle) return;
  const answer = (await (
    await fetch(`${emulatorUrl}/api/2025-07/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'bench'},
      body: JSON.stringify({
        query: `query($handle: String!) { product(handle: $handle) { variants(first: 20) { nodes { id availableForSale } } } }`,
        variables: {handle},
      }),
    })
  ).json()) as {data: {product: {variants: {nodes: Array<{id: string; availableForSale: boolean}>}} | null}};
  const variant = answer.data.product?.variants.nodes.find((node) => node.availableForSale)?.id;
  if (!variant) return;
  const body = new URLSearchParams({
    cartFormInput: JSON.stringify({
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: variant, quantity: 1}]},
    }),
  });
  const samples = {created: new Map<Build, number[]>(), added: new Map<Build, number[]>()};
  // A compared checkout from before the bag has no cart to add to.
  const withBag = builds.filter((build) => build.pages.has('cart'));
  const post = async (build: Build, cookie: string | null) => {
    const started = performance.now();
    const response = await fetch(`${build.worker!.url}/cart.data`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: build.worker!.url,
        ...(cookie ? {Cookie: cookie} : {}),
      },
      body,
    });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`Add to bag answered ${response.status}`);
    return {
      elapsed,
      cookie:
        response.headers
          .getSetCookie()
          .find((c) => c.startsWith('cart='))
          ?.split(';')[0] ?? null,
    };
  };
  for (let index = 0; index < RENDER_SAMPLES; index++) {
    for (const build of withBag) {
      const created = await post(build, null);
      const added = await post(build, created.cookie);
      samples.created.set(build, [...(samples.created.get(build) ?? []), created.elapsed]);
      samples.added.set(build, [...(samples.added.get(build) ?? []), added.elapsed]);
    }
  }
  for (const build of withBag) {
    const figure = (times: number[]) =>
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;
    const label = build.label ? ` (${build.label})` : '';
    extra.push([`add to bag, new bag${label} (n=${RENDER_SAMPLES})`, figure(samples.created.get(build)!)]);
    extra.push([`add to bag, existing bag${label} (n=${RENDER_SAMPLES})`, figure(samples.added.get(build)!)]);
  }
}

/** Load runs at 10 and 50 connections; with two builds, two rounds in A-B-B-A order, averaged. */
async function requestsPerSecond(type: PageType): Promise<void> {
  const measured = builds.filter((build) => build.pages.has(type));
  const order = measured.length > 1 ? [...measured, ...[...measured].reverse()] : measured;
  for (const connections of [10, 50] as const) {
    const results = new Map<Build, number[]>();
    for (const build of order) {
      const url = `${build.worker!.url}${build.pages.get(type)!.path}`;
      const result = await autocannon({url, connections, duration: LOAD_SECONDS});
      results.set(build, [...(results.get(build) ?? []), result.requests.average]);
    }
    for (const [build, runs] of results) {
      const average = runs.reduce((sum, value) => sum + value, 0) / runs.length;
      build.pages.get(type)![connections === 10 ? 'rps10' : 'rps50'] = average;
    }
  }
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
  const columns: Array<[string, PageFigures]> = [];
  for (const type of builds[0].pages.keys()) {
    for (const build of builds) {
      const figures = build.pages.get(type);
      if (figures) columns.push([build.label ? `${type} (${build.label})` : type, figures]);
    }
  }
  const row = (name: string, value: (figures: PageFigures) => string | undefined): string[] | null => {
    const cells = columns.map(([, figures]) => value(figures));
    return cells.every((cell) => cell === undefined) ? null : [name, ...cells.map((cell) => cell ?? '–')];
  };
  const lh = (pick: (figures: LighthouseFigures) => string) => (figures: PageFigures) =>
    figures.lighthouse ? pick(figures.lighthouse) : undefined;
  const rows = [
    ['', ...columns.map(([name]) => name)],
    ['path', ...columns.map(([, figures]) => figures.path)],
    row('first-load JS gzip (kB)', (f) => kbNumber(f.js)),
    row('root route chunk gzip (kB)', (f) => kbNumber(f.rootJs)),
    row('JS loaded by idle gzip (kB)', (f) => (f.idleJs === undefined ? undefined : kbNumber(f.idleJs))),
    row('first-screen CSS gzip (kB)', (f) => kbNumber(f.css)),
    row('all CSS gzip (kB)', (f) => kbNumber(f.cssAll)),
    row('HTML raw / gzip (kB)', (f) => `${kbNumber(f.htmlRaw)} / ${kbNumber(f.htmlGzip)}`),
    row('loader data (kB)', (f) => kbNumber(f.loaderData)),
    row('storefront calls cold / warm', (f) => `${f.cold.storefront} / ${f.warm.storefront}`),
    row('content calls cold / warm', (f) => `${f.cold.content} / ${f.warm.content}`),
    row('first request on a fresh worker (ms)', (f) => f.coldMs.toFixed(0)),
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
    row('Lighthouse TBT, every run (ms)', (f) => f.tbtRuns?.join(' ')),
    row(
      'Lighthouse CLS',
      lh((l) => l.cls.toFixed(3)),
    ),
  ].filter((cells): cells is string[] => cells !== null);
  const widths = rows[0].map((_, index) => Math.max(...rows.map((cells) => cells[index].length)));
  console.log(
    `\nAlderline bench (${builds.map((build) => `${build.label || 'build'}: ${build.distDir}`).join(', ')})\n`,
  );
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
