/**
 * `npm run bench`: prints the figures our speed and size goals are judged by (never asserted).
 * Builds if needed, starts a fresh emulator and the built worker, then measures per page type
 * (home, product, search, collection and cart when those routes answer):
 * - first-load JS (every script and module preload the HTML asks for; and the root route's own
 *   chunk alone) and first-screen CSS (the stylesheets linked before the page's main content
 *   begins, and inline styles: the head's block the first paint, and one linked in the body holds
 *   back what follows it, so one before `<main>` holds back the whole page's content), gzip, and
 *   all CSS the page links,
 * - all JS by network idle: every script the page fetched, with no interaction, by the time the
 *   network is quiet and the browser idle (gzip, and the number of files), at 1280 × 800,
 * - HTML (raw and gzip), loader data (the page's `.data`: what a navigation to it downloads),
 * - upstream calls per view (Storefront API, search, content, personalisation, all), cold (fresh
 *   worker) and warm (the same visitor again, with the cookies the first view set), and how long
 *   that cold view took (the first request a freshly started worker answers, its caches empty),
 *   and what that first request made the worker load: the chunks loaded at start and those the
 *   request loaded on demand, raw (scripts/first-request-loads.ts),
 * - server render p50/p95 over sequential requests on the built worker, one to each page in turn,
 * - the bag's add-to-bag action p50/p95 (a new bag, then an add to that bag) when `/cart` answers,
 * - requests per second at 10 and 50 connections (autocannon on loopback),
 * - Lighthouse mobile (performance, LCP and CLS of the median run by score; TBT's median over the
 *   runs and every run's; 3 runs unless --lighthouse-runs, the system Chromium),
 * - with `--latency=MS`: the round trips each view (cold and warm) and each bag action (add to a
 *   new bag, add to that bag, update, discount code, then signed in as a community member: the
 *   community toggle, an update that earns the free gift and a removal that loses it; each form
 *   posted as the app's forms post it today) waited for in a row, and the calls each made, with every emulated service answering MS later
 *   (scripts/bench-round-trips.ts),
 * - what the worker bundle holds: its entry and lazy chunks, and its largest parts by package
 *   from the source map (scripts/bundle-breakdown.ts),
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
 *   --latency=MS          also measure round trips in a row with MS on every service
 *                         (`npm run bench --latency=150` works too)
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
import {jsLoadedByIdle, overlayKeystrokeToPaint, withBrowser, type IdleJs} from './bench-browser';
import {printLimits, printSoak} from './soak';
import {
  CookieJar,
  Emulator,
  callsText,
  waited,
  waitedText,
  type Measured,
  type ServiceCalls,
  type Waited,
} from './bench-round-trips';
import {bundleBreakdown} from './bundle-breakdown';
import {FirstRequestProbe, type FirstRequestLoads} from './first-request-loads';

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
// `npm run bench --latency=150` hands the option to the script as npm's configuration.
const LATENCY = Number(option('latency') ?? process.env.npm_config_latency ?? 0);
if (!Number.isFinite(LATENCY) || LATENCY < 0) {
  throw new Error(`--latency takes milliseconds, 0 or more (got ${option('latency')})`);
}
/** Paired samples (with and without the latency) per view and bag action. */
const ROUND_TRIP_SAMPLES = 3;
/**
 * The bag's actions `--latency` times, in the order they run on one bag: a guest's first four,
 * then the guest signs in as a community member and goes on with the same bag. Only the last
 * two change the free gift (the bag earns it, then loses it).
 */
const BAG_ACTIONS = [
  'add to a new bag',
  'add to an existing bag',
  'update a line',
  'discount code',
  'community toggle (member)',
  'update that earns the free gift',
  'remove a line (the free gift goes)',
] as const;
type BagAction = (typeof BAG_ACTIONS)[number];
/** The community switch's line attribute (`COMMUNITY_ATTRIBUTE_KEY` in the bag's view). */
const COMMUNITY_ATTRIBUTE = '_community_program';

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
const emulator = new Emulator(emulatorUrl);
const startWorker = (build: Build) =>
  startBuiltWorker({env: services.workerEnv, distDir: build.distDir, emulatorUrl});

interface PageFigures {
  path: string;
  js: number;
  idleJs?: IdleJs;
  rootJs: number;
  css: number;
  /** Every stylesheet the page links, wherever. */
  cssAll: number;
  htmlRaw: number;
  htmlGzip: number;
  loaderData: number;
  cold: ServiceCalls;
  warm: ServiceCalls;
  /**
   * A fresh worker's start (from launching it to its being ready: the runtime, and parsing and
   * evaluating what the bundle loads at start) and its first request, the view's cold time; once
   * per page type, and with `--latency` once more per sample (the runs without the latency).
   */
  coldStarts: ColdStart[];
  /** What a fresh worker's first request (this page) made it load. */
  firstRequest?: FirstRequestLoads;
  /** With `--latency`: the round trips a cold and a warm view waited for in a row. */
  waitedCold?: Waited;
  waitedWarm?: Waited;
  render?: string;
  rps10?: number;
  rps50?: number;
  lighthouse?: LighthouseFigures;
  /** Every audit's TBT, lowest first: the median alone hides how much runs differ. */
  tbtRuns?: number[];
}
const extra: Array<[string, string]> = [];
/** Per build: its worker with the chunks loaded on demand marked (`FirstRequestProbe`). */
const probes = new Map<Build, FirstRequestProbe>();

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
      build.pages.get(type)!.firstRequest = await firstRequestProbe(build).measure(path);
    }
  }
  const types = [...builds[0].pages.keys()];
  await timeRequests(types);
  if (types.includes('cart')) await timeAddToBag(builds[0].pages.get('product')?.path);
  if (LATENCY > 0) {
    for (const type of types) await pageRoundTrips(type);
    if (types.includes('cart')) await bagRoundTrips(builds[0].pages.get('product')?.path);
  }
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
  for (const build of builds) extra.push(...bundleFigures(build));
  extra.push(['emulator start (with seed)', `${emulatorStartMs.toFixed(0)} ms`]);
  if (!hardening && !flag('no-upstream'))
    extra.push(...(await upstreamFigures(builds[0].pages.get('product')?.path)));
} finally {
  for (const build of builds) await build.worker?.dispose();
  await services.stop();
  rmSync(dataDir, {recursive: true, force: true});
}

if (!hardening) printTable();

function firstRequestProbe(build: Build): FirstRequestProbe {
  let probe = probes.get(build);
  if (!probe) {
    const start = (distDir: string, runtimeLog: (line: string) => void) =>
      startBuiltWorker({env: services.workerEnv, distDir, emulatorUrl, runtimeLog});
    probe = new FirstRequestProbe(build.distDir, dataDir, start);
    probes.set(build, probe);
  }
  return probe;
}

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

/**
 * Upstream calls for one view on a fresh worker (cold caches), then for the same view again by
 * the same visitor (warm: with the cookies the first view set, as a browser would send them).
 */
interface ViewCalls {
  cold: ServiceCalls;
  warm: ServiceCalls;
  coldStarts: ColdStart[];
}

interface ColdStart {
  startMs: number;
  firstRequestMs: number;
}

/** A fresh worker, and how long it took to be ready. */
async function timedStart(build: Build): Promise<{fresh: BuiltWorker; startMs: number}> {
  const started = performance.now();
  const fresh = await startWorker(build);
  return {fresh, startMs: performance.now() - started};
}

async function callsPerView(build: Build, path: string): Promise<ViewCalls> {
  const {fresh, startMs} = await timedStart(build);
  try {
    const jar = new CookieJar();
    const cold = await emulator.measure(0, () => view(fresh.url, path, jar));
    const warm = await emulator.measure(0, () => view(fresh.url, path, jar));
    return {cold: cold.calls, warm: warm.calls, coldStarts: [{startMs, firstRequestMs: cold.ms}]};
  } finally {
    await fresh.dispose();
  }
}

/** One document request as a browser sends it: the visitor's cookies, the body read to its end. */
async function view(origin: string, path: string, jar: CookieJar): Promise<void> {
  const response = await fetch(`${origin}${path}`, {headers: jar.header()});
  jar.take(response);
  await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
}

/**
 * With `--latency`: per sample and build, a fresh worker's cold view and the same visitor's warm
 * view, once with the latency on every service and once without.
 */
async function pageRoundTrips(type: PageType): Promise<void> {
  const measured = builds.filter((build) => build.pages.has(type));
  type Sample = Measured;
  const samples = new Map<Build, Array<{slow: [Sample, Sample, number]; fast: [Sample, Sample, number]}>>();
  for (let index = 0; index < ROUND_TRIP_SAMPLES; index++) {
    for (const build of measured) {
      const path = build.pages.get(type)!.path;
      const run = async (latency: number): Promise<[Sample, Sample, number]> => {
        await emulator.setLatency(latency);
        const {fresh, startMs} = await timedStart(build);
        try {
          const jar = new CookieJar();
          const cold = await emulator.measure(latency, () => view(fresh.url, path, jar));
          return [cold, await emulator.measure(latency, () => view(fresh.url, path, jar)), startMs];
        } finally {
          await fresh.dispose();
        }
      };
      const slow = await run(LATENCY);
      const fast = await run(0);
      samples.set(build, [...(samples.get(build) ?? []), {slow, fast}]);
    }
  }
  await emulator.setLatency(0);
  for (const [build, pairs] of samples) {
    const figures = build.pages.get(type)!;
    const pick = (which: 0 | 1) => pairs.map(({slow, fast}) => ({slow: slow[which], fast: fast[which]}));
    figures.waitedCold = waited(LATENCY, pick(0));
    figures.waitedWarm = waited(LATENCY, pick(1));
    // Each run without the latency began on a fresh worker: more first requests to take the median of.
    figures.coldStarts.push(...pairs.map(({fast}) => ({startMs: fast[2], firstRequestMs: fast[0].ms})));
  }
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

/**
 * Sequential requests, one to each page type and build in turn, so a busy machine slows every
 * page alike and their ratios (the product page's render against the home page's) hold.
 */
async function timeRequests(types: PageType[]): Promise<void> {
  const measured = types.flatMap((type) =>
    builds.filter((build) => build.pages.has(type)).map((build) => ({type, build, times: [] as number[]})),
  );
  for (let index = 0; index < RENDER_SAMPLES; index++) {
    for (const {type, build, times} of measured) {
      const started = performance.now();
      const response = await fetch(`${build.worker!.url}${build.pages.get(type)!.path}`);
      await response.text();
      times.push(performance.now() - started);
    }
  }
  for (const {type, build, times} of measured) {
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
  const variant = await variantToAdd(productPath);
  if (!variant) return;
  const body = cartForm('LinesAdd', {lines: [{merchandiseId: variant, quantity: 1}]});
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

/** A variant of the product that can be added (asked of the emulator's Storefront API directly). */
async function variantToAdd(productPath: string | undefined): Promise<string | undefined> {
  const handle = productPath?.split('/').pop();
  if (!handle) return undefined;
  const answer = (await storefrontQuery(
    `query($handle: String!) { product(handle: $handle) { variants(first: 20) { nodes { id availableForSale } } } }`,
    {handle},
  )) as {product: {variants: {nodes: Array<{id: string; availableForSale: boolean}>}} | null};
  return answer.product?.variants.nodes.find((node) => node.availableForSale)?.id;
}

async function storefrontQuery(query: string, variables: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${emulatorUrl}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'bench'},
    body: JSON.stringify({query, variables}),
  });
  return ((await response.json()) as {data: unknown}).data;
}

/** A bag form's body as `CartForm` posts it: its inputs, and the form's own fields beside them. */
function cartForm(
  action: string,
  inputs: Record<string, unknown>,
  fields: Record<string, string> = {},
): URLSearchParams {
  return new URLSearchParams({cartFormInput: JSON.stringify({action, inputs}), ...fields});
}

/**
 * With `--latency`: the bag's actions as the bag and product page post them (fetchers: JSON
 * back), one after another on one bag, per sample and build, once with the latency on every
 * service and once without. The shopper signs in (bag and all) before the community toggle.
 */
async function bagRoundTrips(productPath: string | undefined): Promise<void> {
  const variant = await variantToAdd(productPath);
  if (!variant) return;
  type Sample = Measured;
  const withBag = builds.filter((build) => build.pages.has('cart'));
  const samples = new Map<Build, Map<BagAction, Array<{slow: Sample; fast: Sample}>>>();
  for (let index = 0; index < ROUND_TRIP_SAMPLES; index++) {
    for (const build of withBag) {
      const runs: Array<Map<BagAction, Sample>> = [];
      for (const latency of [LATENCY, 0]) {
        await emulator.setLatency(latency);
        runs.push(await bagActions(build, variant, latency));
      }
      const perAction = samples.get(build) ?? new Map<BagAction, Array<{slow: Sample; fast: Sample}>>();
      for (const action of BAG_ACTIONS) {
        perAction.set(action, [
          ...(perAction.get(action) ?? []),
          {slow: runs[0].get(action)!, fast: runs[1].get(action)!},
        ]);
      }
      samples.set(build, perAction);
    }
  }
  await emulator.setLatency(0);
  for (const [build, perAction] of samples) {
    for (const [action, pairs] of perAction) {
      const figures = waited(LATENCY, pairs);
      extra.push([
        `bag: ${action}${build.label ? ` (${build.label})` : ''}`,
        `round trips in a row ${waitedText(figures)}; calls: ${callsText(figures.calls)}`,
      ]);
    }
  }
}

async function bagActions(build: Build, variant: string, latency: number): Promise<Map<BagAction, Measured>> {
  const origin = build.worker!.url;
  const jar = new CookieJar();
  const results = new Map<BagAction, Measured>();
  const post = async (action: BagAction, body: URLSearchParams) => {
    const result = await emulator.measure(latency, async () => {
      const response = await fetch(`${origin}/cart.data`, {
        method: 'POST',
        headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, ...jar.header()},
        body,
      });
      jar.take(response);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${action} answered ${response.status}`);
    });
    results.set(action, result);
  };
  const add = cartForm('LinesAdd', {lines: [{merchandiseId: variant, quantity: 1}]});
  await post('add to a new bag', add);
  await post('add to an existing bag', add);
  // Each form below carries what the bag's view gives it, read from the bag as it is now.
  let bag = await bagAsViewed(jar.get('cart'));
  await post('update a line', lineQuantity(bag.line, 1));
  await post(
    'discount code',
    cartForm('DiscountCodesUpdate', {discountCodes: bag.heldCodes}, {discountCode: 'WELCOME10'}),
  );
  // Signing in takes the bag along (its buyer becomes the member), as it does in the browser.
  await signIn(build, 'member@alderline.test', jar);
  bag = await bagAsViewed(jar.get('cart'));
  await post(
    'community toggle (member)',
    cartForm('CustomToggleCommunity', {
      lineId: bag.line.id,
      on: 'true',
      attributes: bag.line.otherAttributes,
    }),
  );
  bag = await bagAsViewed(jar.get('cart'));
  await post('update that earns the free gift', lineQuantity(bag.line, 3));
  await post('remove a line (the free gift goes)', lineQuantity(bag.line, 0));
  return results;
}

/**
 * A line's quantity control as the bag sends it: one `LinesUpdate` with the line's variant
 * (0 is its remove link).
 */
function lineQuantity(line: ViewedLine, quantity: number): URLSearchParams {
  return cartForm('LinesUpdate', {lines: [{id: line.id, quantity, merchandiseId: line.merchandiseId}]});
}

interface ViewedLine {
  id: string;
  merchandiseId: string;
  /** The line's attributes but the community switch's, which its form sends along. */
  otherAttributes: Array<{key: string; value: string}>;
}

/**
 * What the bag's view gives its forms, read from the bag itself (asked of the emulator's
 * Storefront API directly): the first line, and the codes the bag holds that apply.
 */
async function bagAsViewed(cartToken: string | undefined): Promise<{line: ViewedLine; heldCodes: string[]}> {
  if (!cartToken) throw new Error('The bag answered without a cart cookie');
  const answer = (await storefrontQuery(
    `query($id: ID!) { cart(id: $id) {
      lines(first: 5) { nodes { id attributes { key value } merchandise { ... on ProductVariant { id } } } }
      discountCodes { code applicable }
    } }`,
    {id: `gid://shopify/Cart/${decodeURIComponent(cartToken)}`},
  )) as {
    cart: {
      lines: {
        nodes: Array<{
          id: string;
          attributes: Array<{key: string; value: string | null}>;
          merchandise: {id: string};
        }>;
      };
      discountCodes: Array<{code: string; applicable: boolean}>;
    } | null;
  };
  const line = answer.cart?.lines.nodes[0];
  if (!line) throw new Error('The bag has no line after adding one');
  return {
    line: {
      id: line.id,
      merchandiseId: line.merchandise.id,
      otherAttributes: line.attributes
        .filter((attribute) => attribute.key !== COMMUNITY_ATTRIBUTE)
        .map(({key, value}) => ({key, value: value ?? ''})),
    },
    heldCodes: answer.cart!.discountCodes.filter((code) => code.applicable).map((code) => code.code),
  };
}

/**
 * Signs in with a seeded customer's e-mail (password `password123`) with the shopper's cookies
 * (their bag comes along); the jar takes the session.
 */
async function signIn(build: Build, email: string, jar: CookieJar): Promise<void> {
  const origin = build.worker!.url;
  const response = await fetch(`${origin}/account/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, ...jar.header()},
    body: new URLSearchParams({email, password: 'password123'}),
  });
  await response.arrayBuffer();
  jar.take(response);
  if (response.status < 300 || response.status >= 400 || !jar.get('session'))
    throw new Error(`Signing in answered ${response.status}`);
}

/** The worker bundle: its entry, its lazy chunks, and the largest parts by origin. */
function bundleFigures(build: Build): Array<[string, string]> {
  const label = build.label ? ` (${build.label})` : '';
  const breakdown = bundleBreakdown(join(build.distDir, 'server'));
  if (!breakdown) return [];
  const sum = (files: Array<{bytes: number}>) => files.reduce((total, file) => total + file.bytes, 0);
  const gzip = breakdown.entry.reduce(
    (total, file) => total + gzipSync(readFileSync(join(build.distDir, 'server', file.path))).length,
    0,
  );
  const figures: Array<[string, string]> = [
    [
      `worker bundle${label}`,
      `${kb(sum(breakdown.entry))} loaded at start (${kb(gzip)} gzip); ` +
        `${kb(sum(breakdown.chunks))} in ${breakdown.chunks.length} chunks loaded when a request needs them`,
    ],
  ];
  if (breakdown.origins.length > 0) {
    figures.push([
      `worker bundle's largest parts${label}`,
      breakdown.origins
        .slice(0, 16)
        .map(([origin, bytes]) => `${origin} ${kbNumber(bytes)}`)
        .join(', '),
    ]);
  }
  if (breakdown.unmapped.length > 0)
    figures.push([`without a source map${label}`, breakdown.unmapped.join(', ')]);
  return figures;
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
    row('all JS by network idle (kB gzip, files)', (f) =>
      f.idleJs === undefined ? undefined : `${kbNumber(f.idleJs.bytes)}, ${f.idleJs.files}`,
    ),
    row('first-screen CSS gzip (kB)', (f) => kbNumber(f.css)),
    row('all CSS gzip (kB)', (f) => kbNumber(f.cssAll)),
    row('HTML raw / gzip (kB)', (f) => `${kbNumber(f.htmlRaw)} / ${kbNumber(f.htmlGzip)}`),
    row('loader data (kB)', (f) => kbNumber(f.loaderData)),
    row('storefront calls cold / warm', (f) => calls(f, 'storefront')),
    row('content calls cold / warm', (f) => calls(f, 'content')),
    row('search calls cold / warm', (f) => calls(f, 'search')),
    row('personalisation calls cold / warm', (f) => calls(f, 'personalisation')),
    row('all upstream calls cold / warm', (f) => calls(f)),
    row(`round trips in a row cold (${LATENCY} ms each)`, (f) => f.waitedCold && waitedText(f.waitedCold)),
    row(`round trips in a row warm (${LATENCY} ms each)`, (f) => f.waitedWarm && waitedText(f.waitedWarm)),
    row('fresh worker: start + first request (ms, median)', (f) => {
      const median = (pick: (start: ColdStart) => number) =>
        percentile(f.coldStarts.map(pick), 50).toFixed(0);
      return (
        `${median((start) => start.startMs)} + ${median((start) => start.firstRequestMs)}` +
        (f.coldStarts.length > 1 ? ` (${f.coldStarts.length} workers)` : '')
      );
    }),
    row(
      'fresh worker: first request loads (kB raw)',
      (f) => f.firstRequest && firstRequestText(f.firstRequest),
    ),
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
    row('Lighthouse TBT, median of the runs (ms)', (f) =>
      f.tbtRuns ? String(percentile(f.tbtRuns, 50)) : undefined,
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

/** Cold / warm calls of one service, or of all. */
function calls(figures: PageFigures, service?: string): string {
  const count = (of: ServiceCalls) =>
    service === undefined ? Object.values(of).reduce((sum, value) => sum + value, 0) : (of[service] ?? 0);
  return `${count(figures.cold)} / ${count(figures.warm)}`;
}

/** `1,109.4: 938.4 at start + html-allowlist.server 170.9` (chunk names without their hash). */
function firstRequestText({atStart, onDemand}: FirstRequestLoads): string {
  const total = onDemand.reduce((sum, chunk) => sum + chunk.bytes, atStart);
  const parts = onDemand.map(
    (chunk) =>
      ` + ${chunk.path.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kbNumber(chunk.bytes)}`,
  );
  return `${kbNumber(total)}: ${kbNumber(atStart)} at start${parts.join('')}`;
}

function kb(bytes: number): string {
  return `${kbNumber(bytes)} kB`;
}

function kbNumber(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
