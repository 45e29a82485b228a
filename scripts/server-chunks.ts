/**
 * The worker build's chunks. Vite inlines a web worker's dynamic imports into its one file by
 * default, so a fresh worker parses and evaluates everything before its first request. Here
 * what every request may need is one chunk (the entry imports it), and only modules that
 * requests load on demand stay apart, each in its own chunk that the worker loads the first
 * time a request asks for it (workerd runs the bundle's modules as one module graph):
 * - the texts of each language but English (the fallback, imported statically), loaded with a
 *   request in that language (`loadMessages` in app/lib/i18n/catalog.server.ts);
 * - the HTML sanitiser and its parser, loaded where merchant HTML is shown;
 * - the product list of search results and collections with InstantSearch, loaded by the pages
 *   that show it and by the list endpoint (`listingSection`, `lazyWithPreload(…, {onServer:
 *   'with-its-section'})`).
 * Other lazy components stay in the server chunk: the server loads every one before it renders.
 */
import type {Rollup} from 'vite';

const ON_DEMAND = [
  /\/app\/lib\/i18n\/messages\/(?!en\.ts$)[\w-]+\.ts$/,
  /\/app\/lib\/html-allowlist\.server\.ts$/,
  /\/node_modules\/(?:parse5|entities)\//,
  /\/app\/components\/search\/listing\/(?!listing-section\.server\.ts$)/,
  /\/node_modules\/(?:react-instantsearch|react-instantsearch-core|instantsearch\.js|instantsearch-ui-components|algoliasearch-helper|qs|@algolia\/events)\//,
];

export function serverChunks(): Rollup.GetManualChunk {
  return (id) => (ON_DEMAND.some((pattern) => pattern.test(id)) ? undefined : 'server');
}
