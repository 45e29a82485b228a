// Site paths, web addresses, mail and phone links; never `javascript:`, `data:` or protocol-relative.
const SAFE_URL = /^(\/(?!\/)|https?:\/\/|mailto:|tel:)/i;

function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(url.trim());
}

/**
 * A content URL the storefront may render as a link, or null. Content is edited by
 * people and imported from elsewhere; a `javascript:` href must never reach a page.
 */
export function safeUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && isSafeUrl(trimmed) ? trimmed : null;
}
