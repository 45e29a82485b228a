import {expect, test as base, type Locator} from '@playwright/test';

/**
 * Journeys run as an automated visitor: the spec's automation cookie keeps the
 * country-confirmation dialog from opening (the runtime reports a US buyer on every
 * market). Journeys about that dialog import from @playwright/test directly.
 */
export const test = base.extend({
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
