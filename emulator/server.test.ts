import {request as httpRequest} from 'node:http';
import {connect} from 'node:net';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {createEmulatorServer, type EmulatorServer, type EmulatorServerOptions} from './server';
import type {FaultMap} from './faults';
import type {EmulatorService} from './service';
import type {StatsSnapshot} from './stats';

const silent = {info: () => undefined, error: () => undefined};

async function read<T>(response: Promise<Response> | Response): Promise<T> {
  return (await (await response).json()) as T;
}
const readStats = (url: string) => read<StatsSnapshot>(fetch(`${url}/__emulator/stats`));
const readFaults = async (url: string) =>
  (await read<{faults: FaultMap}>(fetch(`${url}/__emulator/faults`))).faults;

function echoService(overrides: Partial<EmulatorService> = {}): EmulatorService {
  return {
    name: 'storefront',
    matches: (url) => url.pathname.startsWith('/echo'),
    handle: (req) => ({
      status: 200,
      body: {method: req.method, path: req.url.pathname, bytes: req.body.length},
      operation: req.url.searchParams.get('op') ?? undefined,
    }),
    ...overrides,
  };
}

let running: EmulatorServer | undefined;

async function start(services: EmulatorService[], options: EmulatorServerOptions = {}) {
  running = createEmulatorServer(services, {logger: silent, ...options});
  const port = await running.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${port}`;
}

afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('emulator server basics', () => {
  it('closes at once, dropping a kept-alive connection and one still sending its request', async () => {
    const url = await start([echoService()]);
    const {port} = new URL(url);
    // Kept alive after its answer, then half a request: either alone held close() until the
    // connection timed out (seconds to a minute), which every test stack paid when it stopped.
    const kept = connect(Number(port), '127.0.0.1');
    const keptClosed = new Promise((resolve) => kept.once('close', resolve));
    const answered = new Promise<string>((resolve) => kept.once('data', (chunk) => resolve(String(chunk))));
    kept.write('GET /echo/x HTTP/1.1\r\nHost: emulator\r\nConnection: keep-alive\r\n\r\n');
    expect(await answered).toMatch(/^HTTP\/1\.1 200/);
    const halfway = connect(Number(port), '127.0.0.1');
    const halfwayClosed = new Promise((resolve) => halfway.once('close', resolve));
    halfway.write('GET /echo/y HTTP/1.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));

    await running!.close();
    running = undefined;
    await Promise.all([keptClosed, halfwayClosed]);
  });

  it('routes to the first matching service and sends objects as JSON with CORS', async () => {
    const url = await start([echoService(), echoService({name: 'search'})]);
    const res = await fetch(`${url}/echo/x`, {method: 'POST', body: 'hello'});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-emulator-service')).toBe('storefront');
    expect(await res.json()).toEqual({method: 'POST', path: '/echo/x', bytes: 5});
  });

  it('answers 404 JSON for unknown paths', async () => {
    const url = await start([echoService()]);
    const res = await fetch(`${url}/nothing/here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({error: {status: 404}});
  });

  it('answers CORS preflights with 204 and echoes the requested headers', async () => {
    const url = await start([echoService()]);
    const res = await fetch(`${url}/echo`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-api-key, authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'x-algolia-api-key, authorization, content-type',
    );
  });

  it('rejects bodies over 1 MB with 413 JSON and keeps serving', async () => {
    const url = await start([echoService()]);
    const res = await fetch(`${url}/echo`, {method: 'POST', body: Buffer.alloc(1024 * 1024 + 1, 97)});
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({error: {status: 413}});
    const ok = await fetch(`${url}/echo`, {method: 'POST', body: Buffer.alloc(1024 * 1024, 97)});
    expect(await ok.json()).toMatchObject({bytes: 1024 * 1024});
  });

  it('turns a throwing service into a 500 JSON with the message and logs it', async () => {
    const error = vi.fn();
    const url = await start(
      [
        echoService({
          handle: () => {
            throw new Error('kaboom');
          },
        }),
      ],
      {logger: {info: () => undefined, error}},
    );
    const res = await fetch(`${url}/echo`);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({error: {status: 500, message: 'kaboom', service: 'storefront'}});
    expect(error).toHaveBeenCalledOnce();
    expect((await fetch(`${url}/__emulator/health`)).status).toBe(200);
  });

  it('survives a service returning an unusable response', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const url = await start([echoService({handle: () => ({status: 200, body: circular})})]);
    expect((await fetch(`${url}/echo`)).status).toBe(500);
  });

  it('sends strings as text and honours service headers and HEAD', async () => {
    const url = await start([
      echoService({handle: () => ({status: 200, body: 'plain', headers: {'X-Thing': '1'}})}),
    ]);
    const res = await fetch(`${url}/echo`);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('x-thing')).toBe('1');
    expect(await res.text()).toBe('plain');
    const head = await fetch(`${url}/echo`, {method: 'HEAD'});
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('reports health with the service names', async () => {
    const url = await start([echoService(), echoService({name: 'search'})]);
    expect(await (await fetch(`${url}/__emulator/health`)).json()).toEqual({
      ok: true,
      services: ['storefront', 'search'],
    });
    expect((await fetch(`${url}/__emulator/nope`)).status).toBe(404);
    expect((await fetch(`${url}/__emulator/health`, {method: 'POST'})).status).toBe(405);
  });
});

describe('faults', () => {
  const post = (url: string, body: unknown) =>
    fetch(`${url}/__emulator/faults`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('adds latency (at least latencyMs)', async () => {
    const url = await start([echoService()], {faults: {storefront: {latencyMs: 120}}});
    const started = performance.now();
    const res = await fetch(`${url}/echo`);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
  });

  it('answers 503 with errorRate 1 and counts it as faulted', async () => {
    const url = await start([echoService()]);
    expect((await post(url, {storefront: {errorRate: 1}})).status).toBe(200);
    const res = await fetch(`${url}/echo`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({error: {fault: 'errorRate', service: 'storefront'}});
    const stats = await readStats(url);
    expect(stats.services.storefront).toMatchObject({requests: 1, faulted: 1, errors: 1});
  });

  it('destroys the socket when down', async () => {
    const url = await start([echoService()], {faults: {storefront: {down: true}}});
    await expect(fetch(`${url}/echo`)).rejects.toThrow();
    expect((await fetch(`${url}/__emulator/health`)).status).toBe(200);
  });

  it('holds requests on timeout until the client gives up', async () => {
    const url = await start([echoService()], {faults: {storefront: {timeout: true}}});
    const started = performance.now();
    await expect(fetch(`${url}/echo`, {signal: AbortSignal.timeout(150)})).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('answers 504 when the hold limit passes first', async () => {
    const url = await start([echoService()], {faults: {storefront: {timeout: true}}, timeoutHoldMs: 50});
    const res = await fetch(`${url}/echo`);
    expect(res.status).toBe(504);
  });

  it('merges on POST, clears on DELETE, applies * to all, validates input', async () => {
    const url = await start([echoService()]);
    await post(url, {storefront: {latencyMs: 5}});
    await post(url, {storefront: {errorRate: 0.5}, content: {down: true}});
    expect(await readFaults(url)).toEqual({
      storefront: {latencyMs: 5, errorRate: 0.5},
      content: {down: true},
    });
    await post(url, {content: null});
    expect(await readFaults(url)).toEqual({storefront: {latencyMs: 5, errorRate: 0.5}});
    await fetch(`${url}/__emulator/faults`, {method: 'DELETE'});
    expect(await readFaults(url)).toEqual({});

    await post(url, {'*': {errorRate: 1}});
    expect((await fetch(`${url}/echo`)).status).toBe(503);

    expect((await post(url, '{not json')).status).toBe(400);
    expect((await post(url, {storefront: {errorRate: 2}})).status).toBe(400);
    expect((await post(url, {storefront: {explode: true}})).status).toBe(400);
    expect((await post(url, [1])).status).toBe(400);
  });
});

describe('stats and reset', () => {
  it('counts per service and per operation, and resets', async () => {
    const url = await start([echoService()]);
    await fetch(`${url}/echo?op=getCart`);
    await fetch(`${url}/echo?op=getCart`);
    await fetch(`${url}/echo/carts/12345`, {method: 'POST'});
    const stats = await readStats(url);
    expect(stats.total).toBe(3);
    expect(stats.services.storefront.operations).toEqual({getCart: 2, 'POST /echo/carts/:id': 1});
    await fetch(`${url}/__emulator/stats`, {method: 'DELETE'});
    expect((await readStats(url)).total).toBe(0);
  });

  it('POST /__emulator/reset resets services, faults and stats', async () => {
    const reset = vi.fn();
    const url = await start([echoService({reset})], {faults: {storefront: {latencyMs: 1}}});
    await fetch(`${url}/echo`);
    const res = await fetch(`${url}/__emulator/reset`, {method: 'POST'});
    expect(res.status).toBe(200);
    expect(reset).toHaveBeenCalledOnce();
    expect(await readFaults(url)).toEqual({});
    expect((await readStats(url)).total).toBe(0);
  });
});

describe('robustness', () => {
  it('answers malformed request lines with 400 and keeps running', async () => {
    const url = await start([echoService()]);
    const {port} = new URL(url);
    const status = await new Promise<number | undefined>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/echo',
        method: 'GET',
        headers: {'content-length': 'abc'},
      });
      req.on('response', (res) => resolve(res.statusCode));
      req.on('error', () => resolve(undefined));
      req.end();
    });
    expect(status === 400 || status === undefined).toBe(true);
    expect((await fetch(`${url}/__emulator/health`)).status).toBe(200);
  });
});
