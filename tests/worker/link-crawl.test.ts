/**
 * No link the store renders leads nowhere: every internal link on the home page, a product
 * page, the bag and each account page (signed out and signed in as a community member), and
 * in the shell's parts that load later (menus, footer, banner) and the member drawer's data,
 * in three markets, answers without a 404 or a server error. Nothing is skipped: a link that
 * fails is named with the page it is on.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {localizePath, type PathPrefix} from '@markets';
import {startWorkerHarness, Visitor, type WorkerHarness} from './harness';

const MARKETS = ['', '/fr-fr', '/ar-ae'];
/** Account pages a signed-in customer has (an order's own page is found from the list). */
const ACCOUNT_PAGES = [
  '/account/dashboard',
  '/account/orders',
  '/account/addresses',
  '/account/addresses/new',
  '/account/profile',
];
const SIGNED_OUT_PAGES = ['/account/login', '/account/register', '/account/recover'];
const SHELL_PARTS = ['navigation', 'footer', 'banner'];
const CONCURRENCY = 4;

let harness: WorkerHarness;

beforeAll(async () => {
  harness = await startWorkerHarness();
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

/** A shoppable product with a variant for sale, straight from the Storefront emulator. */
async function productForSale(): Promise<{handle: string; variantId: string}> {
  const response = await fetch(`${harness.emulatorUrl}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'test'},
    body: JSON.stringify({
      query: `{ products(first: 30, query: "tag_not:findify-remove AND gift_card:false") { nodes { handle
        variants(first: 20) { nodes { id availableForSale } } } } }`,
    }),
  });
  const body = (await response.json()) as {
    data: {
      products: {
        nodes: Array<{handle: string; variants: {nodes: Array<{id: string; availableForSale: boolean}>}}>;
      };
    };
  };
  for (const product of body.data.products.nodes) {
    const variant = product.variants.nodes.find((candidate) => candidate.availableForSale);
    if (variant) return {handle: product.handle, variantId: variant.id};
  }
  throw new Error('no product for sale');
}

/** Same-site paths of the document's links (`<a href>`), without their fragment. */
function linksInHtml(html: string, origin: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].flatMap(([, raw]) => {
    const href = raw.replace(/&amp;/g, '&');
    return sitePath(href, origin);
  });
}

/**
 * Same-site paths named by `url`/`href`/`to` fields anywhere in a JSON answer. They are site
 * paths the components put in the market (`SiteLink`), so they are read with its prefix.
 */
function linksInJson(value: unknown, origin: string, prefix: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => linksInJson(item, origin, prefix));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    typeof field === 'string' && ['url', 'href', 'to', 'pageUrl'].includes(key)
      ? sitePath(field, origin).map((path) => localizePath(path, {pathPrefix: prefix as PathPrefix}))
      : linksInJson(field, origin, prefix),
  );
}

function sitePath(href: string, origin: string): string[] {
  if (!href || href.startsWith('#') || href.startsWith('//')) return [];
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return [];
  }
  if (url.origin !== origin) return [];
  return [`${url.pathname}${url.search}`];
}

interface Failure {
  link: string;
  status: number;
  on: string;
}

/** Follows every link once (as `visitor`), and lists those answering 404 or 5xx with where they were. */
async function brokenLinks(visitor: Visitor, linksByPage: Map<string, string[]>): Promise<Failure[]> {
  const firstSeenOn = new Map<string, string>();
  for (const [page, links] of linksByPage)
    for (const link of links) if (!firstSeenOn.has(link)) firstSeenOn.set(link, page);
  const queue = [...firstSeenOn.keys()];
  const failures: Failure[] = [];
  await Promise.all(
    Array.from({length: CONCURRENCY}, async () => {
      for (let link = queue.shift(); link !== undefined; link = queue.shift()) {
        const {status} = await visitor.get(link, true);
        if (status === 404 || status >= 500) failures.push({link, status, on: firstSeenOn.get(link)!});
      }
    }),
  );
  return failures.sort((a, b) => a.link.localeCompare(b.link));
}

describe('every internal link the store renders answers', () => {
  for (const prefix of MARKETS) {
    it(`on the home page, a product page, the bag and the account pages${prefix ? ` in ${prefix}` : ''}`, async () => {
      const origin = new URL(harness.storefrontUrl).origin;
      const product = await productForSale();
      const linksByPage = new Map<string, string[]>();
      const collect = async (visitor: Visitor, path: string, expectOk = true) => {
        const {status, body} = await visitor.get(path);
        if (expectOk) expect(status, path).toBe(200);
        const links = body.trimStart().startsWith('{')
          ? linksInJson(JSON.parse(body), origin, prefix)
          : linksInHtml(body, origin);
        linksByPage.set(path, links);
        return links;
      };

      // A guest with a bag.
      const guest = new Visitor(harness.storefrontUrl);
      await collect(guest, `${prefix}/`);
      await collect(guest, `${prefix}/products/${product.handle}`);
      const added = await guest.post(`${prefix}/cart`, {
        cartFormInput: JSON.stringify({
          action: 'LinesAdd',
          inputs: {lines: [{merchandiseId: product.variantId, quantity: 1}]},
        }),
      });
      expect(added.status).toBe(200);
      await collect(guest, `${prefix}/cart`);
      for (const part of SHELL_PARTS) await collect(guest, `${prefix}/api/shell/${part}`);
      for (const page of SIGNED_OUT_PAGES) await collect(guest, `${prefix}${page}`);
      const guestFailures = await brokenLinks(guest, linksByPage);
      let crawled = new Set([...linksByPage.values()].flat()).size;

      // A signed-in community member: the account pages, an order, the member drawer's data.
      const member = new Visitor(harness.storefrontUrl);
      expect(await member.signIn('member@alderline.test', prefix)).toBe(302);
      const memberPages = new Map<string, string[]>();
      linksByPage.clear();
      for (const page of ACCOUNT_PAGES) await collect(member, `${prefix}${page}`);
      const order = (linksByPage.get(`${prefix}/account/orders`) ?? []).find((link) =>
        /\/account\/orders\/\d+$/.test(link),
      );
      expect(order, 'the member has an order to open').toBeDefined();
      await collect(member, order!);
      await collect(member, `${prefix}/account/member`);
      for (const [page, links] of linksByPage) memberPages.set(page, links);
      const memberFailures = await brokenLinks(member, memberPages);

      crawled += new Set([...linksByPage.values()].flat()).size;
      expect(crawled).toBeGreaterThan(50);
      expect([...guestFailures, ...memberFailures]).toEqual([]);
    }, 300_000);
  }
});
