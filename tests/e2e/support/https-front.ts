import {createServer} from 'node:https';
import type {AddressInfo} from 'node:net';
import {loopbackCertificate} from '../../../emulator/tls';
import {passThrough} from '../../../scripts/pass-through';

export interface HttpsFront {
  url: string;
  close(): Promise<void>;
}

/**
 * The store under test behind https, as shoppers reach a live store: a TLS front on a free
 * loopback port (the emulator's self-signed certificate) that passes every request, its Host
 * header included, to the plain-http worker. For what a browser does only on secure pages.
 */
export async function startHttpsFront(storefront: string): Promise<HttpsFront> {
  const certificate = loopbackCertificate();
  if (!certificate) throw new Error('The https front needs openssl to make its certificate.');
  const target = new URL(storefront);
  const server = createServer(certificate, (incoming, outgoing) =>
    passThrough(incoming, outgoing, {
      host: target.hostname,
      port: target.port,
      headers: {...incoming.headers, 'x-forwarded-proto': 'https'},
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
