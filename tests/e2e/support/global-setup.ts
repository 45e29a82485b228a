import type {FullConfig} from '@playwright/test';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {EMULATED_CUSTOMER_ACCOUNTS} from '../../../scripts/local-env';
import {startLocalServices} from '../../../scripts/local-services';
import {startShopifyFront} from '../../../scripts/shopify-front';
import {startBuiltWorker} from '../../../scripts/worker-runtime';
import {STACKS_ENV, type Stack} from './stack';

/**
 * A fresh emulator on a free port and the built worker in front of it, for each Playwright
 * worker: once with the classic customer accounts and once with the current ones (over https,
 * with shopify.com served locally by the emulator), so the account journeys run on both.
 */
export default async function globalSetup(config: FullConfig) {
  // Point the journeys at a store that is already running (e.g. a dev server) instead.
  if (process.env.STOREFRONT_URL) return undefined;
  const stops: Array<() => Promise<void>> = [];
  const stacks: Stack[] = [];
  // One after the other: free ports are picked by binding and releasing, so two at once could meet.
  for (let slot = 0; slot < config.workers; slot++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'alderline-e2e-'));
    const services = await startLocalServices({fileEnv: {}, shellEnv: {}, port: 0, dataDir, quiet: true});
    const emulatorUrl = services.emulatorUrl!;
    const worker = await startBuiltWorker({env: services.workerEnv, emulatorUrl});
    const currentAccounts = await startBuiltWorker({
      env: {...services.workerEnv, ...EMULATED_CUSTOMER_ACCOUNTS},
      emulatorUrl,
    });
    const shopify = await startShopifyFront({emulatorUrl});
    stacks.push({
      storefront: worker.url,
      emulator: emulatorUrl,
      currentAccountsStorefront: currentAccounts.url,
      hostResolverRule: shopify.hostResolverRule,
    });
    stops.push(async () => {
      await Promise.all([worker.dispose(), currentAccounts.dispose(), shopify.stop()]);
      await services.stop();
      rmSync(dataDir, {recursive: true, force: true});
    });
  }
  process.env[STACKS_ENV] = JSON.stringify(stacks);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
