import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {faultsFromEnv} from './faults';
import {startEmulator, type RunningEmulator} from './index';
import type {EmailState} from './services/email';

let emulator: RunningEmulator | undefined;

afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
  vi.unstubAllEnvs();
});

const subscribeBody = (email: string) =>
  JSON.stringify({
    data: {
      type: 'subscription',
      attributes: {profile: {data: {type: 'profile', attributes: {email}}}},
      relationships: {list: {data: {type: 'list', id: 'NEWS'}}},
    },
  });

describe('startEmulator', () => {
  it('starts on a free port with the own services and closes cleanly', async () => {
    emulator = await startEmulator({port: 0, dataDir: false, quiet: true});
    expect(emulator.port).toBeGreaterThan(0);
    expect(emulator.url).toBe(`http://127.0.0.1:${emulator.port}`);
    const health = (await (await fetch(`${emulator.url}/__emulator/health`)).json()) as {
      ok: boolean;
      services: string[];
    };
    expect(health.ok).toBe(true);
    expect(health.services).toEqual(
      expect.arrayContaining(['email', 'captcha', 'personalisation', 'images']),
    );
    await emulator.close();
    await expect(fetch(`${emulator.url}/__emulator/health`)).rejects.toThrow();
    await emulator.close(); // idempotent
  });

  it('applies faults from EMULATOR_FAULTS and from options', async () => {
    vi.stubEnv('EMULATOR_FAULTS', '{"images":{"errorRate":1}}');
    emulator = await startEmulator({port: 0, dataDir: false, quiet: true, faults: {captcha: {down: true}}});
    expect((await fetch(`${emulator.url}/images/a.svg`)).status).toBe(503);
    await expect(fetch(`${emulator.url}/recaptcha/enterprise.js`)).rejects.toThrow();
  });

  it('keeps e-mail subscriptions across a restart in the data directory', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emulator-index-'));
    try {
      emulator = await startEmulator({port: 0, dataDir: dir, quiet: true});
      const res = await fetch(`${emulator.url}/klaviyo/client/subscriptions/?company_id=PK`, {
        method: 'POST',
        headers: {'content-type': 'application/vnd.api+json', revision: '2025-01-15'},
        body: subscribeBody('runner@example.com'),
      });
      expect(res.status).toBe(202);
      await emulator.close();

      emulator = await startEmulator({port: 0, dataDir: dir, quiet: true});
      const state = (await (await fetch(`${emulator.url}/klaviyo/__subscriptions`)).json()) as EmailState;
      expect(state.subscriptions).toEqual([
        expect.objectContaining({email: 'runner@example.com', listId: 'NEWS'}),
      ]);
    } finally {
      await emulator?.close();
      emulator = undefined;
      await rm(dir, {recursive: true, force: true});
    }
  });
});

describe('faultsFromEnv', () => {
  it('parses valid JSON and reports bad values without throwing', () => {
    const warn = vi.fn();
    expect(faultsFromEnv('{"content":{"down":true}}', warn)).toEqual({content: {down: true}});
    expect(faultsFromEnv('nope', warn)).toEqual({});
    expect(faultsFromEnv('{"content":{"latencyMs":-1}}', warn)).toEqual({});
    expect(faultsFromEnv(undefined, warn)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
