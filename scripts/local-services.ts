/**
 * Starts the local emulator as a child process when no store is configured, and
 * stops it again. Shared by `npm run dev`, `npm run preview`, the benchmarks and the
 * worker and browser tests (which pass their own free port and data directory).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import {emulatorPort, hasStoreCredentials, resolveLocalEnv, type EnvRecord} from './local-env';

export interface LocalServices {
  /** The environment the storefront worker should see. */
  workerEnv: Record<string, string>;
  /** Where the emulator answers, when one was started. */
  emulatorUrl?: string;
  stop(): Promise<void>;
}

export interface LocalServicesOptions {
  fileEnv: EnvRecord;
  shellEnv?: EnvRecord;
  /** Overrides the emulator port; `0` picks a free one. */
  port?: number;
  dataDir?: string;
  quiet?: boolean;
}

export async function startLocalServices(options: LocalServicesOptions): Promise<LocalServices> {
  const shellEnv = options.shellEnv ?? process.env;
  const requested = {...options.fileEnv, ...shellEnv};
  if (hasStoreCredentials(requested)) {
    return {workerEnv: resolveLocalEnv(options.fileEnv, shellEnv), stop: async () => {}};
  }

  const port = options.port === 0 ? await freePort() : (options.port ?? emulatorPort(requested));
  const emulatorUrl = `http://127.0.0.1:${port}`;
  const workerEnv = resolveLocalEnv({...options.fileEnv, EMULATOR_PORT: String(port)}, {});

  if (await isHealthy(emulatorUrl)) {
    if (!options.quiet) console.log(`Using the emulator already running at ${emulatorUrl}`);
    return {workerEnv, emulatorUrl, stop: async () => {}};
  }

  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/cli.ts'], {
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['inherit', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      EMULATOR_PORT: String(port),
      ...(options.dataDir ? {EMULATOR_DATA_DIR: options.dataDir} : {}),
    },
  });
  await waitUntilHealthy(emulatorUrl, child);
  return {workerEnv, emulatorUrl, stop: () => stopChild(child)};
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/__emulator/health`, {signal: AbortSignal.timeout(1000)});
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The emulator exited with code ${child.exitCode}`);
    if (await isHealthy(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`The emulator did not answer at ${url} within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
