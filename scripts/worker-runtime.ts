/**
 * Runs the BUILT worker (dist/server/index.js) in MiniOxygen (workerd), as Oxygen
 * would, with dist/client served as its static assets. Used by `npm run preview`,
 * the worker tests and the benchmarks.
 */
import {createMiniOxygen, fetch as runtimeFetch, type Request as RuntimeRequest} from '@shopify/mini-oxygen';
import {existsSync, readdirSync} from 'node:fs';
import {resolve} from 'node:path';
import {createInterface} from 'node:readline';
import type {Readable} from 'node:stream';
import {freePort} from './local-services';
import {emulatedShopifyUrl} from '../emulator/customer-account/shopify-hosts';

export const COMPATIBILITY_DATE = '2024-10-01';

export interface BuiltWorker {
  url: string;
  dispose(): Promise<void>;
}

export async function startBuiltWorker(options: {
  env: Record<string, string>;
  port?: number;
  assetsPort?: number;
  /** Print a line per request (preview does; tests and benchmarks do not). */
  logRequests?: boolean;
  /** The build to run; `dist` of this checkout by default (the bench compares checkouts). */
  distDir?: string;
  /**
   * Receives workerd's own log, line by line, with the runtime's verbose logging on: among
   * others `uncaught exception; source = Uncaught (in response); …`, which names where the
   * runtime met an exception (the console lines MiniOxygen prints from the inspector do not).
   */
  runtimeLog?: (line: string) => void;
  /**
   * The emulator standing in for Shopify: a worker with the current customer accounts sends its
   * requests for Shopify's customer account hosts (`https://shopify.com/…`) there, as the network
   * would take them to Shopify. Other workers call nothing on shopify.com and keep workerd's own
   * network (an outbound service puts every request of the worker through this process).
   */
  emulatorUrl?: string;
}): Promise<BuiltWorker> {
  const distDir = resolve(options.distDir ?? 'dist');
  const scriptPath = resolve(distDir, 'server/index.js');
  if (!existsSync(scriptPath)) {
    throw new Error('dist/server/index.js is missing: run `npm run build` first.');
  }
  const currentAccounts = Boolean(options.env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID);
  const emulatorUrl = currentAccounts ? options.emulatorUrl : undefined;
  const miniOxygen = createMiniOxygen({
    port: options.port ?? 0,
    host: '127.0.0.1',
    // Shopify's customer accounts take only https callback addresses, so a worker with them
    // configured is served over https, as on Oxygen (workerd's own self-signed certificate).
    ...(currentAccounts ? {https: true} : {}),
    ...(options.logRequests ? {} : {requestHook: null}),
    ...(options.runtimeLog ? runtimeLogging(options.runtimeLog) : {}),
    // MiniOxygen derives the asset origin from this number, so it must be a real port.
    assets: {directory: resolve(distDir, 'client'), port: options.assetsPort ?? (await freePort())},
    workers: [
      {
        name: 'hydrogen',
        // Declared explicitly, the entry first: the bundle's chunks import each other, some
        // dynamically (loaded when a request first needs them), which module walking rejects.
        modules: workerModules(resolve(distDir, 'server')),
        // workerd names modules relative to this root; another checkout's build (the bench's
        // `--dist`) lies outside the working directory, which workerd refuses to reach with `..`.
        modulesRoot: resolve(distDir, 'server'),
        bindings: options.env,
        compatibilityDate: COMPATIBILITY_DATE,
        compatibilityFlags: ['nodejs_compat'],
        stripCfConnectingIp: false,
        ...(emulatorUrl
          ? {
              outboundService: (request: RuntimeRequest) => {
                const routed = emulatedShopifyUrl(request.url, emulatorUrl);
                return runtimeFetch(routed ?? request.url, {
                  method: request.method,
                  headers: request.headers,
                  body: request.body ?? undefined,
                  redirect: 'manual',
                  duplex: 'half',
                });
              },
            }
          : {}),
      },
    ],
  });
  const {workerUrl} = await miniOxygen.ready;
  return {url: workerUrl.origin, dispose: () => miniOxygen.dispose()};
}

/** The worker's modules: `index.js`, then every chunk beside it (`assets/*.js`). */
function workerModules(serverDir: string): Array<{type: 'ESModule'; path: string}> {
  const chunks = existsSync(resolve(serverDir, 'assets'))
    ? readdirSync(resolve(serverDir, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => resolve(serverDir, 'assets', name))
    : [];
  return [resolve(serverDir, 'index.js'), ...chunks].map((path) => ({type: 'ESModule', path}));
}

/** MiniOxygen options that turn workerd's verbose log on and hand it to `onLine`, line by line. */
export function runtimeLogging(onLine: (line: string) => void) {
  return {
    verbose: true,
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      for (const stream of [stdout, stderr]) createInterface({input: stream}).on('line', onLine);
    },
  };
}
