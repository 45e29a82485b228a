/**
 * Development and test tooling only: `https://shopify.com` on this machine, for Shopify's
 * customer account pages and APIs that Hydrogen's client addresses there. An https server with
 * a locally made certificate for shopify.com passes every request on to the emulator unchanged
 * (path, method, headers, body; answers and redirects come back as they are), and an HTTP proxy
 * tunnels `CONNECT shopify.com:443` to it:
 *
 * - a browser reaches it by resolving shopify.com here (Chromium's `--host-resolver-rules`);
 * - the Vite dev server's worker reaches it through MiniOxygen's outbound proxy setting
 *   (`SHOPIFY_HTTPS_PROXY`), trusting the local certificate as a development proxy's.
 *
 * Other hosts are tunnelled to where they are, so the proxy changes nothing else.
 */
import {createServer as createHttpServer, type IncomingMessage} from 'node:http';
import {createServer as createHttpsServer} from 'node:https';
import {connect, type AddressInfo, type Socket} from 'node:net';
import {resolve} from 'node:path';
import {getCertificate} from '@vitejs/plugin-basic-ssl';
import {passThrough} from './pass-through';

export const SHOPIFY_HOST = 'shopify.com';

export interface ShopifyFront {
  /** Where the https server for shopify.com listens (127.0.0.1). */
  httpsPort: number;
  /** The HTTP proxy that tunnels shopify.com to it, e.g. `http://127.0.0.1:53122`. */
  proxyUrl: string;
  /** Chromium's rule that sends shopify.com to the https server. */
  hostResolverRule: string;
  stop(): Promise<void>;
}

export async function startShopifyFront(options: {emulatorUrl: string}): Promise<ShopifyFront> {
  const pem = await getCertificate(resolve('node_modules/.cache/shopify-front'), 'shopify-front', [
    SHOPIFY_HOST,
  ]);
  const emulator = new URL(options.emulatorUrl);

  const front = createHttpsServer({key: pem, cert: pem}, (req, res) =>
    passThrough(req, res, {
      host: emulator.hostname,
      port: emulator.port,
      headers: {...req.headers, host: SHOPIFY_HOST, 'x-forwarded-proto': 'https'},
    }),
  );
  const httpsPort = await listen(front);

  const proxy = createHttpServer((_req, res) => {
    res.writeHead(405, {'content-type': 'text/plain'});
    res.end('Only CONNECT is proxied here.');
  });
  const tunnels = new Set<Socket>();
  proxy.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const [host, port] = (req.url ?? '').split(':');
    const target =
      host === SHOPIFY_HOST ? connect(httpsPort, '127.0.0.1') : connect(Number(port) || 443, host);
    target.once('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) target.write(head);
      target.pipe(client);
      client.pipe(target);
    });
    const close = () => {
      target.destroy();
      client.destroy();
    };
    target.on('error', close);
    client.on('error', close);
    for (const socket of [client, target]) {
      tunnels.add(socket);
      socket.once('close', () => tunnels.delete(socket));
    }
  });
  const proxyPort = await listen(proxy);

  return {
    httpsPort,
    proxyUrl: `http://127.0.0.1:${proxyPort}`,
    hostResolverRule: `MAP ${SHOPIFY_HOST} 127.0.0.1:${httpsPort}`,
    async stop() {
      for (const socket of tunnels) socket.destroy();
      front.closeAllConnections();
      proxy.closeAllConnections();
      await Promise.all([new Promise((done) => front.close(done)), new Promise((done) => proxy.close(done))]);
    },
  };
}

function listen(server: {
  listen: (port: number, host: string, done: () => void) => void;
  address: () => unknown;
}) {
  return new Promise<number>((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
  );
}
