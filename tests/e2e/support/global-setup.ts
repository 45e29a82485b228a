import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startLocalServices} from '../../../scripts/local-services';
import {startBuiltWorker} from '../../../scripts/worker-runtime';

/** A fresh emulator on a free port and the built worker in front of it. */
export default async function globalSetup() {
  // Point the journeys at a store that is already running (e.g. a dev server) instead.
  if (process.env.STOREFRONT_URL) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'alderline-e2e-'));
  const services = await startLocalServices({fileEnv: {}, shellEnv: {}, port: 0, dataDir, quiet: true});
  const worker = await startBuiltWorker({env: services.workerEnv});
  process.env.STOREFRONT_URL = worker.url;
  process.env.EMULATOR_URL = services.emulatorUrl;
  return async () => {
    await worker.dispose();
    await services.stop();
    rmSync(dataDir, {recursive: true, force: true});
  };
}
