import {existsSync} from 'node:fs';
import {mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {deleteDataDir, Persistence, resolveDataDir} from './persistence';
import {createEmulatorServer, type EmulatorServer} from './server';
import type {EmulatorService} from './service';

const silent = {info: () => undefined, error: () => undefined};

/** A stateful counter service: POST /count/{key} increments. */
function counterService(): EmulatorService {
  let counts: Record<string, number> = {};
  return {
    name: 'email',
    matches: (url) => url.pathname.startsWith('/count'),
    handle(req) {
      const key = req.url.pathname.split('/')[2] ?? 'x';
      if (req.method === 'POST') counts[key] = (counts[key] ?? 0) + 1;
      return {status: 200, body: counts};
    },
    snapshot: () => counts,
    restore(data) {
      counts = data as Record<string, number>;
    },
    reset() {
      counts = {};
    },
  };
}

let dir: string;
let running: EmulatorServer | undefined;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emulator-persist-'));
});

afterEach(async () => {
  await running?.close();
  running = undefined;
  await rm(dir, {recursive: true, force: true});
});

async function start(): Promise<string> {
  running = createEmulatorServer([counterService()], {dataDir: dir, logger: silent, persistDebounceMs: 20});
  return `http://127.0.0.1:${await running.listen(0, '127.0.0.1')}`;
}

describe('persistence', () => {
  it('keeps state across a restart', async () => {
    let url = await start();
    await fetch(`${url}/count/a`, {method: 'POST'});
    await fetch(`${url}/count/a`, {method: 'POST'});
    await fetch(`${url}/count/b`, {method: 'POST'});
    await running?.close();

    url = await start();
    expect(await (await fetch(`${url}/count`)).json()).toEqual({a: 2, b: 1});
  });

  it('writes debounced after non-GET requests only, atomically', async () => {
    const url = await start();
    await fetch(`${url}/count`);
    await new Promise((r) => setTimeout(r, 60));
    expect(existsSync(path.join(dir, 'email.json'))).toBe(false);
    await fetch(`${url}/count/a`, {method: 'POST'});
    const file = path.join(dir, 'email.json');
    await vi.waitFor(() => expect(existsSync(file)).toBe(true), {timeout: 5_000});
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved).toMatchObject({version: 1, service: 'email', data: {a: 1}});
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('reset clears the saved state', async () => {
    let url = await start();
    await fetch(`${url}/count/a`, {method: 'POST'});
    await fetch(`${url}/__emulator/reset`, {method: 'POST'});
    await running?.close();
    url = await start();
    expect(await (await fetch(`${url}/count`)).json()).toEqual({});
  });

  it('ignores a corrupt file and starts fresh', async () => {
    await writeFile(path.join(dir, 'email.json'), '{oops');
    const errors: string[] = [];
    running = createEmulatorServer([counterService()], {
      dataDir: dir,
      logger: {info: () => undefined, error: (m) => errors.push(m)},
    });
    const url = `http://127.0.0.1:${await running.listen(0, '127.0.0.1')}`;
    expect(await (await fetch(`${url}/count`)).json()).toEqual({});
    expect(errors[0]).toContain('could not restore email');
  });

  it('flush writes pending state immediately', async () => {
    const service = counterService();
    const persistence = new Persistence(dir, silent, 10_000);
    await service.handle({
      method: 'POST',
      url: new URL('http://x/count/z'),
      headers: {},
      body: Buffer.alloc(0),
    });
    persistence.schedule(service);
    await persistence.flush();
    expect(JSON.parse(await readFile(path.join(dir, 'email.json'), 'utf8')).data).toEqual({z: 1});
  });

  it('deleteDataDir removes only its own files', async () => {
    await writeFile(path.join(dir, 'email.json'), '{}');
    await writeFile(path.join(dir, 'notes.txt'), 'keep me');
    await deleteDataDir(dir);
    expect(await readdir(dir)).toEqual(['notes.txt']);
    await rm(path.join(dir, 'notes.txt'));
    await deleteDataDir(dir);
    expect(existsSync(dir)).toBe(false);
  });

  it('resolves the data directory from option, env, then default', () => {
    expect(resolveDataDir(false)).toBeNull();
    expect(resolveDataDir('/tmp/x', {})).toBe('/tmp/x');
    expect(resolveDataDir(undefined, {EMULATOR_DATA_DIR: '/tmp/y'})).toBe('/tmp/y');
    expect(resolveDataDir(undefined, {})).toMatch(/\.emulator-data$/);
  });
});
