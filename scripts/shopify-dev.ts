/**
 * Development only: the Vite dev server with Shopify's current customer accounts on the
 * emulator (`EMULATOR_CUSTOMER_ACCOUNTS=current`).
 *
 * - Shopify takes only https callback addresses, so the dev server's port also speaks https
 *   (a locally made certificate, as `@vitejs/plugin-basic-ssl` makes it): a connection that
 *   opens with a TLS handshake is decrypted first, anything else is plain HTTP as before (the
 *   worker runtime fetches the app's modules from the same address over plain HTTP).
 * - The worker's requests to shopify.com go to the emulator through MiniOxygen's outbound
 *   proxy setting and the local shopify.com (scripts/shopify-front.ts).
 * - The browser's redirects to Shopify's sign-in and sign-out pages are pointed at the
 *   emulator, which serves them at the same paths: a page's `Location`, and the redirect a
 *   Remix data request answers with in its body (status 202).
 *
 * The app's code is the same as in production.
 */
import type {Server, ServerResponse} from 'node:http';
import type {Socket} from 'node:net';
import {resolve} from 'node:path';
import {createSecureContext, TLSSocket} from 'node:tls';
import {getCertificate} from '@vitejs/plugin-basic-ssl';
import type {Plugin} from 'vite';
import {startShopifyFront} from './shopify-front';
import {emulatedShopifyUrl} from '../emulator/customer-account/shopify-hosts';

/** The first byte of a TLS handshake record. */
const TLS_HANDSHAKE = 0x16;

export function currentAccountsOnEmulator(emulatorUrl: string): Plugin {
  return {
    name: 'alderline:shopify-accounts-on-emulator',
    apply: 'serve',
    async configureServer(server) {
      const front = await startShopifyFront({emulatorUrl});
      // MiniOxygen sends the worker's outbound requests through this proxy; the local
      // shopify.com's certificate is not a public one, so this development process trusts it.
      process.env.SHOPIFY_HTTPS_PROXY = front.proxyUrl;
      process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
      const httpServer = server.httpServer as Server | null;
      if (httpServer) {
        httpServer.once('close', () => void front.stop());
        await speakHttpsToo(httpServer);
      }
      server.middlewares.use((_req, res, next) => {
        pointShopifyAtEmulator(res, emulatorUrl);
        next();
      });
    },
  };
}

/** Lets the HTTP server's port take TLS connections too, told apart by their first byte. */
async function speakHttpsToo(httpServer: Server): Promise<void> {
  const pem = await getCertificate(resolve('node_modules/.cache/dev-https'), 'alderline-dev', [
    'localhost',
    '127.0.0.1',
  ]);
  const secureContext = createSecureContext({key: pem, cert: pem});
  const listeners = httpServer.listeners('connection') as ((socket: Socket) => void)[];
  httpServer.removeAllListeners('connection');
  httpServer.on('connection', (socket: Socket) => {
    socket.once('readable', () => {
      const first = socket.read(1) as Buffer | null;
      if (!first) return;
      socket.unshift(first);
      const connection =
        first[0] === TLS_HANDSHAKE ? new TLSSocket(socket, {isServer: true, secureContext}) : socket;
      for (const listener of listeners) listener.call(httpServer, connection);
    });
  });
}

/** Remix's status for a data request answered with a redirect (carried in the body). */
const DATA_REDIRECT_STATUS = 202;

/** Rewrites the response's redirect to Shopify's customer account pages into the emulator's address. */
function pointShopifyAtEmulator(res: ServerResponse, emulatorUrl: string): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  let buffered: Buffer[] | null = null;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) as
      | Record<string, string | string[] | undefined>
      | undefined;
    const location = headers?.location ?? res.getHeader('location');
    const routed = typeof location === 'string' ? emulatedShopifyUrl(location, emulatorUrl) : null;
    if (routed) {
      if (headers?.location) headers.location = routed;
      else res.setHeader('location', routed);
    }
    if (status === DATA_REDIRECT_STATUS) {
      buffered = [];
      if (headers) delete headers['content-length'];
      res.removeHeader('content-length');
    }
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!buffered) return write(chunk, ...rest);
    buffered.push(Buffer.from(chunk as Buffer));
    return true;
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    if (!buffered) return end(...args);
    const chunk = args.find((arg) => typeof arg === 'string' || Buffer.isBuffer(arg));
    if (chunk) buffered.push(Buffer.from(chunk as Buffer));
    const body = Buffer.concat(buffered)
      .toString('utf8')
      .replaceAll('https://shopify.com/', `${emulatorUrl}/`);
    buffered = null;
    return end(body);
  }) as ServerResponse['end'];
}
