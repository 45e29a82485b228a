import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getWithHostHeader, productLinks, startWorkerHarness, type WorkerHarness} from './harness';

let harness: WorkerHarness;

beforeAll(async () => {
  harness = await startWorkerHarness();
});

afterAll(async () => {
  await harness?.stop();
});

const getWithHost = (path: string, host: string) => getWithHostHeader(harness.storefrontUrl, path, host);

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
