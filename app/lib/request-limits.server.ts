/**
 * Limits checked before the request reaches Remix. Route matching costs grow with the
 * square of a path's segment count, so one absurd URL could hold the worker for
 * seconds; these answers take microseconds. Real store URLs stay far below them.
 */
const MAX_PATH_LENGTH = 2048;
const MAX_PATH_SEGMENTS = 32;
const MAX_QUERY_LENGTH = 8192;
const MAX_HEADER_BYTES = 32 * 1024;

/** A response for a request over a limit, or null to carry on. */
export function rejectOversizedRequest(request: Request): Response | null {
  const url = new URL(request.url);
  if (url.pathname.length > MAX_PATH_LENGTH || segmentCount(url.pathname) > MAX_PATH_SEGMENTS) {
    return plain(414, 'URI Too Long');
  }
  if (url.search.length > MAX_QUERY_LENGTH) return plain(414, 'URI Too Long');
  let headerBytes = 0;
  request.headers.forEach((value, name) => {
    headerBytes += name.length + value.length + 4;
  });
  if (headerBytes > MAX_HEADER_BYTES) return plain(431, 'Request Header Fields Too Large');
  return null;
}

/**
 * A path no page can have: malformed percent-encoding is 400; a backslash, a control
 * character or a leading `//` once decoded (`/%5c`, `/%00`, `//evil.example`) is 404.
 * Remix's router would otherwise throw on some of them (a bare 500), and a path that
 * starts like a protocol-relative URL must never reach a redirect.
 */
export function rejectUnroutablePath(request: Request): Response | null {
  const {pathname} = new URL(request.url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return plain(400, 'Bad Request');
  }
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(decoded) || decoded.startsWith('//')) return plain(404, 'Not Found');
  return null;
}

function segmentCount(pathname: string): number {
  let count = 0;
  for (let i = 0; i < pathname.length; i++) if (pathname.charCodeAt(i) === 47) count++;
  return count;
}

function plain(status: number, text: string): Response {
  return new Response(text, {status, headers: {'Content-Type': 'text/plain; charset=utf-8'}});
}
