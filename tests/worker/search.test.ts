import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getCatalogue} from '../../emulator/seed/index';
import {bareMessageKeys, productLinks, startWorkerHarness, type WorkerHarness} from './harness';

let harness: WorkerHarness;

beforeAll(async () => {
  harness = await startWorkerHarness();
});

afterAll(async () => {
  await harness?.stop();
});

async function get(path: string) {
  const response = await fetch(`${harness.storefrontUrl}${path}`, {redirect: 'manual'});
  return {status: response.status, html: await response.text()};
}

async function setSearchFaults(fault: {down: boolean} | null) {
  const response = await fetch(`${harness.emulatorUrl}/__emulator/faults`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({search: fault}),
  });
  expect(response.ok).toBe(true);
}

describe('the search results page', () => {
  it('server-renders the hits, facets, sorts and pages of the market, priced in its currency', async () => {
    const {status, html} = await get('/en-gb/search?q=legging');
    expect(status).toBe(200);
    const links = productLinks(html);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith('/en-gb/products/')).toBe(true);
    expect(html).toMatch(/data-testid="price"[^>]*>.*?£\d/s);
    expect(html).toMatch(/\d+ results for “legging”/);
    // Facet values are links to the filtered address; the five sorts are there.
    expect(html).toMatch(/<a[^>]*href="\/en-gb\/search\?q=legging&amp;color=black"[^>]*role="checkbox"/);
    for (const sort of ['Featured', 'Best Sellers', 'New Items', 'Price High to Low', 'Price Low to High']) {
      expect(html).toContain(`>${sort}</option>`);
    }
    expect(html).toMatch(
      /href="\/en-gb\/search\?q=legging&amp;page=2"[^>]*rel="next"|rel="next"[^>]*href="\/en-gb\/search\?q=legging&amp;page=2"/,
    );
    // Refilled from q, and never indexed.
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="legging"/);
    expect(html).toContain('<title>Search: legging');
    expect(html).toMatch(/<meta name="robots" content="noindex,nofollow"/);
  });

  it('renders the filtered, sorted page an address names', async () => {
    const {html} = await get('/search?q=jogger&color=black&sort=price-asc&page=1');
    expect(html).toMatch(/<a[^>]*role="checkbox"[^>]*aria-checked="true"[^>]*data-value="black"/);
    expect(html).toMatch(/<option value="price-asc" selected="">/);
  });

  it('shows only the form without a query', async () => {
    const {status, html} = await get('/search');
    expect(status).toBe(200);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value=""/);
    expect(html).toContain('What are you looking for?');
    expect(html).not.toContain('data-testid="product-hits"');
    expect(html).toContain('<title>Search');
  });

  it('answers odd addresses with the page, never an error', async () => {
    for (const path of [
      '/search?q=jogger&page=abc&sort=%00&color=' + 'x'.repeat(300),
      '/search?q=%00&size=',
    ]) {
      expect((await get(path)).status).toBe(200);
    }
  });

  it('answers a 600-character query with 200, the query cut to 512 characters', async () => {
    const {status, html} = await get(`/search?q=${'a'.repeat(600)}`);
    expect(status).toBe(200);
    const input = /<input[^>]*name="q"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain(`value="${'a'.repeat(512)}"`);
    expect(input).toContain('maxLength="512"');
    // The title carries a shortened query (Hydrogen wants titles under 120 characters).
    expect(html).toMatch(/<title>Search: a{59}… \| Alderline<\/title>/);
  });

  it('answers 404 under an unknown market prefix', async () => {
    expect((await get('/xx-yy/search?q=legging')).status).toBe(404);
  });

  it('says search is unavailable, with status 200, when the search service is down', async () => {
    await setSearchFaults({down: true});
    try {
      const {status, html} = await get('/en-gb/search?q=legging');
      expect(status).toBe(200);
      expect(html).toContain('Search is unavailable right now');
      expect(html).toContain('name="q"');
      const french = await get('/fr-fr/search?q=legging');
      expect(french.status).toBe(200);
      expect(french.html).toContain('La recherche est indisponible pour le moment');
    } finally {
      await setSearchFaults(null);
    }
  });
});

describe('collection pages', () => {
  it('render the collection with its products, facets, SEO texts and alternate title', async () => {
    const {status, html} = await get('/en-gb/collections/womens-leggings');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Women’s Leggings<\/h1>/);
    expect(productLinks(html).length).toBeGreaterThan(0);
    expect(html).toMatch(/role="checkbox"/);
    expect(html).toContain('Shop Women’s Leggings');
    expect(html).toContain('Free returns within 30 days.');
    expect(html).toMatch(/<title>Women’s Leggings \| Alderline<\/title>/);
  });

  it('redirect the /collection/ aliases to /collections/, keeping market and query', async () => {
    const response = await fetch(`${harness.storefrontUrl}/en-gb/collection/mens-sale?sort=newest`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en-gb/collections/mens-sale?sort=newest');
    for (const handle of ['sale', 'womens-sale', 'mens-sale']) {
      expect((await get(`/collections/${handle}`)).status).toBe(200);
    }
  });

  it('answer 404 for unknown and impossible handles', async () => {
    for (const path of ['/collections/no-such-thing', '/collections/BAD%20handle']) {
      expect((await get(path)).status).toBe(404);
    }
  });
});

describe('the listing rule', () => {
  const catalogue = getCatalogue(1);
  const removed = catalogue.products.filter((product) => product.tags.includes('findify-remove'));

  it('keeps products tagged findify-remove out of the home grid, search and collections', async () => {
    expect(removed.length).toBeGreaterThan(0);
    const home = await get('/');
    const listed = new Set(productLinks(home.html).map((link) => link.split('/').pop()));
    for (const product of removed) {
      expect(listed.has(product.handle)).toBe(false);
      const words = product.title.en.split('|')[0].trim();
      const search = await get(`/search?q=${encodeURIComponent(words)}`);
      expect(productLinks(search.html)).not.toContain(`/products/${product.handle}`);
      const collection = product.collectionHandles.find((handle) => handle !== 'warehouse-sale');
      if (!collection) continue;
      const page = await get(`/collections/${collection}?q=${encodeURIComponent(words)}`);
      expect(page.status).toBe(200);
      expect(productLinks(page.html)).not.toContain(`/products/${product.handle}`);
    }
  });
});

describe('what a list page sends', () => {
  it('shows the page and its list in the market’s language, no text missing', async () => {
    const results = await get('/fr-fr/search?q=jogger');
    expect(results.html).toMatch(/<h1[^>]*>Recherche<\/h1>/);
    expect(results.html).toMatch(/\d+ résultats pour « jogger »/);
    for (const words of ['Trier par', 'Couleur', 'Genre', '>Noir<']) expect(results.html).toContain(words);
    const pages = [
      results,
      await get('/fr-fr/search'),
      await get('/fr-fr/search?q=zzqqxxnothing'),
      await get('/fr-fr/collections/womens-leggings'),
      await get('/de-de/collections/new?color=black'),
    ];
    for (const page of pages) expect(bareMessageKeys(page.html)).toEqual([]);
    expect(pages[2].html).toContain('Aucun résultat pour « zzqqxxnothing »');
  });

  it('sends the list’s texts with the list’s data, the page’s own with the page', async () => {
    const page = await (await fetch(`${harness.storefrontUrl}/fr-fr/search.data?q=jogger`)).text();
    expect(page).toContain('Recherche');
    expect(page).not.toContain('search.facetValues');
    const list = (await (
      await fetch(`${harness.storefrontUrl}/fr-fr/api/listing/search?q=jogger`)
    ).json()) as {messages: Record<string, string>};
    expect(list.messages).toMatchObject({
      'search.sortBy': 'Trier par',
      'search.facetColor': 'Couleur',
      'search.facetValues.color_group.black': 'Noir',
    });
    // Every value's words, also for values these results lack: a filter removed may bring them.
    expect(
      Object.keys(list.messages).filter((key) => key.startsWith('search.facetValues.gender.')),
    ).toHaveLength(3);
  });
});

describe("a list's data for the browser", () => {
  it('answers the results page’s list as JSON, kept a minute by the shopper only; odd pages are 404', async () => {
    const response = await fetch(`${harness.storefrontUrl}/en-gb/api/listing/search?q=legging`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    const body = (await response.json()) as {query: string; listing: unknown};
    expect(body.query).toBe('legging');
    // InstantSearch's results, with hits, for the list to hydrate without searching again.
    expect(JSON.stringify(body.listing)).toMatch(/"nbHits":[1-9]/);
    expect((await get('/en-gb/api/listing/pages/community')).status).toBe(404);
    expect((await get('/en-gb/api/listing/collections/a/b')).status).toBe(404);
  });

  it('says the list is unavailable when search is down, and lets no cache keep that', async () => {
    await setSearchFaults({down: true});
    try {
      const response = await fetch(`${harness.storefrontUrl}/en-gb/api/listing/collections/women`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({listing: null});
    } finally {
      await setSearchFaults(null);
    }
  });

  it('answers a product’s related products, shared by every shopper; a forged id is 404', async () => {
    const [first] = getCatalogue().products;
    const id = String(first.id);
    const response = await fetch(`${harness.storefrontUrl}/en-gb/api/product-lists/${first.handle}?id=${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const body = (await response.json()) as {products: Array<{handle: string}>};
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.map((product) => product.handle)).not.toContain(first.handle);
    expect((await get(`/en-gb/api/product-lists/${first.handle}?id=gid%3A%2F%2Fx`)).status).toBe(404);
  });
});
