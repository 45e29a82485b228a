import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startWorkerHarness, type WorkerHarness, productTagged as productTaggedIn} from './harness';

let harness: WorkerHarness;

beforeAll(async () => {
  // Live production: only there may pages be indexed, so the product rule is visible.
  harness = await startWorkerHarness({PUBLIC_SITE_ENV: 'production'});
});

afterAll(async () => {
  await harness?.stop();
});

const productTagged = (tag: string) => productTaggedIn(harness.emulatorUrl, tag);

function hreflangs(html: string): string[] {
  return [
    ...html.matchAll(
      /<link[^>]*rel="alternate"[^>]*hrefLang="([^"]+)"|<link[^>]*hrefLang="([^"]+)"[^>]*rel="alternate"/gi,
    ),
  ].map((match) => match[1] ?? match[2]);
}

describe('hreflang alternates', () => {
  it('lists all 23 markets plus x-default on the home page', async () => {
    const html = await (await fetch(`${harness.storefrontUrl}/`)).text();
    const languages = hreflangs(html);
    expect(languages).toHaveLength(24);
    expect(languages).toContain('x-default');
    expect(languages).toContain('ar-AE');
  });

  it('drops the countries a product is tagged noindex for, and noindexes it there', async () => {
    const handle = await productTagged('noindex-gb');
    const usHtml = await (await fetch(`${harness.storefrontUrl}/products/${handle}`)).text();
    const languages = hreflangs(usHtml);
    expect(languages).not.toContain('en-GB');
    expect(languages).toContain('fr-FR');
    expect(languages).toHaveLength(23);

    expect(usHtml).not.toMatch(/<meta name="robots" content="noindex/);
    const gbHtml = await (await fetch(`${harness.storefrontUrl}/en-gb/products/${handle}`)).text();
    expect(gbHtml).toMatch(/<meta name="robots" content="noindex,nofollow"/);
  });
});
