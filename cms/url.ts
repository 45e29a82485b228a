// Site paths, web addresses, mail and phone links; never `javascript:`, `data:` or protocol-relative.
// A web address's host must follow `//` directly: `https:///evil.example` is another site too.
const SAFE_URL = /^(\/(?!\/)|https?:\/\/(?!\/)|mailto:|tel:)/i;

/**
 * Browsers drop tabs and newlines inside a URL and read a backslash as a slash, so
 * `/\evil.example`, `\\evil.example` or `/<tab>/evil.example` would leave the site.
 */
// eslint-disable-next-line no-control-regex
const AMBIGUOUS_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

function isSafeUrl(url: string): boolean {
  return !AMBIGUOUS_CHARACTERS.test(url) && SAFE_URL.test(url);
}

/**
 * A content URL the storefront may render as a link, or null. Content is edited by
 * people and imported from elsewhere; a `javascript:` href must never reach a page, and
 * a path must stay on this site.
 */
export function safeUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && isSafeUrl(trimmed) ? trimmed : null;
}
