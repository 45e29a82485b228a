/** A bare node:http server around an EmulatorService, for tests that use the real clients. */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {EmulatorService} from '../../service';

export interface RunningServer {
  port: number;
  origin: string;
  close: () => Promise<void>;
}

export async function serve(service: EmulatorService): Promise<RunningServer> {
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    if (!service.matches(url, req.method ?? 'GET')) {
      res.writeHead(404).end();
      return;
    }
    try {
      const response = await service.handle({
        method: req.method ?? 'GET',
        url,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      const body = response.body;
      const payload =
        body === undefined
          ? ''
          : typeof body === 'string' || Buffer.isBuffer(body)
            ? body
            : JSON.stringify(body);
      res.writeHead(response.status, response.headers ?? {});
      res.end(payload);
    } catch (error) {
      res.writeHead(500, {'content-type': 'text/plain'});
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * Tests share this machine with other work: give the real clients room (their defaults are
 * a 2 s connect and 5 s read timeout) so a cold index build never reads as "unreachable".
 */
export const TEST_CLIENT_TIMEOUTS = {connect: 30_000, read: 30_000, write: 30_000};

/** Builds the given indices before a test's clients start counting time. */
export async function warmUp(server: RunningServer, indexNames: string[]): Promise<void> {
  const response = await fetch(`${server.origin}/1/indexes/*/queries`, {
    method: 'POST',
    headers: {'x-algolia-application-id': 'WARMUP', 'x-algolia-api-key': 'warmup'},
    body: JSON.stringify({requests: indexNames.map((indexName) => ({indexName, query: '', hitsPerPage: 1}))}),
  });
  if (!response.ok) throw new Error(`warm-up failed: ${response.status} ${await response.text()}`);
}
