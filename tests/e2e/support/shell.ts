import type {BrowserContext} from '@playwright/test';

/**
 * The automation cookie keeps the country confirmation shut. MiniOxygen
 * reports every local visitor as being in the US, so journeys on other markets
 * would otherwise meet the dialog first.
 */
export async function skipCountryConfirmation(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{name: 'automation', value: '1', url: baseURL ?? 'http://localhost'}]);
}
