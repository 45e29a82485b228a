/**
 * Request reading and error answers shared by the `/api/klaviyo/*` and
 * `/api/recaptcha/*` routes: bad input always gets a clear 4xx JSON, never a 500.
 */

/** The largest body these routes read; a sign-up is a few hundred bytes. */
export const MAX_API_BODY_BYTES = 8 * 1024;

interface ApiErrorBody {
  ok: false;
  error: string;
  message: string;
}

export function apiError(status: number, error: string, message: string, headers?: HeadersInit): Response {
  const body: ApiErrorBody = {ok: false, error, message};
  return Response.json(body, {status, headers});
}

/** 405 for anything but POST, with the Allow header HTTP asks for. */
export function methodNotAllowed(method: string): Response {
  return problemResponse(methodProblem(method));
}

const methodProblem = (method: string) =>
  problem(405, 'method-not-allowed', `${method} is not allowed here; use POST.`);

export interface InputProblem {
  ok: false;
  status: number;
  error: string;
  message: string;
}

export type ApiInput = {ok: true; fields: Record<string, unknown>} | InputProblem;

const problem = (status: number, error: string, message: string): InputProblem => ({
  ok: false,
  status,
  error,
  message,
});

/** The JSON answer for a problem with the request itself. */
export function problemResponse({status, error, message}: InputProblem): Response {
  return apiError(status, error, message, status === 405 ? {Allow: 'POST'} : undefined);
}

/**
 * Reads a JSON object, or form fields (what a `<form>` or Remix fetcher posts), of
 * at most `maxBytes` (MAX_API_BODY_BYTES unless a route needs more).
 */
export async function readApiInput(request: Request, maxBytes = MAX_API_BODY_BYTES): Promise<ApiInput> {
  const read = await readApiText(request, maxBytes);
  if (!read.ok) return read;
  const {text} = read;

  const contentType = (request.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (contentType === 'application/json' || contentType.endsWith('+json')) {
    return parseJsonObject(text);
  }
  if (contentType === 'application/x-www-form-urlencoded') {
    return {ok: true, fields: Object.fromEntries(new URLSearchParams(text))};
  }
  if (contentType === 'multipart/form-data') {
    return parseMultipart(text, request.headers.get('Content-Type') ?? '');
  }
  return problem(415, 'unsupported-media-type', 'Send JSON (application/json) or form fields.');
}

/** A POST body as text, of at most `maxBytes`; for routes that need the exact bytes (a signature). */
export async function readApiText(
  request: Request,
  maxBytes = MAX_API_BODY_BYTES,
): Promise<{ok: true; text: string} | InputProblem> {
  if (request.method !== 'POST') return methodProblem(request.method);
  const declaredLength = Number(request.headers.get('Content-Length'));
  if (declaredLength > maxBytes) return tooLarge(maxBytes);
  let text: string | null;
  try {
    text = await readLimitedText(request, maxBytes);
  } catch {
    // The body broke off (a chunked upload cut short, a client that went away).
    return problem(400, 'unreadable-body', 'The request body could not be read.');
  }
  return text === null ? tooLarge(maxBytes) : {ok: true, text};
}

function tooLarge(maxBytes: number): InputProblem {
  return problem(413, 'payload-too-large', `The request body is larger than ${maxBytes} bytes.`);
}

function parseJsonObject(text: string): ApiInput {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return problem(400, 'malformed-json', 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return problem(400, 'malformed-json', 'The request body must be a JSON object.');
  }
  return {ok: true, fields: value as Record<string, unknown>};
}

async function parseMultipart(text: string, contentType: string): Promise<ApiInput> {
  try {
    const form = await new Response(text, {headers: {'Content-Type': contentType}}).formData();
    const fields: Record<string, unknown> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
    });
    return {ok: true, fields};
  } catch {
    return problem(400, 'malformed-form', 'The form data could not be read.');
  }
}

/** The body as text, or null once it passes `limit` bytes (the rest is not read). */
async function readLimitedText(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** A text field, trimmed; anything that is not a string reads as absent. */
export function textField(fields: Record<string, unknown>, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** true/false, 1/0, 'true'/'false', 'on' (a checked checkbox); anything else is false. */
export function booleanField(fields: Record<string, unknown>, name: string): boolean {
  const value = fields[name];
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && ['true', '1', 'on'].includes(value.trim().toLowerCase());
}
