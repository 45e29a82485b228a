import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  getWithHostHeader,
  startWorkerHarness,
  type WorkerHarness,
  productTagged as productTaggedIn,
} from './harness';

let harness: WorkerHarness;

beforeAll(async () => {
  harness = await startWorkerHarness({PUBLIC_SITE_ENV: 'production'});
});

afterAll(async () => {
  await harness?.stop();
});

async function get(path: string): Promise<{status: number; type: string | null; text: string}> {
  const response = await fetch(`${harness.storefrontUrl}${path}`);
  return {status: response.status, type: response.headers.get('content-type'), text: await response.text()};
}

const productTagged = (tag: string) => productTaggedIn(harness.emulatorUrl, tag);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

interface UrlEntry {
  loc: string;
  alternates: Map<string, string>;
}

function urlEntries(xml: string): UrlEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(inner)![1],
    alternates: new Map(
      [...inner.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
    ),
  }));
}

/** Every URL of a market's product sitemaps, following the index. */
async function productUrls(prefix: string): Promise<UrlEntry[]> {
  const index = locs((await get('/sitemap.xml')).text);
  const pages = index.filter((loc) => loc.startsWith(`${harness.storefrontUrl}${prefix}/sitemap/products/`));
  expect(pages.length).toBeGreaterThan(0);
  const entries: UrlEntry[] = [];
  for (const page of pages) entries.push(...urlEntries((await get(new URL(page).pathname)).text));
  return entries;
}

describe('sitemaps', () => {
  it('indexes every market’s product, collection and page sitemaps, and robots.txt names it', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    const sitemaps = locs(index.text).map((loc) => new URL(loc).pathname);
    for (const path of [
      '/sitemap/products/1.xml',
      '/sitemap/products/2.xml',
      '/sitemap/collections/1.xml',
      '/sitemap/pages/1.xml',
      '/en-gb/sitemap/products/2.xml',
      '/fr-fr/sitemap/collections/1.xml',
      '/ar-ae/sitemap/pages/1.xml',
    ])
      expect(sitemaps).toContain(path);
    expect(sitemaps).toHaveLength(23 * 4);

    const robots = await get('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${harness.storefrontUrl}/sitemap.xml`);
  });

  it('lists products with an alternate for every market where they may be indexed', async () => {
    const gbOnly = await productTagged('noindex-gb');
    const us = await productUrls('');
    const plain = us.find((entry) => entry.loc.endsWith('/products/womens-dreamknit-legging-black'))!;
    expect(plain.loc).toBe(`${harness.storefrontUrl}/products/womens-dreamknit-legging-black`);
    expect(plain.alternates.size).toBe(24);
    expect(plain.alternates.get('en-GB')).toBe(
      `${harness.storefrontUrl}/en-gb/products/womens-dreamknit-legging-black`,
    );
    expect(plain.alternates.get('x-default')).toBe(plain.loc);

    const noindexGb = us.find((entry) => entry.loc.endsWith(`/products/${gbOnly}`))!;
    expect(noindexGb.alternates.has('en-GB')).toBe(false);
    expect(noindexGb.alternates.has('fr-FR')).toBe(true);
    expect(noindexGb.alternates.size).toBe(23);
  });

  it('leaves a product out of the sitemap of a market it is noindex for', async () => {
    const gbOnly = await productTagged('noindex-gb');
    const intl = await productTagged('noindex-intl');
    const gb = await productUrls('/en-gb');
    const gbLocs = gb.map((entry) => entry.loc);
    expect(gbLocs).toContain(`${harness.storefrontUrl}/en-gb/products/womens-dreamknit-legging-black`);
    expect(gbLocs.some((loc) => loc.endsWith(`/products/${gbOnly}`))).toBe(false);
    expect(gbLocs.some((loc) => loc.endsWith(`/products/${intl}`))).toBe(false);

    const us = await productUrls('');
    const intlInUs = us.find((entry) => entry.loc.endsWith(`/products/${intl}`))!;
    expect([...intlInUs.alternates.keys()]).toEqual(['en-US', 'x-default']);
  });

  it('leaves noindex collections out everywhere', async () => {
    const collections = urlEntries((await get('/sitemap/collections/1.xml')).text).map((entry) => entry.loc);
    expect(collections).toContain(`${harness.storefrontUrl}/collections/womens-leggings`);
    expect(collections.some((loc) => loc.endsWith('/collections/warehouse-sale'))).toBe(false);
  });

  it('answers 404 for unknown types, pages out of range and unknown markets', async () => {
    for (const path of [
      '/sitemap/blogs/1.xml',
      '/sitemap/products/0.xml',
      '/sitemap/products/99.xml',
      '/sitemap/products/one.xml',
      '/xx-yy/sitemap/products/1.xml',
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it('uses the market’s own domain there, and lists only that market', async () => {
    const index = await getWithHostHeader(harness.storefrontUrl, '/sitemap.xml', 'www.alderline.co.uk');
    const sitemaps = locs(index.html);
    expect(sitemaps).toContain('http://www.alderline.co.uk/sitemap/products/1.xml');
    expect(sitemaps.some((loc) => loc.includes('/en-gb/') || loc.includes('/fr-fr/'))).toBe(false);

    const products = await getWithHostHeader(
      harness.storefrontUrl,
      '/sitemap/products/1.xml',
      'www.alderline.co.uk',
    );
    const entry = urlEntries(products.html).find((url) =>
      url.loc.endsWith('/products/womens-dreamknit-legging-black'),
    )!;
    expect(entry.loc).toBe('https://www.alderline.co.uk/products/womens-dreamknit-legging-black');
    expect(entry.alternates.get('fr-FR')).toBe(
      'https://www.alderline.fr/products/womens-dreamknit-legging-black',
    );
  });
});
