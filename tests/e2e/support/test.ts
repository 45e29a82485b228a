import {expect, test as base, type Locator, type Page} from '@playwright/test';

/**
 * A journey acts on a page once it is live, as a shopper can: the server's HTML has loaded and
 * React has taken it over (its elements carry React's props) and run its effects. Before that a
 * press goes to the browser (a link loads a new document, a form posts) instead of to the app.
 * Pages without the app's scripts (JavaScript off, other sites) are left as they are.
 *
 * This, not "network idle", is what journeys wait for after opening a page: idle needs half a
 * second of silence after the last request, and pages here ask for personalised slots and
 * analytics once they are idle, so it cost over half a second a page (about a minute of the
 * browser suite) and said nothing a shopper sees. What a journey then checks it waits for by role
 * and text, as Playwright's assertions do. A journey that proves something does NOT happen
 * (no request, no dialog, no error) still waits for network idle before it looks.
 */
export async function untilLive(page: Page): Promise<void> {
  const runsApp = await page.evaluate(() => '__remixContext' in window);
  if (!runsApp) return;
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactProps$')));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Opens `url` and waits until the page is live (`untilLive`); answers the document's response. */
export async function openLive(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  await untilLive(page);
  return response;
}

/** Reloads the page and waits until it is live again. */
export async function reloadLive(page: Page) {
  const response = await page.reload();
  await untilLive(page);
  return response;
}

/** Journeys about the country-confirmation dialog start from Playwright's own test. */
export const baseTest = base;

/**
 * Journeys run as an automated visitor: the `automation` cookie keeps the
 * country-confirmation dialog from opening (the runtime reports a US buyer on every
 * market). Journeys about that dialog use `baseTest`.
 */
export const test = baseTest.extend({
  context: async ({context, baseURL}, use) => {
    await context.addCookies([{name: 'automation', value: '1', url: baseURL!}]);
    await use(context);
  },
});

export {expect};

/**
 * Scrolls an element into the middle of the viewport as a shopper would. A lazy section
 * replaces its server HTML with equal elements when its code takes over, so the element
 * found may be gone a moment later: try again until the scrolled element is on the page
 * (its replacement stands in the same place).
 */
export async function scrollToSection(locator: Locator): Promise<void> {
  await expect(async () => {
    const connected = await locator.evaluate(
      (element) => {
        element.scrollIntoView({block: 'center'});
        return element.isConnected;
      },
      undefined,
      {timeout: 2000},
    );
    expect(connected).toBe(true);
  }).toPass();
}
