/**
 * The last step of every response the worker sends: security headers, a charset on text,
 * `Retry-After` on 503, and no internals in a 405.
 */

/** Seconds a client should wait after a 503 (a service outage usually lasts longer than a page view). */
export const RETRY_AFTER_SECONDS = 30;

const SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // Nothing here uses these; a script that slipped in cannot either.
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()'],
];

/** Browsers remember for a year that the store is https only; only the live site says so. */
const HSTS = 'max-age=31536000; includeSubDomains';

export function finalizeResponse(response: Response, {production}: {production: boolean}): Response {
  let final = response;
  if (response.status === 405 && !isJson(response)) final = methodNotAllowed(response);
  final = mutable(final);
  const {headers} = final;
  for (const [name, value] of SECURITY_HEADERS) if (!headers.has(name)) headers.set(name, value);
  if (production) headers.set('Strict-Transport-Security', HSTS);
  const type = headers.get('Content-Type');
  if (type && /^text\//i.test(type) && !/charset=/i.test(type))
    headers.set('Content-Type', `${type}; charset=utf-8`);
  if (final.status === 503 && !headers.has('Retry-After'))
    headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  return final;
}

/**
 * The answer to a method a page has no action for. Remix would render the error page (the
 * document render is skipped in `entry.server.tsx`) or, for a data request, send the router's
 * internal error; the plain answer says all a client needs. Cookies set on the way are kept.
 */
export function methodNotAllowed(response: Response): Response {
  // A data request's body is the serialized router error, nothing that renders.
  response.body?.cancel().catch(() => undefined);
  const headers = new Headers({
    'Content-Type': 'text/plain',
    Allow: response.headers.get('Allow') ?? 'GET, HEAD',
    'Cache-Control': 'no-store',
  });
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return new Response('Method Not Allowed', {status: 405, headers});
}

function isJson(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').includes('json');
}

/** Responses straight from `fetch` have immutable headers. */
function mutable(response: Response): Response {
  try {
    response.headers.set('X-Content-Type-Options', 'nosniff');
    return response;
  } catch {
    return new Response(response.body, response);
  }
}
