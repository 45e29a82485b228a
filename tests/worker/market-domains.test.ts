import {request} from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {productLinks, startWorkerHarness, type WorkerHarness} from './harness';

let harness: WorkerHarness;

beforeAll(async () => {
  harness = await startWorkerHarness();
});

afterAll(async () => {
  await harness?.stop();
});

/** GET with an explicit Host header, as a shopper reaching a market's own domain would send. */
function getWithHost(path: string, host: string): Promise<{status: number; html: string}> {
  const {hostname, port} = new URL(harness.storefrontUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {hostname, port, path, headers: {Host: host, Cookie: 'automation=1'}},
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () => resolve({status: response.statusCode ?? 0, html}));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe("a market's own domain", () => {
  it('serves the UK store unprefixed, in pounds, with unprefixed links that work', async () => {
    const home = await getWithHost('/', 'www.alderline.co.uk');
    expect(home.status).toBe(200);
    const links = productLinks(home.html);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith('/products/')).toBe(true);

    const product = await getWithHost(links[0], 'www.alderline.co.uk');
    expect(product.status).toBe(200);
    expect(product.html).toMatch(/data-testid="price"[^>]*>(?:<[^>]+>)*£\d/);
  });
});
