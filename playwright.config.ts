import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_PATH, CHROMIUM_ARGS} from './tests/e2e/support/chromium';

/**
 * Browser journeys against the BUILT worker in MiniOxygen and a fresh emulator
 * (started in global setup on free ports). Debian's Chromium; no browser download.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 7_000},
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: process.env.STOREFRONT_URL,
    trace: 'off',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
  },
  projects: [{name: 'desktop', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}}],
});
