/**
 * Signed, expiring preview links for merchandisers. A link carries
 * `v1.{expires, base 36 seconds}.{HMAC-SHA-256, base64url}`; the key is derived from the
 * server-only preview secret, so only someone holding the secret can mint one, and changing
 * the secret voids every link.
 */

import {base64Url, fromBase64Url} from '../form-token.server';

const VERSION = 'v1';
const MAX_TOKEN_LENGTH = 120;
/** Longest a link may be valid: a link that leaks stops working within a week. */
export const MAX_PREVIEW_LINK_SECONDS = 7 * 24 * 60 * 60;

export type PreviewTokenCheck = {ok: true; expiresAtMs: number} | {ok: false; reason: 'invalid' | 'expired'};

const encoder = new TextEncoder();

function signingKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle
    .importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign'])
    .then((base) => crypto.subtle.sign('HMAC', base, encoder.encode('alderline content preview key')))
    .then((derived) =>
      crypto.subtle.importKey('raw', derived, {name: 'HMAC', hash: 'SHA-256'}, false, ['sign', 'verify']),
    );
}

/** A token valid until `expiresAtMs`. */
export async function signPreviewToken(secret: string, expiresAtMs: number): Promise<string> {
  const payload = `${VERSION}.${Math.floor(expiresAtMs / 1000).toString(36)}`;
  const signature = await crypto.subtle.sign('HMAC', await signingKey(secret), encoder.encode(payload));
  return `${payload}.${base64Url(signature)}`;
}

/** Whether the token was signed with `secret` and is still valid at `nowMs`. */
export async function verifyPreviewToken(
  secret: string,
  token: unknown,
  nowMs: number = Date.now(),
): Promise<PreviewTokenCheck> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return {ok: false, reason: 'invalid'};
  const [version, expires, signature, ...rest] = token.split('.');
  if (version !== VERSION || rest.length > 0 || !/^[0-9a-z]{1,10}$/.test(expires ?? '')) {
    return {ok: false, reason: 'invalid'};
  }
  const bytes = fromBase64Url(signature ?? '');
  if (!bytes) return {ok: false, reason: 'invalid'};
  const valid = await crypto.subtle.verify(
    'HMAC',
    await signingKey(secret),
    bytes,
    encoder.encode(`${version}.${expires}`),
  );
  if (!valid) return {ok: false, reason: 'invalid'};
  const expiresAtMs = parseInt(expires, 36) * 1000;
  if (expiresAtMs <= nowMs) return {ok: false, reason: 'expired'};
  // A link minted for longer than allowed is refused as if forged.
  if (expiresAtMs - nowMs > MAX_PREVIEW_LINK_SECONDS * 1000) return {ok: false, reason: 'invalid'};
  return {ok: true, expiresAtMs};
}
