import {expect, test as base} from '@playwright/test';

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
