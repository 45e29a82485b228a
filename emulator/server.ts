/**
 * The emulator's HTTP front: body limit, CORS, routing to services, faults, stats, persistence and
 * the `/__emulator/*` control paths. It never lets a request take the process down.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {createServer as createTlsServer, type Server as TlsServer} from 'node:https';
import {createServer as createNetServer, type AddressInfo, type Socket} from 'node:net';
import {FaultStore, parseFaults, type Fault} from './faults';
import {
  BODY_LIMIT_BYTES,
  corsHeaders,
  errorMessage,
  errorResponse,
  json,
  parseJson,
  preflightHeaders,
  readBody,
  sendResponse,
  waitOrClose,
} from './http';
import {Persistence} from './persistence';
import {loopbackCertificate} from './tls';
import type {EmulatorResponse, EmulatorService} from './service';
import {operationLabel, Stats} from './stats';

export interface EmulatorLogger {
  info(message: string): void;
  error(message: string): void;
}

export interface EmulatorServerOptions {
  /** Initial faults (already merged from env by the caller if wanted). */
  faults?: Record<string, Fault | null>;
  /** Where state is saved; null/undefined = no persistence. */
  dataDir?: string | null;
  logger?: EmulatorLogger;
  bodyLimitBytes?: number;
  /** Longest a `timeout` fault holds a request before answering 504 (default 60 s). */
  timeoutHoldMs?: number;
  /** Debounce for state writes (default 200 ms). */
  persistDebounceMs?: number;
  /** Also answer TLS on the same port (self-signed, see tls.ts); default true. */
  https?: boolean;
}

export interface EmulatorServer {
  readonly server: Server;
  readonly faults: FaultStore;
  readonly stats: Stats;
  readonly persistence: Persistence;
  readonly services: readonly EmulatorService[];
  /** Resolves with the bound port. */
  listen(port: number, host: string): Promise<number>;
  /** Flushes persistence, drops open connections and stops listening. */
  close(): Promise<void>;
}

const CONTROL_PREFIX = '/__emulator';
const DEFAULT_TIMEOUT_HOLD_MS = 60_000;

export const consoleLogger: EmulatorLogger = {
  info: (message) => console.log(`[emulator] ${message}`),
  error: (message) => console.error(`[emulator] ${message}`),
};

function requestUrl(req: IncomingMessage, fallbackHost: string): URL {
  const raw = req.url ?? '/';
  if (/^https?:\/\//i.test(raw)) return new URL(raw);
  const path = raw.startsWith('/') ? raw : '/';
  try {
    return new URL(`http://${req.headers.host ?? fallbackHost}${path}`);
  } catch {
    return new URL(`http://${fallbackHost}${path}`);
  }
}

export function createEmulatorServer(
  services: readonly EmulatorService[],
  options: EmulatorServerOptions = {},
): EmulatorServer {
  const logger = options.logger ?? consoleLogger;
  const faults = new FaultStore(options.faults);
  const stats = new Stats();
  const persistence = new Persistence(options.dataDir ?? null, logger, options.persistDebounceMs);
  const bodyLimit = options.bodyLimitBytes ?? BODY_LIMIT_BYTES;
  const holdMs = options.timeoutHoldMs ?? DEFAULT_TIMEOUT_HOLD_MS;
  const server = createServer();
  let fallbackHost = '127.0.0.1';

  persistence.restoreAll(services);

  async function control(method: string, url: URL, body: Buffer): Promise<EmulatorResponse> {
    const route = url.pathname.slice(CONTROL_PREFIX.length).replace(/\/+$/, '');
    switch (`${method} ${route}`) {
      case 'GET /health':
        return json(200, {ok: true, services: services.map((s) => s.name)});
      case 'GET /faults':
        return json(200, {faults: faults.list()});
      case 'POST /faults':
      case 'PUT /faults': {
        const parsed = parseJson(body);
        if (!parsed.ok) return errorResponse(400, parsed.message);
        const result = parseFaults(parsed.value);
        if (!result.ok) return errorResponse(400, result.message);
        if (method === 'PUT') faults.clear();
        faults.merge(result.faults);
        logger.info(`faults now ${JSON.stringify(faults.list())}`);
        return json(200, {faults: faults.list()});
      }
      case 'DELETE /faults': {
        const service = url.searchParams.get('service');
        faults.clear(service ?? undefined);
        return json(200, {faults: faults.list()});
      }
      case 'GET /stats':
        return json(200, stats.snapshot());
      case 'DELETE /stats':
        stats.reset();
        return json(200, stats.snapshot());
      case 'POST /reset': {
        for (const service of services) service.reset?.();
        faults.clear();
        stats.reset();
        await persistence.clear();
        logger.info('reset: services reseeded, faults, stats and saved state cleared');
        return json(200, {ok: true, services: services.map((s) => s.name)});
      }
      default: {
        const known = ['/health', '/faults', '/stats', '/reset'];
        return known.includes(route)
          ? errorResponse(405, `${method} is not allowed on ${url.pathname}`)
          : errorResponse(404, `No emulator control path ${url.pathname}`);
      }
    }
  }

  /** Applies faults; returns a response to send instead of the service's, 'closed' if the client left, or null. */
  async function applyFault(
    fault: Fault,
    res: ServerResponse,
    name: string,
  ): Promise<EmulatorResponse | 'closed' | null> {
    if (fault.latencyMs && fault.latencyMs > 0) {
      if ((await waitOrClose(res, fault.latencyMs)) === 'closed') return 'closed';
    }
    if (fault.timeout) {
      if ((await waitOrClose(res, holdMs)) === 'closed') return 'closed';
      return errorResponse(504, `Emulated timeout for ${name}`, {fault: 'timeout', service: name});
    }
    if (fault.errorRate && Math.random() < fault.errorRate) {
      return errorResponse(503, `Emulated outage for ${name}`, {fault: 'errorRate', service: name});
    }
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const startedAt = Date.now();
    const cors = corsHeaders(req);
    const method = (req.method ?? 'GET').toUpperCase();
    let serviceName: string | undefined;
    try {
      if (method === 'OPTIONS') {
        res.writeHead(204, preflightHeaders(req));
        res.end();
        return;
      }
      const url = requestUrl(req, fallbackHost);
      const isControl = url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`);
      const service = isControl ? undefined : services.find((s) => s.matches(url, method));
      serviceName = service?.name;
      const fault = service ? faults.for(service.name) : undefined;

      if (service && fault?.down) {
        stats.record(service.name, undefined, 0, true);
        req.socket.destroy();
        return;
      }

      const read = await readBody(req, bodyLimit);
      if (read.kind === 'aborted') return;
      if (read.kind === 'too-large') {
        const headers = read.drained ? cors : {...cors, connection: 'close'};
        sendResponse(req, res, errorResponse(413, `Request body exceeds ${bodyLimit} bytes`), headers);
        if (!read.drained) res.on('finish', () => req.socket.destroy());
        return;
      }

      if (isControl) {
        sendResponse(req, res, await control(method, url, read.body), cors);
        return;
      }
      if (!service) {
        sendResponse(
          req,
          res,
          errorResponse(404, `No emulated service answers ${method} ${url.pathname}`),
          cors,
        );
        return;
      }

      const headers = {...cors, 'x-emulator-service': service.name};
      if (fault) {
        const faulted = await applyFault(fault, res, service.name);
        if (faulted === 'closed') {
          stats.record(service.name, undefined, 499, true, startedAt);
          return;
        }
        if (faulted) {
          stats.record(service.name, undefined, faulted.status, true, startedAt);
          sendResponse(req, res, faulted, headers);
          return;
        }
      }

      const response = await service.handle({method, url, headers: req.headers, body: read.body});
      stats.record(
        service.name,
        response.operation ?? operationLabel(method, url.pathname),
        response.status,
        false,
        startedAt,
      );
      if (method !== 'GET' && method !== 'HEAD' && service.snapshot) persistence.schedule(service);
      if (res.destroyed) return;
      sendResponse(req, res, response, headers);
    } catch (error) {
      const message = errorMessage(error);
      logger.error(
        `${method} ${req.url ?? ''} failed${serviceName ? ` in ${serviceName}` : ''}: ${error instanceof Error && error.stack ? error.stack : message}`,
      );
      if (serviceName) stats.record(serviceName, undefined, 500);
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      try {
        sendResponse(
          req,
          res,
          errorResponse(500, message, serviceName ? {service: serviceName} : undefined),
          cors,
        );
      } catch {
        res.destroy();
      }
    }
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => void handle(req, res));
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  // HTTPS on the same port: a connection whose first byte opens a TLS handshake goes to it.
  const certificate = options.https === false ? null : loopbackCertificate();
  const tlsServer: TlsServer | null = certificate ? createTlsServer(certificate) : null;
  tlsServer?.on('request', (req: IncomingMessage, res: ServerResponse) => void handle(req, res));
  tlsServer?.on('tlsClientError', (_error, socket) => socket.destroy());
  const TLS_HANDSHAKE = 0x16;
  // The http and https servers never listen themselves (they are handed sockets), so Node does
  // not track their connections and `closeAllConnections` finds none: kept-alive connections
  // would hold `close` until they time out (about 4 s). The front server's own list is used.
  const sockets = new Set<Socket>();
  const front = createNetServer((socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      socket.unshift(chunk);
      (tlsServer && chunk[0] === TLS_HANDSHAKE ? tlsServer : server).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
    socket.on('error', () => socket.destroy());
  });

  return {
    server,
    faults,
    stats,
    persistence,
    services,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        front.once('error', onError);
        front.listen(port, host, () => {
          front.off('error', onError);
          const address = front.address() as AddressInfo;
          fallbackHost = `${host.includes(':') ? `[${host}]` : host}:${address.port}`;
          resolve(address.port);
        });
      });
    },
    async close() {
      const closed = new Promise<void>((resolve) => front.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await persistence.flush();
    },
  };
}
