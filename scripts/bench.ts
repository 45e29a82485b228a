/**
 * `npm run bench`: prints the figures our speed and size goals are judged by.
 * Builds if needed, starts a fresh emulator and the built worker, then measures:
 * - first-load JS (gzip) of the home page and a product page,
 * - server render time (p50/p95) of the home page and a product page,
 * - emulator latencies: a product query, a search multi-query, a content entries call, start-up time.
 */
import {execSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {startLocalServices} from './local-services';
import {startBuiltWorker} from './worker-runtime';
import {percentile} from './stats';

const RENDER_SAMPLES = 40;
const UPSTREAM_SAMPLES = 100;

if (!existsSync('dist/server/index.js') || process.argv.includes('--build')) {
  execSync('npm run build', {stdio: 'inherit'});
}

const dataDir = mkdtempSync(join(tmpdir(), 'alderline-bench-'));
const startedAt = performance.now();
const services = await startLocalServices({fileEnv: {}, shellEnv: {}, port: 0, dataDir, quiet: true});
const emulatorStartMs = performance.now() - startedAt;
const worker = await startBuiltWorker({env: services.workerEnv});
const rows: Array<[string, string]> = [];

try {
  const homeHtml = await (await fetch(`${worker.url}/`)).text();
  const productPath = /href="(\/products\/[a-z0-9-]+)"/.exec(homeHtml)?.[1];
  rows.push(['home first-load JS (gzip)', kb(firstLoadJsGzip(homeHtml))]);
  if (productPath) {
    const productHtml = await (await fetch(`${worker.url}${productPath}`)).text();
    rows.push(['product page first-load JS (gzip)', kb(firstLoadJsGzip(productHtml))]);
  }
  rows.push(['home server render', await timeRequests(`${worker.url}/`)]);
  if (productPath)
    rows.push(['product page server render', await timeRequests(`${worker.url}${productPath}`)]);
  rows.push(['emulator start (with seed)', `${emulatorStartMs.toFixed(0)} ms`]);
  rows.push(...(await upstreamFigures(services.emulatorUrl!, productPath?.split('/').pop())));
} finally {
  await worker.dispose();
  await services.stop();
  rmSync(dataDir, {recursive: true, force: true});
}

const width = Math.max(...rows.map(([name]) => name.length));
console.log('\nAlderline bench\n');
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);

/** Sum of the gzip sizes of the scripts and module preloads a page asks for. */
function firstLoadJsGzip(html: string): number {
  const sources = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) sources.add(match[1]);
  let total = 0;
  for (const source of sources) {
    const file = join('dist/client', source);
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
  return `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms (n=${RENDER_SAMPLES})`;
}

async function upstreamFigures(
  emulatorUrl: string,
  handle: string | undefined,
): Promise<Array<[string, string]>> {
  const figures: Array<[string, string]> = [];
  const storefront = `${emulatorUrl}/api/2025-07/graphql.json`;
  const productBody = JSON.stringify({
    query:
      'query Product($handle: String!) @inContext(country: GB, language: EN) { product(handle: $handle) { id title priceRange { minVariantPrice { amount currencyCode } } images(first: 10) { nodes { url } } variants(first: 20) { nodes { id availableForSale selectedOptions { name value } price { amount currencyCode } } } } }',
    variables: {handle: handle ?? 'gift-card'},
  });
  figures.push([
    'emulator: product query',
    await timeUpstream(() =>
      fetch(storefront, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'bench'},
        body: productBody,
      }),
    ),
  ]);
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
  figures.push([
    'emulator: search multi-query',
    await timeUpstream(() =>
      fetch(`${emulatorUrl}/1/indexes/*/queries`, {
        method: 'POST',
        headers: {'x-algolia-application-id': 'EMULATOR', 'x-algolia-api-key': 'bench'},
        body: searchBody,
      }),
    ),
  ]);
  figures.push([
    'emulator: content entries',
    await timeUpstream(() =>
      fetch(
        `${emulatorUrl}/spaces/alderline/environments/master/entries?content_type=header&locale=fr-fr&include=3`,
        {headers: {Authorization: 'Bearer bench'}},
      ),
    ),
  ]);
  return figures;
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

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
