import type {FullConfig} from '@playwright/test';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startLocalServices} from '../../../scripts/local-services';
import {startBuiltWorker} from '../../../scripts/worker-runtime';
import {STACKS_ENV, type Stack} from './stack';

/** A fresh emulator on a free port and the built worker in front of it, for each Playwright worker. */
export default async function globalSetup(config: FullConfig) {
  // Point the journeys at a store that is already running (e.g. a dev server) instead.
  if (process.env.STOREFRONT_URL) return undefined;
  const stops: Array<() => Promise<void>> = [];
  const stacks: Stack[] = [];
  // One after the other: free ports are picked by binding and releasing, so two at once could meet.
  for (let slot = 0; slot < config.workers; slot++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'alderline-e2e-'));
    const services = await startLocalServices({fileEnv: {}, shellEnv: {}, port: 0, dataDir, quiet: true});
    const worker = await startBuiltWorker({env: services.workerEnv});
    stacks.push({storefront: worker.url, emulator: services.emulatorUrl!});
    stops.push(async () => {
      await worker.dispose();
      await services.stop();
      rmSync(dataDir, {recursive: true, force: true});
    });
  }
  process.env[STACKS_ENV] = JSON.stringify(stacks);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
