import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startLocalServices} from '../../scripts/local-services';
import {startBuiltWorker} from '../../scripts/worker-runtime';

export interface WorkerHarness {
  storefrontUrl: string;
  emulatorUrl: string;
  stop(): Promise<void>;
}

/** A fresh emulator on a free port with the built worker in front of it. */
export async function startWorkerHarness(envOverrides: Record<string, string> = {}): Promise<WorkerHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'alderline-worker-'));
  const services = await startLocalServices({fileEnv: {}, shellEnv: {}, port: 0, dataDir, quiet: true});
  const worker = await startBuiltWorker({env: {...services.workerEnv, ...envOverrides}});
  return {
    storefrontUrl: worker.url,
    emulatorUrl: services.emulatorUrl!,
    async stop() {
      await worker.dispose();
      await services.stop();
      rmSync(dataDir, {recursive: true, force: true});
    },
  };
}

/** Product page paths linked from a page's HTML. */
export function productLinks(html: string): string[] {
  return [...html.matchAll(/href="([^"]*\/products\/[a-z0-9-]+)"/g)].map((match) => match[1]);
}
