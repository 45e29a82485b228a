/**
 * Signed, expiring form tokens. The server renders one into a form; the route that takes
 * the form's post accepts it only when the signature, the form's purpose and the age are
 * right. A bot must load a page of this store to post at all, and a token it keeps works
 * for a limited time (the rate limits bound what it does meanwhile).
 *
 * Shape: `v1.{purpose}.{issued, base 36 seconds}.{nonce}.{HMAC-SHA-256, base64url}`. The
 * key is derived from the session secret, so rotating that secret also voids every token.
 */

export type FormPurpose = 'newsletter' | 'back-in-stock' | 'profile';

const VERSION = 'v1';
/** A page left open this long must be reloaded before its form is accepted. */
export const FORM_TOKEN_MAX_AGE_SECONDS = 12 * 60 * 60;
/** Isolates' clocks differ a little. */
const CLOCK_SKEW_SECONDS = 300;
const MAX_TOKEN_LENGTH = 200;

export type FormTokenProblem = 'missing' | 'invalid' | 'expired';

const encoder = new TextEncoder();
let cachedKey: {secret: string; key: Promise<CryptoKey>} | null = null;

function signingKey(secret: string): Promise<CryptoKey> {
  if (cachedKey?.secret !== secret) {
    const key = crypto.subtle
      .importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign'])
      .then((base) => crypto.subtle.sign('HMAC', base, encoder.encode('alderline form token key')))
      .then((derived) =>
        crypto.subtle.importKey('raw', derived, {name: 'HMAC', hash: 'SHA-256'}, false, ['sign', 'verify']),
      );
    cachedKey = {secret, key};
  }
  return cachedKey.key;
}

function base64Url(bytes: ArrayBuffer | Uint8Array): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const text = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(text, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

export async function issueFormToken(
  secret: string,
  purpose: FormPurpose,
  nowMs: number = Date.now(),
): Promise<string> {
  const issued = Math.floor(nowMs / 1000).toString(36);
  const nonce = base64Url(crypto.getRandomValues(new Uint8Array(9)));
  const payload = `${VERSION}.${purpose}.${issued}.${nonce}`;
  const signature = await crypto.subtle.sign('HMAC', await signingKey(secret), encoder.encode(payload));
  return `${payload}.${base64Url(signature)}`;
}

/** Null when the token is good for `purpose` now; otherwise what is wrong with it. */
export async function formTokenProblem(
  secret: string,
  purpose: FormPurpose,
  token: unknown,
  nowMs: number = Date.now(),
): Promise<FormTokenProblem | null> {
  if (typeof token !== 'string' || token.trim() === '') return 'missing';
  if (token.length > MAX_TOKEN_LENGTH) return 'invalid';
  const parts = token.trim().split('.');
  if (parts.length !== 5) return 'invalid';
  const [version, tokenPurpose, issued, nonce, signature] = parts;
  if (version !== VERSION || tokenPurpose !== purpose || !/^[0-9a-z]{1,10}$/.test(issued) || !nonce) {
    return 'invalid';
  }
  const signatureBytes = fromBase64Url(signature);
  if (!signatureBytes) return 'invalid';
  const valid = await crypto.subtle.verify(
    'HMAC',
    await signingKey(secret),
    signatureBytes,
    encoder.encode(`${version}.${tokenPurpose}.${issued}.${nonce}`),
  );
  if (!valid) return 'invalid';
  const age = nowMs / 1000 - parseInt(issued, 36);
  if (age < -CLOCK_SKEW_SECONDS) return 'invalid';
  return age > FORM_TOKEN_MAX_AGE_SECONDS ? 'expired' : null;
}
