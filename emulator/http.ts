/** Small HTTP helpers shared by the emulator server and its own services. */
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {EmulatorResponse} from './service';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Beyond the limit we keep draining (so keep-alive clients see the 413) up to this much, then drop the socket. */
const DRAIN_CAP_BYTES = 16 * 1024 * 1024;

export type BodyResult =
  | {kind: 'ok'; body: Buffer}
  | {kind: 'too-large'; drained: boolean}
  | {kind: 'aborted'};

export function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number(req.headers['content-length']) > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      if (size > limit + DRAIN_CAP_BYTES) {
        req.removeAllListeners('data');
        req.pause();
        resolve({kind: 'too-large', drained: false});
      }
    });
    req.on('end', () =>
      resolve(over ? {kind: 'too-large', drained: true} : {kind: 'ok', body: Buffer.concat(chunks)}),
    );
    req.on('error', () => resolve({kind: 'aborted'}));
    req.on('close', () => resolve({kind: 'aborted'})); // no-op when already resolved
  });
}

export function json(status: number, body: unknown, headers?: Record<string, string>): EmulatorResponse {
  return {status, body, headers};
}

/** The emulator's own error shape for server-level failures (404, 413, 500, faults). */
export function errorResponse(
  status: number,
  message: string,
  extra?: Record<string, unknown>,
): EmulatorResponse {
  return {status, body: {error: {status, message, ...extra}}};
}

export type JsonResult = {ok: true; value: unknown} | {ok: false; message: string};

export function parseJson(body: Buffer): JsonResult {
  const text = body.toString('utf8').trim();
  if (text === '') return {ok: false, message: 'Request body is empty'};
  try {
    return {ok: true, value: JSON.parse(text) as unknown};
  } catch (error) {
    return {ok: false, message: `Invalid JSON: ${errorMessage(error)}`};
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Resolves 'elapsed' after ms, or 'closed' as soon as the client connection goes away. */
export function waitOrClose(res: ServerResponse, ms: number): Promise<'elapsed' | 'closed'> {
  if (res.destroyed || res.writableEnded) return Promise.resolve('closed');
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve('closed');
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve('elapsed');
    }, ms);
    res.once('close', onClose);
  });
}

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': '*',
    ...(req.headers.origin ? {vary: 'Origin'} : {}),
  };
}

export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers'];
  return {
    ...corsHeaders(req),
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    // Echo what was asked: `*` does not cover Authorization in browsers.
    'access-control-allow-headers': requested && requested.trim() !== '' ? requested : '*',
    'access-control-max-age': '86400',
  };
}

interface Encoded {
  payload: Buffer | undefined;
  contentType: string | undefined;
}

function encodeBody(body: unknown): Encoded {
  if (body === undefined || body === null) return {payload: undefined, contentType: undefined};
  if (Buffer.isBuffer(body)) return {payload: body, contentType: 'application/octet-stream'};
  if (body instanceof Uint8Array)
    return {payload: Buffer.from(body), contentType: 'application/octet-stream'};
  if (typeof body === 'string')
    return {payload: Buffer.from(body, 'utf8'), contentType: 'text/plain; charset=utf-8'};
  return {payload: Buffer.from(JSON.stringify(body), 'utf8'), contentType: 'application/json; charset=utf-8'};
}

/** Writes an EmulatorResponse. Throws before anything is written if the response is unusable. */
export function sendResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: EmulatorResponse,
  baseHeaders: Record<string, string> = {},
): void {
  const status = response.status;
  if (!Number.isInteger(status) || status < 200 || status > 599) {
    throw new Error(`Service answered an invalid HTTP status: ${String(status)}`);
  }
  const {payload, contentType} = encodeBody(response.body);
  const headers: Record<string, string> = {...baseHeaders};
  for (const [name, value] of Object.entries(response.headers ?? {})) headers[name.toLowerCase()] = value;
  const noBody = status === 204 || status === 304;
  if (!noBody && payload) {
    headers['content-type'] ??= contentType ?? 'application/octet-stream';
    headers['content-length'] = String(payload.length);
  }
  res.writeHead(status, headers);
  res.end(noBody || req.method === 'HEAD' ? undefined : payload);
}

/**
 * Node's `process`, typed as such: the app's env.d.ts declares a global `process` with only
 * `env.NODE_ENV` for the worker build, which hides Node's type from files type-checked alongside it.
 */
export const nodeProcess = (globalThis as unknown as {process: NodeJS.Process}).process;

/** A cookie the request carries, or null. */
export function readCookie(req: {headers: IncomingMessage['headers']}, name: string): string | null {
  const header = req.headers.cookie;
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
