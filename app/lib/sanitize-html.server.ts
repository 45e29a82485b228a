/**
 * HTML from the commerce platform (product descriptions, articles) made safe to render with
 * `dangerouslySetInnerHTML`: only an allowlist of formatting elements and attributes survives
 * (`html-allowlist.server.ts`; decision 018). The sanitiser and its HTML parser are the
 * worker's largest dependency and most requests never show merchant HTML, so they load the
 * first time a request needs them: a loader that will sanitise awaits `loadSanitizer()` (beside
 * its own data), then calls `sanitizeHtml` as often as it likes.
 */

type Sanitise = (html: string) => string;

/** Per worker: the sanitiser once loaded (the function, never the load: see `loadMessages`). */
let sanitise: Sanitise | undefined;

export async function loadSanitizer(): Promise<void> {
  sanitise ??= (await import('./html-allowlist.server')).allowlistedHtml;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  let clean = sanitized.get(html);
  if (clean === undefined) {
    if (!sanitise) throw new Error('sanitizeHtml() ran before loadSanitizer() loaded the sanitiser');
    clean = sanitise(html);
    if (sanitized.size >= SANITIZED_KEPT) sanitized.delete(sanitized.keys().next().value!);
    sanitized.set(html, clean);
  }
  return clean;
}

/**
 * Per worker: the latest results, by their input. Parsing a product's description is a
 * measurable part of its page's render, and a popular product's description is the same
 * request after request. The oldest entry goes first once the map is full.
 */
const sanitized = new Map<string, string>();
const SANITIZED_KEPT = 200;
