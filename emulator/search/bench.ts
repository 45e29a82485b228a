/**
 * Search-bar multi-query latency through the service (no network): products (4 hits, store
 * filter, search_bar rules, clickAnalytics) + query suggestions (8) + categories, typed letter
 * by letter across all 23 markets. Indices are warmed first; the target is p50 ≤ 10 ms.
 *
 *   npx tsx emulator/search/bench.ts
 */
import {performance} from 'node:perf_hooks';
import {pathToFileURL} from 'node:url';
import {getCatalogue} from '../seed/index';
import {createSearchService, STORE_SEARCH_FILTER} from './index';

export interface SearchBenchResult {
  requests: number;
  p50: number;
  p95: number;
  max: number;
  warmUpMs: number;
}

const TYPED = [
  'l',
  'le',
  'leg',
  'legg',
  'leggi',
  'legging',
  'b',
  'bl',
  'bla',
  'black',
  'black l',
  'black leg',
  'dreamknit',
  'jogger',
  'hoodie',
  'sports bra',
  'gift card',
  'sale',
  'trail runner',
  'shrts',
];

export async function benchSearch(rounds = 3): Promise<SearchBenchResult> {
  const service = createSearchService({seed: 1});
  const headers = {'x-algolia-application-id': 'BENCH', 'x-algolia-api-key': 'bench'};
  const countries = getCatalogue(1).markets.map((market) => market.countryCode.toLowerCase());
  const call = (body: unknown) =>
    service.handle({
      method: 'POST',
      url: new URL('http://127.0.0.1/1/indexes/*/queries'),
      headers,
      body: Buffer.from(JSON.stringify(body)),
    });
  const searchBar = (cc: string, query: string) => ({
    requests: [
      {
        indexName: `${cc}_products`,
        query,
        hitsPerPage: 4,
        clickAnalytics: true,
        ruleContexts: ['search_bar'],
        filters: STORE_SEARCH_FILTER,
        highlightPreTag: '__aa-highlight__',
        highlightPostTag: '__/aa-highlight__',
      },
      {indexName: `${cc}_products_query_suggestions`, query, hitsPerPage: 8, clickAnalytics: true},
      {indexName: `${cc}_categories`, query, hitsPerPage: 4},
    ],
  });
  const warmStart = performance.now();
  for (const cc of countries) await call(searchBar(cc, ''));
  const warmUpMs = performance.now() - warmStart;
  const timings: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const cc of countries) {
      for (const query of TYPED) {
        const started = performance.now();
        const response = await call(searchBar(cc, `${query}${round > 0 ? ' ' : ''}`.trim()));
        timings.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`bench query failed: ${JSON.stringify(response.body)}`);
      }
    }
  }
  timings.sort((a, b) => a - b);
  const at = (fraction: number) =>
    Number(timings[Math.min(timings.length - 1, Math.floor(fraction * timings.length))].toFixed(3));
  return {requests: timings.length, p50: at(0.5), p95: at(0.95), max: at(1), warmUpMs: Math.round(warmUpMs)};
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchSearch().then((result) => console.log(JSON.stringify(result)));
}
