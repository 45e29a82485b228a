/**
 * Programmatic entry: `startEmulator()` is what tests and the dev script use.
 *
 *   const emulator = await startEmulator({port: 0, dataDir: false, quiet: true});
 *   // ... point the app at emulator.url ...
 *   await emulator.close();
 */
import {nodeProcess} from './http';
import {faultsFromEnv, type Fault} from './faults';
import {resolveDataDir} from './persistence';
import {loadServices, seedFromEnv} from './registry';
import {consoleLogger, createEmulatorServer, type EmulatorLogger} from './server';
import type {ServiceName} from './service';

export interface StartEmulatorOptions {
  /** 0 = any free port. Default: env EMULATOR_PORT, else 4100. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Saved-state directory; `false` turns persistence off (good for tests). Default: env EMULATOR_DATA_DIR, else <repo>/.emulator-data. */
  dataDir?: string | false;
  /** Default: env EMULATOR_SEED, else 1. */
  seed?: number;
  /** Merged over env EMULATOR_FAULTS. */
  faults?: Record<string, Fault | null>;
  /** No info logs (errors still go to stderr). */
  quiet?: boolean;
  /** Longest a `timeout` fault holds a request (default 60 000 ms). */
  timeoutHoldMs?: number;
}

export interface RunningEmulator {
  /** e.g. http://127.0.0.1:4100 (no trailing slash). */
  url: string;
  port: number;
  services: ServiceName[];
  close(): Promise<void>;
}

const DEFAULT_PORT = 4100;

function portFromEnv(env = nodeProcess.env): number {
  const value = Number(env.EMULATOR_PORT);
  return env.EMULATOR_PORT && Number.isInteger(value) && value >= 0 && value < 65536 ? value : DEFAULT_PORT;
}

export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const logger: EmulatorLogger = options.quiet
    ? {info: () => undefined, error: consoleLogger.error}
    : consoleLogger;
  const host = options.host ?? '127.0.0.1';
  const services = loadServices({seed: options.seed ?? seedFromEnv()});
  const emulator = createEmulatorServer(services, {
    faults: {...faultsFromEnv(nodeProcess.env.EMULATOR_FAULTS, logger.error), ...options.faults},
    dataDir: resolveDataDir(options.dataDir),
    logger,
    timeoutHoldMs: options.timeoutHoldMs,
  });
  const port = await emulator.listen(options.port ?? portFromEnv(), host);
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    services: services.map((s) => s.name),
    close: () => (closing ??= emulator.close()),
  };
}
