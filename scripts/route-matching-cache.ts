/**
 * Route matching without redoing the same work on every call (decision 038).
 *
 * The router behind Remix (`@remix-run/router`) flattens and ranks the whole route tree and
 * compiles one regular expression per route pattern on every `matchRoutes` call, and a document
 * request calls it four times (the server's match, the data query, the render and the lazy-route
 * manifest). With every route under the optional market prefix that is a few hundred patterns
 * per call: about 3 ms of a 17 ms home page render on our machines.
 *
 * This build-time transform of that one module keeps:
 * - each compiled pattern (a pure function of the pattern text and its two flags; the expression
 *   has no global flag, so a shared one carries no state between matches), in every build;
 * - the ranked branches of each route array, on the server only. The browser's router adds
 *   routes to its arrays in place as the shopper reaches new pages, so a cache keyed by the array
 *   would go stale there; the server's route arrays never change.
 * - on the server, the matches of each path against each route array (a bounded number of paths
 *   per array): the server's match and the data query use arrays built once per worker, so a
 *   path asked for again (the home page, a popular product) is matched once per worker. Callers
 *   get their own copies of the match objects and their params.
 *
 * The server's render builds its route tables again on every request (Remix's server routes from
 * the build's manifest, then React Router's data routes from those), and then matches the path
 * against them twice (the render and the manifest of routes the browser may discover). Both tables
 * are pure functions of the build, so on the server they are built once per worker
 * (`cacheServerRouteTables`), and the matches above find them again.
 *
 * The replaced lines are matched exactly: a router update that changes them fails the build
 * (and the unit test) instead of quietly shipping without the cache.
 */
import type {Plugin} from 'vite';

const ROUTER_MODULE = /\/node_modules\/@remix-run\/router\/dist\/router\.js$/;
const REMIX_SERVER_MODULE = /\/node_modules\/@remix-run\/react\/dist\/esm\/server\.js$/;
const STATIC_ROUTER_MODULE = /\/node_modules\/react-router-dom\/server\.mjs$/;

/** Far more than the app's route patterns; a bound in case something matches patterns it builds. */
const MAX_COMPILED_PATTERNS = 2000;

/** Paths whose matches are kept per route array; a crawl of every product starts the set again. */
const MAX_MATCHED_PATHS = 1000;

const COMPILE_PATH = 'function compilePath(path, caseSensitive, end) {';
const COMPILE_PATH_CACHED = `const compiledPatterns = new Map();
function compilePath(path, caseSensitive, end) {
  const key = path + "\\u0000" + caseSensitive + "\\u0000" + end;
  let compiled = compiledPatterns.get(key);
  if (compiled === undefined) {
    if (compiledPatterns.size >= ${MAX_COMPILED_PATTERNS}) compiledPatterns.clear();
    compiled = compilePathUncached(path, caseSensitive, end);
    compiledPatterns.set(key, compiled);
  }
  return compiled;
}
function compilePathUncached(path, caseSensitive, end) {`;

const RANK_BRANCHES = `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);`;
const RANK_BRANCHES_CACHED = `  let branches = rankedBranches.get(routes);
  if (branches === undefined) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranches.set(routes, branches);
  }`;
const MATCH_ROUTES_IMPL = 'function matchRoutesImpl(';
const MATCH_ROUTES_IMPL_CACHED = `const rankedBranches = new WeakMap();
const matchedPaths = new WeakMap();
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
  const location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
  const key = (location.pathname || "/") + "\\u0000" + basename + "\\u0000" + Boolean(allowPartial);
  let byPath = matchedPaths.get(routes);
  if (byPath === undefined) {
    byPath = new Map();
    matchedPaths.set(routes, byPath);
  }
  let matches = byPath.get(key);
  if (matches === undefined) {
    if (byPath.size >= ${MAX_MATCHED_PATHS}) byPath.clear();
    matches = matchRoutesImplUncached(routes, location, basename, allowPartial);
    byPath.set(key, matches);
  }
  return matches && matches.map((match) => Object.assign({}, match, {params: Object.assign({}, match.params)}));
}
function matchRoutesImplUncached(`;

export function routeMatchingCache(): Plugin {
  return {
    name: 'alderline:route-matching-cache',
    apply: 'build',
    transform(code, id, options) {
      const file = id.split('?')[0];
      if (ROUTER_MODULE.test(file)) {
        return {code: cacheRouteMatching(code, {server: Boolean(options?.ssr)}), map: null};
      }
      if (!options?.ssr) return null;
      if (REMIX_SERVER_MODULE.test(file)) return {code: cacheServerRouteTables(code, 'remix'), map: null};
      if (STATIC_ROUTER_MODULE.test(file))
        return {code: cacheServerRouteTables(code, 'static-router'), map: null};
      return null;
    },
  };
}

/** The router module's source with the caches in (see the top of this file). */
export function cacheRouteMatching(source: string, {server}: {server: boolean}): string {
  let code = replaceOnce(source, COMPILE_PATH, COMPILE_PATH_CACHED);
  if (server) {
    code = replaceOnce(code, RANK_BRANCHES, RANK_BRANCHES_CACHED);
    code = replaceOnce(code, MATCH_ROUTES_IMPL, MATCH_ROUTES_IMPL_CACHED);
  }
  return code;
}

const SERVER_ROUTES = `  let routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);`;
const SERVER_ROUTES_CACHED = `  let routes = serverRouteTables.get(manifest.routes);
  if (routes === undefined) {
    routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);
    serverRouteTables.set(manifest.routes, routes);
  }`;
const REMIX_SERVER = 'function RemixServer(';

const DATA_ROUTES = `  let manifest = {};
  let dataRoutes = UNSAFE_convertRoutesToDataRoutes(routes, UNSAFE_mapRouteProperties, undefined, manifest);`;
const DATA_ROUTES_CACHED = `  let converted = staticDataRoutes.get(routes);
  if (converted === undefined) {
    let convertedManifest = {};
    converted = {
      manifest: convertedManifest,
      dataRoutes: UNSAFE_convertRoutesToDataRoutes(routes, UNSAFE_mapRouteProperties, undefined, convertedManifest),
    };
    staticDataRoutes.set(routes, converted);
  }
  let {manifest, dataRoutes} = converted;`;
const CREATE_STATIC_ROUTER = 'function createStaticRouter(';

/**
 * Remix's server entry (`remix`) or React Router's static router (`static-router`), building its
 * route table once per route manifest (the build's, which never changes) instead of per render.
 */
export function cacheServerRouteTables(source: string, module: 'remix' | 'static-router'): string {
  if (module === 'remix') {
    const code = replaceOnce(source, SERVER_ROUTES, SERVER_ROUTES_CACHED);
    return replaceOnce(code, REMIX_SERVER, `const serverRouteTables = new WeakMap();\n${REMIX_SERVER}`);
  }
  const code = replaceOnce(source, DATA_ROUTES, DATA_ROUTES_CACHED);
  return replaceOnce(
    code,
    CREATE_STATIC_ROUTER,
    `const staticDataRoutes = new WeakMap();\n${CREATE_STATIC_ROUTER}`,
  );
}

function replaceOnce(source: string, search: string, replacement: string): string {
  const at = source.indexOf(search);
  if (at === -1 || source.indexOf(search, at + search.length) !== -1) {
    throw new Error(
      `route-matching-cache: expected exactly one "${search.split('\n')[0].trim()}" in the router (@remix-run/router, @remix-run/react or react-router-dom); ` +
        'it changed, so update scripts/route-matching-cache.ts (decision 038).',
    );
  }
  return source.slice(0, at) + replacement + source.slice(at + search.length);
}
