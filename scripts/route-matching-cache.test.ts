import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {cacheRouteMatching, cacheServerRouteTables} from './route-matching-cache';

interface Route {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: Route[];
}
interface Match {
  route: Route;
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
}
/** The part of the router module these tests use. */
type Router = {matchRoutes(routes: Route[], location: string): Match[] | null};

const routerPath = createRequire(import.meta.url)
  .resolve('@remix-run/router')
  .replace(/router\.cjs\.js$/, 'router.js');
// Without its source map comment: the copies are loaded from a scratch folder the map is not in.
const source = readFileSync(routerPath, 'utf8').replace(/^\/\/# sourceMappingURL=.*$/m, '');
const scratch = mkdtempSync(join(tmpdir(), 'route-matching-'));
let original: Router;
let server: Router;
let browser: Router;

async function load(name: string, code: string): Promise<Router> {
  const file = join(scratch, `${name}.mjs`);
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Router;
}

beforeAll(async () => {
  original = await load('original', source);
  server = await load('server', cacheRouteMatching(source, {server: true}));
  browser = await load('browser', cacheRouteMatching(source, {server: false}));
});

afterAll(() => rmSync(scratch, {recursive: true, force: true}));

/** A tree shaped like the app's: everything under an optional market prefix. */
function routeTree(): Route[] {
  return [
    {
      id: 'root',
      path: '',
      children: [
        {id: 'home', path: ':locale?', index: true},
        {id: 'product', path: ':locale?/products/:handle'},
        {id: 'collection', path: ':locale?/collections/:handle'},
        {id: 'search', path: ':locale?/search'},
        {id: 'api-home', path: ':locale?/api/home/:section'},
        {id: 'account', path: ':locale?/account', children: [{id: 'orders', path: 'orders/:id'}]},
        {id: 'sitemap', path: ':locale?/sitemap/:type/:page.xml'},
        {id: 'Pages', path: ':locale?/Pages/:handle', caseSensitive: true},
        {id: 'not-found', path: ':locale?/*'},
      ],
    },
  ];
}

const PATHS = [
  '/',
  '/fr-fr',
  '/products/jogger',
  '/ar-ae/products/jogger',
  '/collections/women/',
  '/search',
  '/en-gb/api/home/blocks',
  '/account/orders/42',
  '/de-de/account/orders/7',
  '/sitemap/products/1.xml',
  '/Pages/about',
  '/pages/about',
  '/no/such/page',
  '/products/a%2Fb',
];

const ids = (matches: Match[] | null) =>
  matches?.map(({route, params, pathname, pathnameBase}) => ({id: route.id, params, pathname, pathnameBase}));

describe('the route-matching cache (decision 038)', () => {
  it('applies to the installed router, server and browser builds alike', () => {
    expect(() => cacheRouteMatching(source, {server: true})).not.toThrow();
    expect(() => cacheRouteMatching(source, {server: false})).not.toThrow();
  });

  it("applies to the installed Remix server entry and React Router's static router", () => {
    const remixEntry = createRequire(import.meta.url).resolve('@remix-run/react');
    const remixServer = readFileSync(remixEntry.replace(/index\.js$/, 'esm/server.js'), 'utf8');
    // React Router's DOM package comes with Remix's (not a dependency of ours): beside it.
    const nodeModules = remixEntry.replace(/@remix-run\/react\/dist\/index\.js$/, '');
    const staticRouter = readFileSync(join(nodeModules, 'react-router-dom', 'server.mjs'), 'utf8');
    expect(cacheServerRouteTables(remixServer, 'remix')).toContain('serverRouteTables.get(manifest.routes)');
    expect(cacheServerRouteTables(staticRouter, 'static-router')).toContain('staticDataRoutes.get(routes)');
    expect(() =>
      cacheServerRouteTables(staticRouter.replace('let manifest = {};', ''), 'static-router'),
    ).toThrow(/route-matching-cache/);
  });

  it('refuses a router whose matching code changed, instead of building without the cache', () => {
    expect(() =>
      cacheRouteMatching(source.replace('function compilePath(', 'function compilePattern('), {
        server: false,
      }),
    ).toThrow(/route-matching-cache/);
  });

  it('matches exactly as the router does, on first and repeated calls', () => {
    const routes = routeTree();
    for (const router of [server, browser]) {
      for (let round = 0; round < 3; round++) {
        for (const path of PATHS) {
          expect(ids(router.matchRoutes(routes, path)), path).toEqual(
            ids(original.matchRoutes(routeTree(), path)),
          );
        }
      }
    }
  });

  it('keeps matching right when a route array is new on every call, as the render builds them', () => {
    for (const path of PATHS) {
      expect(ids(server.matchRoutes(routeTree(), path)), path).toEqual(
        ids(original.matchRoutes(routeTree(), path)),
      );
    }
  });

  it('on the server, gives each caller its own matches: one changing its copy changes no later match', () => {
    const routes = routeTree();
    const path = '/fr-fr/products/jogger';
    const first = server.matchRoutes(routes, path)!;
    first.at(-1)!.params.handle = 'changed';
    first.pop();
    expect(ids(server.matchRoutes(routes, path))).toEqual(ids(original.matchRoutes(routeTree(), path)));
  });

  it('in the browser, finds routes added in place to an array it matched before', () => {
    const routes = routeTree();
    expect(ids(browser.matchRoutes(routes, '/blogs/journal'))?.at(-1)?.id).toBe('not-found');
    routes[0].children!.push({id: 'blog', path: ':locale?/blogs/:handle'});
    expect(ids(browser.matchRoutes(routes, '/blogs/journal'))?.at(-1)).toEqual({
      id: 'blog',
      params: {locale: undefined, handle: 'journal'},
      pathname: '/blogs/journal',
      pathnameBase: '/blogs/journal',
    });
  });
});
