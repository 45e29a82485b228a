import {expect, test as base, type Locator, type Page} from '@playwright/test';

/**
 * A journey's "network idle" means the page is settled, and a settled page is a live one:
 * on a busy machine the network can fall quiet before React has taken over the server HTML,
 * and a press then goes to the browser (a link loads a new document, a form posts) instead
 * of to the app. After every navigation that waits for network idle, this also waits until
 * React has hydrated the document (its elements carry React's props) and its effects have
 * run. Pages without the app's scripts (JavaScript off, other sites) are left as they are.
 */
export async function untilLive(page: Page): Promise<void> {
  const runsApp = await page.evaluate(() => '__remixContext' in window);
  if (!runsApp) return;
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactProps$')));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

type Navigation = (...args: never[]) => Promise<unknown>;

function settleAfterIdle(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as Navigation;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...(args as never[]));
        const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
          | {waitUntil?: string}
          | undefined;
        if (options?.waitUntil === 'networkidle') await untilLive(page);
        return response;
      },
    });
  }
}

/** Every page a journey opens in its context settles as above. */
export const baseTest = base.extend({
  context: async ({context}, use) => {
    context.on('page', settleAfterIdle);
    await use(context);
  },
});

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
