import {defineConfig, devices} from '@playwright/test';
import {availableParallelism} from 'node:os';
import {CHROMIUM_PATH, CHROMIUM_ARGS} from './scripts/chromium';
import type {AccountSystemOption} from './tests/e2e/support/accounts';
import {stack} from './tests/e2e/support/stack';

/**
 * Browser journeys against the BUILT worker in MiniOxygen and a fresh emulator
 * (started in global setup on free ports), one pair per Playwright worker: spec files run
 * side by side, the tests of one file in order. Debian's Chromium; no browser download.
 */
const desktop = {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}};

/**
 * The emulator's https endpoints and the store's https front use locally made certificates.
 * Chromium is told at launch to accept them on every connection. `ignoreHTTPSErrors` alone
 * accepts them per request, after the handshake has failed, and has the request start over: a
 * page load that has to wait for connections another request opened can start over three
 * times in a row, which Chromium ends with ERR_TOO_MANY_RETRIES.
 */
const args = [...CHROMIUM_ARGS, '--ignore-certificate-errors'];

export default defineConfig<AccountSystemOption>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // A journey keeps well under one core busy on average (Chromium, the worker and the emulator
  // mostly wait on each other): on two cores, one worker used 28% of the machine; two workers
  // take the suite from about 5.8 to 4.1 minutes. One per core, or E2E_WORKERS.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, availableParallelism())),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 7_000},
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: stack()?.storefront,
    // The emulator answers https (Shopify's analytics endpoint) with its own self-signed certificate.
    ignoreHTTPSErrors: true,
    trace: 'off',
    launchOptions: {executablePath: CHROMIUM_PATH, args},
  },
  projects: [
    {name: 'desktop', use: desktop},
    // The account journeys tagged for both account systems, again with the current customer
    // accounts: the store over https, shopify.com resolved to the emulator's stand-in.
    {
      name: 'current-accounts',
      testMatch: 'accounts.spec.ts',
      grep: /@both-account-systems/,
      use: {
        ...desktop,
        accountSystem: 'current',
        baseURL: stack()?.currentAccountsStorefront,
        ignoreHTTPSErrors: true,
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [
            ...args,
            ...(stack()?.hostResolverRule ? [`--host-resolver-rules=${stack()!.hostResolverRule}`] : []),
          ],
        },
      },
    },
  ],
});
