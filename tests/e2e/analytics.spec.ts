import type {Page} from '@playwright/test';
import {baseTest as test, expect} from './support/test';
import {findProduct, shoppable} from './support/catalogue';
import {skipCountryDialog} from './support/footer-consent';
import {emulatorUrl} from './support/stack';

interface CollectedEvent {
  name: string;
  url: string;
  consent: {analytics: boolean; preferences: boolean; marketing: boolean; sale_of_data: boolean};
  data: {products?: Array<{handle?: string}>};
}

async function collected(sessionId: string): Promise<CollectedEvent[]> {
  const response = await fetch(`${emulatorUrl()}/api/analytics/__events?sessionId=${sessionId}`);
  return ((await response.json()) as {events: CollectedEvent[]}).events;
}

const banner = (page: Page) => page.getByRole('region', {name: 'Cookie consent'});
const sessionIdOf = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('alderline:analytics-session'));

test.beforeEach(async ({context, baseURL}) => {
  await skipCountryDialog(context, baseURL);
});

test.describe('analytics and consent', () => {
  test('a shopper who accepts sends the page view and the product view, with their consent', async ({
    page,
  }) => {
    const product = await findProduct('a shoppable product', shoppable);
    await page.goto('/en-gb');
    await banner(page).getByRole('button', {name: 'Accept all'}).click();
    await expect.poll(() => sessionIdOf(page)).not.toBeNull();
    const sessionId = (await sessionIdOf(page))!;
    await expect
      .poll(async () => (await collected(sessionId)).map((event) => event.name), {timeout: 10_000})
      .toEqual(['page_viewed']);

    await page.goto(`/en-gb/products/${product.handle}`);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect
      .poll(async () => (await collected(sessionId)).map((event) => event.name), {timeout: 10_000})
      .toEqual(['page_viewed', 'page_viewed', 'product_viewed']);
    const [, , productView] = await collected(sessionId);
    expect(productView.data.products?.[0]?.handle).toBe(product.handle);
    expect(productView.consent).toEqual({
      analytics: true,
      preferences: true,
      marketing: true,
      sale_of_data: true,
    });
    expect(productView.url).toContain(`/en-gb/products/${product.handle}`);
  });

  test('a shopper who declines sends nothing and gets no analytics code', async ({page}) => {
    const product = await findProduct('a shoppable product', shoppable);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/analytics') sent.push(request.url());
    });
    await page.goto('/en-gb');
    await banner(page).getByRole('button', {name: 'Reject optional'}).click();
    await expect(banner(page)).toHaveCount(0);

    await page.goto(`/en-gb/products/${product.handle}`);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The idle-time hosts have loaded (the preferences open at once) and the choice is read.
    await page.getByRole('button', {name: 'Cookie preferences'}).click();
    await expect(page.getByRole('dialog', {name: 'Cookie preferences'})).toBeVisible();
    await page.getByRole('dialog', {name: 'Cookie preferences'}).press('Escape');
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

    expect(sent).toEqual([]);
    expect(await sessionIdOf(page)).toBeNull();
    expect(await page.evaluate(() => (window as {dataLayer?: unknown}).dataLayer)).toBeUndefined();
  });
});
