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
 *
 * The replaced lines are matched exactly: a router update that changes them fails the build
 * (and the unit test) instead of quietly shipping without the cache.
 */
import type {Plugin} from 'vite';

const ROUTER_MODULE = /\/node_modules\/@remix-run\/router\/dist\/router\.js$/;

/** Far more than the app's route patterns; a bound in case something matches patterns it builds. */
const MAX_COMPILED_PATTERNS = 2000;

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

export function routeMatchingCache(): Plugin {
  return {
    name: 'alderline:route-matching-cache',
    apply: 'build',
    transform(code, id, options) {
      if (!ROUTER_MODULE.test(id.split('?')[0])) return null;
      return {code: cacheRouteMatching(code, {server: Boolean(options?.ssr)}), map: null};
    },
  };
}

/** The router module's source with the caches in (see the top of this file). */
export function cacheRouteMatching(source: string, {server}: {server: boolean}): string {
  let code = replaceOnce(source, COMPILE_PATH, COMPILE_PATH_CACHED);
  if (server) {
    code = replaceOnce(code, RANK_BRANCHES, RANK_BRANCHES_CACHED);
    code = replaceOnce(
      code,
      MATCH_ROUTES_IMPL,
      `const rankedBranches = new WeakMap();\n${MATCH_ROUTES_IMPL}`,
    );
  }
  return code;
}

function replaceOnce(source: string, search: string, replacement: string): string {
  const at = source.indexOf(search);
  if (at === -1 || source.indexOf(search, at + search.length) !== -1) {
    throw new Error(
      `route-matching-cache: expected exactly one "${search.split('\n')[0].trim()}" in @remix-run/router; ` +
        'the router changed, so update scripts/route-matching-cache.ts (decision 038).',
    );
  }
  return source.slice(0, at) + replacement + source.slice(at + search.length);
}
