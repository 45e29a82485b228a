/**
 * Saves services' mutable state (carts, customers, subscriptions) as `{service}.json` in a data
 * directory so a restarted emulator carries on where it stopped. Writes are debounced per service and
 * atomic (temp file + rename); every failure is logged, never thrown.
 */
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readdir, rename, rm, rmdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {errorMessage, nodeProcess} from './http';
import type {EmulatorService} from './service';

const DEFAULT_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.emulator-data');
const DEBOUNCE_MS = 200;

interface SavedFile {
  version: 1;
  service: string;
  savedAt: string;
  data: unknown;
}

export interface PersistenceLogger {
  info(message: string): void;
  error(message: string): void;
}

/** `false` disables persistence; undefined means env EMULATOR_DATA_DIR, then the repo default. */
export function resolveDataDir(option: string | false | undefined, env = nodeProcess.env): string | null {
  if (option === false) return null;
  if (option) return path.resolve(option);
  const fromEnv = env.EMULATOR_DATA_DIR;
  if (fromEnv && fromEnv.trim() !== '') return path.resolve(fromEnv);
  return DEFAULT_DATA_DIR;
}

const OWN_FILE = /^[a-z][a-z0-9-]*\.json(?:\.\d+\.\d+\.tmp)?$/;

/**
 * Deletes the files persistence writes, then the directory if nothing else is in it. Deliberately not
 * `rm -rf`: the directory comes from an environment variable.
 */
export async function deleteDataDir(dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  for (const name of await readdir(dir)) {
    if (OWN_FILE.test(name)) await rm(path.join(dir, name), {force: true});
  }
  try {
    await rmdir(dir);
  } catch {
    // Not empty: something that is not ours lives there; leave it.
  }
}

export class Persistence {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly pending = new Map<string, EmulatorService>();
  /** Serialises writes per service so an older snapshot never renames over a newer one. */
  private readonly chains = new Map<string, Promise<void>>();
  private counter = 0;

  constructor(
    readonly dir: string | null,
    private readonly log: PersistenceLogger,
    private readonly debounceMs = DEBOUNCE_MS,
  ) {}

  private file(service: string): string {
    return path.join(this.dir ?? '', `${service}.json`);
  }

  /** Calls restore() on every service that has saved state. */
  restoreAll(services: readonly EmulatorService[]): void {
    if (!this.dir) return;
    for (const service of services) {
      if (!service.restore) continue;
      const file = this.file(service.name);
      if (!existsSync(file)) continue;
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<SavedFile>;
        service.restore(saved.data);
        this.log.info(`restored ${service.name} state from ${file}`);
      } catch (error) {
        this.log.error(
          `could not restore ${service.name} from ${file}: ${errorMessage(error)} (starting fresh)`,
        );
      }
    }
  }

  schedule(service: EmulatorService): void {
    if (!this.dir || !service.snapshot) return;
    this.pending.set(service.name, service);
    const existing = this.timers.get(service.name);
    if (existing) clearTimeout(existing);
    const timer = setTimeout(() => void this.write(service.name), this.debounceMs);
    timer.unref();
    this.timers.set(service.name, timer);
  }

  private write(name: string): Promise<void> {
    const timer = this.timers.get(name);
    if (timer) clearTimeout(timer);
    this.timers.delete(name);
    const service = this.pending.get(name);
    this.pending.delete(name);
    if (!service?.snapshot || !this.dir) return this.chains.get(name) ?? Promise.resolve();
    // Snapshot now (synchronously) so the file reflects the state at flush time.
    let text: string;
    try {
      const saved: SavedFile = {
        version: 1,
        service: name,
        savedAt: new Date().toISOString(),
        data: service.snapshot(),
      };
      text = JSON.stringify(saved);
    } catch (error) {
      this.log.error(`could not snapshot ${name}: ${errorMessage(error)}`);
      return this.chains.get(name) ?? Promise.resolve();
    }
    const dir = this.dir;
    const target = this.file(name);
    const temp = `${target}.${nodeProcess.pid}.${++this.counter}.tmp`;
    const previous = this.chains.get(name) ?? Promise.resolve();
    const next = previous.then(async () => {
      try {
        await mkdir(dir, {recursive: true});
        await writeFile(temp, text, 'utf8');
        await rename(temp, target);
      } catch (error) {
        this.log.error(`could not save ${name} state to ${target}: ${errorMessage(error)}`);
        await rm(temp, {force: true}).catch(() => undefined);
      }
    });
    this.chains.set(name, next);
    return next;
  }

  /** Writes everything pending now and waits for in-flight writes. */
  async flush(): Promise<void> {
    const names = [...this.pending.keys()];
    await Promise.all(names.map((name) => this.write(name)));
    await Promise.all([...this.chains.values()]);
  }

  /** Forgets pending writes and deletes the saved files (used by /__emulator/reset). */
  async clear(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.pending.clear();
    await Promise.all([...this.chains.values()]);
    if (this.dir) await deleteDataDir(this.dir);
  }
}
