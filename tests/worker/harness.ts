import {mkdtempSync, rmSync} from 'node:fs';
import {request} from 'node:http';
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

/** GET with an explicit Host header, as a shopper reaching a market's own domain would send. */
export function getWithHostHeader(
  storefrontUrl: string,
  path: string,
  host: string,
): Promise<{status: number; html: string}> {
  const {hostname, port} = new URL(storefrontUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {hostname, port, path, headers: {Host: host, Cookie: 'automation=1'}},
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () => resolve({status: response.statusCode ?? 0, html}));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A seeded product handle carrying the given tag, straight from the Storefront emulator. */
export async function productTagged(emulatorUrl: string, tag: string): Promise<string> {
  const response = await fetch(`${emulatorUrl}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'test'},
    body: JSON.stringify({query: `{ products(first: 1, query: "tag:${tag}") { nodes { handle } } }`}),
  });
  const body = (await response.json()) as {data: {products: {nodes: Array<{handle: string}>}}};
  const handle = body.data.products.nodes[0]?.handle;
  if (!handle) throw new Error(`The seed has no product tagged ${tag}`);
  return handle;
}
