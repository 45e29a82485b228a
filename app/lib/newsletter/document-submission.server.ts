import {
  NEWSLETTER_RESULT_PARAM,
  NEWSLETTER_SECTION_ID,
  RETURN_TO_FIELD,
  resultParamValue,
  type NewsletterResponse,
} from './outcome';

/**
 * A form the browser posted itself (JavaScript off or not loaded yet) must end on a
 * page, not on JSON. The form carries the page it is on in RETURN_TO_FIELD; the
 * script-driven submission leaves the field out and gets JSON. (Headers cannot tell
 * the two apart reliably: MiniOxygen marks every proxied request `Sec-Fetch-Mode: cors`.)
 */
/** The site path to send the shopper back to, or null for a JSON answer. */
export function returnPathOf(fields: Record<string, unknown>): string | null {
  const value = fields[RETURN_TO_FIELD];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * 303 back to the form's page, with the result in the query and the newsletter
 * section in the hash. Only the path of `returnTo` is used, so the redirect can
 * never leave the site.
 */
export function redirectToFormPage(returnTo: string, response: NewsletterResponse): Response {
  const page = sitePath(returnTo);
  page.searchParams.set(NEWSLETTER_RESULT_PARAM, resultParamValue(response));
  page.hash = NEWSLETTER_SECTION_ID;
  return new Response(null, {
    status: 303,
    headers: {Location: `${page.pathname}${page.search}${page.hash}`, 'Cache-Control': 'no-store'},
  });
}

function sitePath(value: string): URL {
  const base = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    url = new URL('/', base);
  }
  // `//evil.example` would be a protocol-relative URL in Location.
  const path = `/${url.pathname.replace(/^\/+/, '')}`;
  return new URL(`${path}${url.search}`, base);
}
