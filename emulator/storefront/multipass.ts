/**
 * Shopify Multipass: SHA-256(secret) gives a 16-byte AES-128-CBC key (first half) and a
 * 16-byte HMAC-SHA256 signing key (second half); a token is
 * urlsafe-base64(iv + ciphertext + HMAC(iv + ciphertext)).
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

export const DEFAULT_MULTIPASS_SECRET = 'emulator-multipass-secret';
const MULTIPASS_MAX_AGE_MS = 15 * 60 * 1000;
/** Tokens "from the future" are accepted within this clock skew. */
const CLOCK_SKEW_MS = 60 * 1000;

export interface MultipassPayload {
  email: string;
  created_at: string;
  first_name?: string;
  last_name?: string;
  tag_string?: string;
  identifier?: string;
  return_to?: string;
  remote_ip?: string;
  [key: string]: unknown;
}

export type MultipassResult =
  | {ok: true; payload: MultipassPayload; signature: string}
  | {ok: false; reason: string};

export function multipassSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.MULTIPASS_SECRET?.trim() || DEFAULT_MULTIPASS_SECRET;
}

function keys(secret: string): {encryptionKey: Buffer; signingKey: Buffer} {
  const digest = createHash('sha256').update(secret).digest();
  return {encryptionKey: digest.subarray(0, 16), signingKey: digest.subarray(16, 32)};
}

export function createMultipassToken(payload: MultipassPayload, secret: string): string {
  const {encryptionKey, signingKey} = keys(secret);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', encryptionKey, iv);
  const cipherText = Buffer.concat([iv, cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  const signature = createHmac('sha256', signingKey).update(cipherText).digest();
  return Buffer.concat([cipherText, signature]).toString('base64url');
}

/** Verifies the signature, decrypts, and checks the payload's email and 15-minute window. */
export function verifyMultipassToken(token: string, secret: string, now: number): MultipassResult {
  const raw = Buffer.from(token.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'base64url');
  if (raw.length < 16 + 16 + 32) return {ok: false, reason: 'token too short'};
  const {encryptionKey, signingKey} = keys(secret);
  const cipherText = raw.subarray(0, raw.length - 32);
  const signature = raw.subarray(raw.length - 32);
  const expected = createHmac('sha256', signingKey).update(cipherText).digest();
  if (!timingSafeEqual(signature, expected)) return {ok: false, reason: 'bad signature'};
  let payload: MultipassPayload;
  try {
    const decipher = createDecipheriv('aes-128-cbc', encryptionKey, cipherText.subarray(0, 16));
    const json = Buffer.concat([decipher.update(cipherText.subarray(16)), decipher.final()]).toString('utf8');
    payload = JSON.parse(json) as MultipassPayload;
  } catch {
    return {ok: false, reason: 'undecryptable'};
  }
  if (typeof payload?.email !== 'string' || !payload.email.includes('@'))
    return {ok: false, reason: 'missing email'};
  const createdAt = typeof payload.created_at === 'string' ? Date.parse(payload.created_at) : NaN;
  if (Number.isNaN(createdAt)) return {ok: false, reason: 'missing created_at'};
  if (now - createdAt > MULTIPASS_MAX_AGE_MS || createdAt - now > CLOCK_SKEW_MS)
    return {ok: false, reason: 'expired'};
  return {ok: true, payload, signature: signature.toString('hex')};
}
