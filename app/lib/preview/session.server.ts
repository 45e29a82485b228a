import {CONTENT_PREVIEW_SESSION_KEY} from '../content.server';
import {verifyPreviewToken} from './token.server';

/** Only a path on this site: `//evil.example`, schemes and hosts are dropped. */
function sitePathOf(value: string | null | undefined): string {
  const base = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(value || '/', base);
  } catch {
    url = new URL('/', base);
  }
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
}

const NO_STORE = {'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow'};

/**
 * `GET /preview?token=…&to=/fr-fr/pages/community`: a valid link turns preview on for this
 * browser's session until the link expires and sends it to `to` (without the token, so the
 * token stays out of history and referrers); anything else is null (the caller refuses it).
 */
export async function startPreview(
  request: Request,
  context: {env: Partial<Env>; session: {set(key: string, value: unknown): void}},
): Promise<Response | null> {
  const url = new URL(request.url);
  const secret = context.env.CONTENT_PREVIEW_SECRET;
  if (!secret || !context.env.CONTENTFUL_PREVIEW_TOKEN) return null;
  const check = await verifyPreviewToken(secret, url.searchParams.get('token'));
  if (!check.ok) return null;
  context.session.set(CONTENT_PREVIEW_SESSION_KEY, {until: check.expiresAtMs});
  return new Response(null, {
    status: 303,
    headers: {Location: sitePathOf(url.searchParams.get('to')), ...NO_STORE},
  });
}

/** `POST /preview` (the bar's exit): preview off, back to the page the merchandiser was on. */
export function endPreview(returnTo: string | null, session: {unset(key: string): void}): Response {
  session.unset(CONTENT_PREVIEW_SESSION_KEY);
  return new Response(null, {status: 303, headers: {Location: sitePathOf(returnTo), ...NO_STORE}});
}

/** Preview answers are one merchandiser's drafts: never stored by a cache, never indexed. */
export function markPreviewResponse(response: Response): Response {
  for (const [name, value] of Object.entries(NO_STORE)) response.headers.set(name, value);
  return response;
}
