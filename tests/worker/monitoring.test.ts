import {request} from 'node:http';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {productLinks, startWorkerHarness, type WorkerHarness} from './harness';

let harness: WorkerHarness;

beforeAll(async () => {
  harness = await startWorkerHarness();
});

afterAll(async () => {
  await harness?.stop();
});

afterEach(() => {
  vi.restoreAllMocks();
});

interface Inspection {
  count: number;
  byCode: Record<string, number>;
  events: Array<{code: string; source: string; details?: {path?: string}}>;
}

async function monitoringEvents(code: string): Promise<Inspection> {
  const response = await fetch(`${harness.emulatorUrl}/api/monitoring/__events?code=${code}`);
  return (await response.json()) as Inspection;
}

describe('monitoring events from the built worker', () => {
  it('reach the monitoring service for a forced error page, after the response', async () => {
    const response = await fetch(`${harness.storefrontUrl}/en-gb?showErrorPage=1`);
    expect(response.status).toBe(500);
    await response.text();
    await expect
      .poll(async () => (await monitoringEvents('TEST-ERROR-PAGE')).events, {timeout: 5000})
      .toEqual([
        expect.objectContaining({code: 'TEST-ERROR-PAGE', source: 'server', details: {path: '/en-gb'}}),
      ]);
  });

  it('forwards the browser’s events and refuses bad batches', async () => {
    const post = (body: string, contentType = 'application/json') =>
      fetch(`${harness.storefrontUrl}/api/monitoring`, {
        method: 'POST',
        headers: {'Content-Type': contentType},
        body,
      });
    // The browser sends the code alone; the catalogue's text is added on the way.
    const event = {code: 'BROWSER-ERROR', time: new Date().toISOString(), path: '/ja-jp'};
    const accepted = await post(JSON.stringify({events: [event]}));
    expect(accepted.status).toBe(202);
    await expect
      .poll(async () => (await monitoringEvents('BROWSER-ERROR')).events, {timeout: 5000})
      .toEqual([
        expect.objectContaining({
          code: 'BROWSER-ERROR',
          message: 'A page showed its error page in the browser',
          source: 'browser',
        }),
      ]);

    expect((await post('{"events": []}')).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    expect((await post('x'.repeat(70 * 1024))).status).toBe(413);
    expect((await post('a=b', 'text/plain')).status).toBe(415);
    expect((await fetch(`${harness.storefrontUrl}/api/monitoring`)).status).toBe(405);
  });
});

describe('a method a page has no action for', () => {
  it('answers a plain 405 and reports nothing', async () => {
    const lines: string[] = [];
    for (const method of ['error', 'warn', 'log'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      });
    }
    const before = await monitoringEvents('SERVER-RENDER');
    const home = await (await fetch(`${harness.storefrontUrl}/en-gb`)).text();
    const paths = ['/en-gb', '/ar-ae', productLinks(home)[0], '/search?q=jogger', '/pages/community'];
    // All at once, as a scanner sends them.
    const answers = await Promise.all(
      paths.flatMap((path) =>
        ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'].map(async (method) => ({
          probe: `${method} ${path}`,
          ...(await send(method, path)),
        })),
      ),
    );
    for (const answer of answers) {
      expect(answer, answer.probe).toMatchObject({
        status: 405,
        allow: 'GET, HEAD',
        body: 'Method Not Allowed',
      });
    }
    // A report that is known to follow: once it has reached monitoring, anything the 405s
    // reported would have too (the worker sends its queue in order).
    await (await fetch(`${harness.storefrontUrl}/en-gb?showErrorPage=1`)).text();
    await expect
      .poll(async () => (await monitoringEvents('TEST-ERROR-PAGE')).byCode['TEST-ERROR-PAGE'] ?? 0, {
        timeout: 5000,
      })
      .toBeGreaterThan(before.byCode['TEST-ERROR-PAGE'] ?? 0);

    expect(lines.filter((line) => /"code":"(SERVER-RENDER|SERVER-REQUEST)"/.test(line))).toEqual([]);
    expect((await monitoringEvents('SERVER-RENDER')).byCode['SERVER-RENDER'] ?? 0).toBe(
      before.byCode['SERVER-RENDER'] ?? 0,
    );
  });
});

/** A bodiless request over a fresh connection, as scanners send them (fetch refuses TRACE). */
function send(method: string, path: string): Promise<{status: number; allow?: string; body: string}> {
  const {hostname, port} = new URL(harness.storefrontUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request({hostname, port, method, path, agent: false}, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({status: response.statusCode ?? 0, allow: response.headers.allow, body}),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
