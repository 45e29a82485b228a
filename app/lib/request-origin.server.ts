/**
 * Where a state-changing request came from. Browsers send `Origin` with every POST (form or
 * script); a page of another site posting here names that site. Requests are compared with
 * the URL they were sent to (on Oxygen, the store's public URL).
 */

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type OriginProblem = 'missing' | 'cross-origin';

/** Null when `Origin` names this store's own origin; `missing` when there is none. */
export function originProblem(request: Request): OriginProblem | null {
  const origin = request.headers.get('Origin');
  if (origin === null) return 'missing';
  return isOwnOrigin(origin, request.url) ? null : 'cross-origin';
}

function isOwnOrigin(origin: string, requestUrl: string): boolean {
  if (origin === 'null') return false;
  try {
    const from = new URL(origin);
    return from.origin === origin.replace(/\/$/, '') && from.host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}

/**
 * Before any route runs: an unsafe method whose `Origin` names another site (or is
 * malformed) gets 403. Without this, Remix's own check throws and answers a bare 500.
 * Requests without `Origin` (not from a browser) pass here; the sign-up routes demand it.
 */
export function rejectCrossOriginRequest(request: Request): Response | null {
  if (!UNSAFE_METHODS.has(request.method)) return null;
  if (originProblem(request) !== 'cross-origin') return null;
  return new Response('Cross-origin requests are not accepted.', {
    status: 403,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}
