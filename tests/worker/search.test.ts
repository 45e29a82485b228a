import {afterAll, beforeAll, describe, expect, it} from 'vitest';
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
  it('shows products of the market, linked in the market, priced in its currency', async () => {
    const {status, html} = await get('/en-gb/search?q=legging');
    expect(status).toBe(200);
    const links = productLinks(html);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith('/en-gb/products/')).toBe(true);
    expect(html).toMatch(/data-testid="price"[^>]*>.*?£\d/s);
    expect(html).toMatch(/results? for “legging”/);
    // Refilled from q, and never indexed.
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="legging"/);
    expect(html).toContain('<title>Search: legging');
    expect(html).toMatch(/<meta name="robots" content="noindex,nofollow"/);
  });

  it('links to the next page keeping the query and the market', async () => {
    const {html} = await get('/en-gb/search?q=legging');
    const next = /<a[^>]*href="([^"]+)"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="([^"]+)"/.exec(html);
    if (!next) return; // Fewer than 25 leggings in the seed: nothing to page through.
    const href = (next[1] ?? next[2]).replaceAll('&amp;', '&');
    expect(href).toBe('/en-gb/search?q=legging&page=2');
    const page2 = await get(href);
    expect(page2.status).toBe(200);
    expect(productLinks(page2.html).length).toBeGreaterThan(0);
  });

  it('shows only the form without a query', async () => {
    const {status, html} = await get('/search');
    expect(status).toBe(200);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value=""/);
    expect(html).toContain('What are you looking for?');
    expect(html).not.toContain('data-testid="search-results"');
    expect(html).toContain('<title>Search');
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
