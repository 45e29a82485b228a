/**
 * Development and test tooling only: hands a request to a local server and its answer back, for
 * the https fronts that stand before local plain-http servers (`scripts/shopify-front.ts`, the
 * browser journeys' `tests/e2e/support/https-front.ts`).
 *
 * Each request gets a connection of its own to the server behind. A kept-alive connection would
 * be closed by that server after five idle seconds (Node's default), and a request sent on it as
 * it closes fails: the front would answer 502 to a request the store never saw. Connection
 * headers are each hop's own business: they are not passed on either way, so the browser's
 * connection to the front stays alive as usual.
 */
import {request, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse} from 'node:http';

const HOP_BY_HOP = new Set(['connection', 'keep-alive']);
const endToEnd = <Headers extends object>(headers: Headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));

export function passThrough(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  target: {host: string; port: string | number; headers: OutgoingHttpHeaders},
): void {
  const forwarded = request(
    {
      host: target.host,
      port: target.port,
      path: incoming.url,
      method: incoming.method,
      headers: endToEnd(target.headers),
      agent: false,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(forwarded);
}
