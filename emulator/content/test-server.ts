/** A bare node:http listener around the content service, for tests that drive it with contentful.js. */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {EmulatorService} from '../service';
import {createContentService} from './index';

export interface RunningContentEmulator {
  /** host:port, the form contentful.js takes as `host`. */
  host: string;
  service: EmulatorService;
  close(): Promise<void>;
}

export async function startContentEmulator(
  service: EmulatorService = createContentService({seed: 1}),
): Promise<RunningContentEmulator> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
      try {
        const response = await service.handle({
          method: req.method ?? 'GET',
          url,
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        const isText = typeof response.body === 'string' || Buffer.isBuffer(response.body);
        res.writeHead(response.status, {'content-type': 'application/json', ...response.headers});
        res.end(isText ? response.body : JSON.stringify(response.body));
      } catch (error) {
        res.writeHead(500, {'content-type': 'text/plain'});
        res.end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    service,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
