import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {productLinks, startWorkerHarness, type WorkerHarness} from './harness';

let harness: WorkerHarness;

beforeAll(async () => {
  harness = await startWorkerHarness();
});

afterAll(async () => {
  await harness?.stop();
});

async function get(path: string) {
  const response = await fetch(`${harness.storefrontUrl}${path}`, {redirect: 'manual'});
  return {status: response.status, html: await response.text(), headers: response.headers};
}

describe('the built worker', () => {
  it('renders the home page with products and a CSP nonce', async () => {
    const {status, html, headers} = await get('/');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(productLinks(html).length).toBeGreaterThan(3);
    const csp = headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it('renders a product page in each market currency', async () => {
    const [usLink] = productLinks((await get('/')).html);
    const handlePath = usLink.replace(/^\/[a-z]{2}-[a-z]{2}/, '');
    // Exact formats per market (short, explicit, locale-specific); the text is read from the price element only.
    const expectations: Array<[string, RegExp]> = [
      ['', /^\$\d+(\.\d\d)?$/],
      ['/en-gb', /^£\d+(\.\d\d)?$/],
      ['/fr-fr', /^\d+(,\d\d)?€$/],
      ['/de-de', /^\d+(,\d\d)?€$/],
      ['/ja-jp', /^¥[\d,]+$/],
      ['/en-ca', /^\$\d+(\.\d\d)? CAD$/],
    ];
    for (const [prefix, pricePattern] of expectations) {
      const {status, html} = await get(`${prefix}${handlePath}`);
      expect(status, prefix).toBe(200);
      expect(priceText(html), prefix).toMatch(pricePattern);
    }
  });

  it('streams a product’s content blocks into the page in the market’s language', async () => {
    // The seed gives this product a hero, featured content and a comparison carousel.
    const html = await (
      await fetch(`${harness.storefrontUrl}/de-de/products/womens-dreamknit-legging-chestnut`)
    ).text();
    expect(html).toContain('Warum DreamKnit?');
    expect(html).toContain('DreamKnit, neu gedacht');
    expect(html).not.toContain('Why DreamKnit?');
  });

  it('keeps links inside the current market', async () => {
    const {html} = await get('/en-gb');
    const links = productLinks(html);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith('/en-gb/products/')).toBe(true);
  });

  it('serves Arabic right-to-left', async () => {
    const {status, html} = await get('/ar-ae');
    expect(status).toBe(200);
    expect(html).toContain('lang="ar" dir="rtl"');
  });

  it.each([
    ['a script tag as handle', '/products/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['an unknown product', '/products/does-not-exist'],
    ['an unknown market prefix', '/xx-yy/'],
    ['a product under an unknown prefix', '/xx-yy/products/anything'],
    ['a 2,000-character path', `/${'a'.repeat(2000)}`],
    ['an unknown page in a market', '/en-gb/no-such-page'],
  ])('answers %s with a 404 page, not a 500', async (_label, path) => {
    const {status, html} = await get(path);
    expect(status).toBe(404);
    expect(html).toContain('Page not found');
  });

  it('refuses impossible product addresses without leaving a rejection in the worker log', async () => {
    const lines: string[] = [];
    for (const method of ['error', 'warn', 'log'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      });
    }
    try {
      for (const path of ['/products/a%20b', '/products/%3Cb%3E', '/fr-fr/products/UPPER_CASE']) {
        expect((await get(path)).status, path).toBe(404);
      }
      // The worker's console reaches this process a moment after the response.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      vi.restoreAllMocks();
    }
    expect(lines.filter((line) => /rejection|Uncaught/i.test(line))).toEqual([]);
  });

  it.each([
    ['/fr-fr/no-such-page', 'Page introuvable', 'Continuer mes achats'],
    ['/ar-ae/products/does-not-exist', 'الصفحة غير موجودة', 'متابعة التسوق'],
    ['/zh-hk/no-such-page', '找不到頁面', '繼續購物'],
  ])('answers %s with a 404 page in the market’s language', async (path, title, link) => {
    const {status, html} = await get(path);
    expect(status).toBe(404);
    expect(html).toContain(`<title>${title} | Alderline</title>`);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain(`>${link}</a>`);
    expect(html).not.toContain('Page not found');
  });

  it('lets browsers and caches keep the shell’s parts: their Cache-Control reaches the response', async () => {
    for (const path of ['/api/shell/footer', '/fr-fr/api/shell/navigation']) {
      const response = await fetch(`${harness.storefrontUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
      expect(response.headers.get('set-cookie')).toBeNull();
      await response.body?.cancel();
    }
  });

  it('answers 414 to 1,000 paths of 100 KB and keeps serving the store', async () => {
    const huge = `${harness.storefrontUrl}${'/a'.repeat(50 * 1024)}`;
    const statuses = new Map<number, number>();
    for (let round = 0; round < 50; round++) {
      const answers = await Promise.all(
        Array.from({length: 20}, async () => {
          const response = await fetch(huge);
          await response.arrayBuffer();
          return response.status;
        }),
      );
      for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({414: 1000});
    expect((await get('/')).status).toBe(200);
    // A safety net, not a speed goal (those live in the bench): a busy machine needs more than 30 s.
  }, 120_000);

  it('fails fast with a named variable when the store token is missing', async () => {
    const broken = await startWorkerHarness({
      PUBLIC_STORE_DOMAIN: 'https://example.myshopify.com',
      PUBLIC_STOREFRONT_API_TOKEN: '',
    });
    try {
      const response = await fetch(`${broken.storefrontUrl}/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('PUBLIC_STOREFRONT_API_TOKEN');
    } finally {
      await broken.stop();
    }
  });
});

/** The first price shown on a page: the text of the first span inside `data-testid="price"`. */
function priceText(html: string): string | undefined {
  const element = /data-testid="price"[^>]*>\s*<span[^>]*>([^<]*)<\/span>/.exec(html);
  return element?.[1].replace(/&nbsp;|\u00a0|\u202f/g, ' ').trim();
}
