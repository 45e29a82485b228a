/**
 * Shopify Multipass tokens, made with WebCrypto so they work in the Oxygen worker.
 * Shopify's scheme: SHA-256 of the secret gives a 16-byte AES-128-CBC key and a
 * 16-byte HMAC-SHA256 key; the token is url-safe base64 of iv + ciphertext + signature.
 */
export interface MultipassCustomer {
  email: string;
  /** Where Shopify sends the customer after signing in (e.g. a checkout URL). */
  return_to?: string;
  first_name?: string;
  last_name?: string;
  tag_string?: string;
  identifier?: string;
  remote_ip?: string;
  [field: string]: unknown;
}

const encoder = new TextEncoder();

export async function createMultipassToken(
  secret: string,
  customer: MultipassCustomer,
  now: Date = new Date(),
): Promise<string> {
  if (!secret) throw new Error('MULTIPASS_SECRET is not set');
  const {encryptionKey, signingKey} = await deriveKeys(secret);
  const payload = encoder.encode(JSON.stringify({...customer, created_at: now.toISOString()}));
  const iv = crypto.getRandomValues(new Uint8Array(16));
  const encrypted = new Uint8Array(
    await crypto.subtle.encrypt({name: 'AES-CBC', iv}, encryptionKey, payload),
  );
  const cipherText = concat(iv, encrypted);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', signingKey, cipherText));
  return toUrlSafeBase64(concat(cipherText, signature));
}

/** The Multipass login URL on the shop's domain that signs the customer in and redirects. */
export function multipassLoginUrl(shopOrigin: string, token: string): string {
  return `${shopOrigin.replace(/\/$/, '')}/account/login/multipass/${token}`;
}

async function deriveKeys(secret: string) {
  const material = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(secret)));
  const [encryptionKey, signingKey] = await Promise.all([
    crypto.subtle.importKey('raw', material.slice(0, 16), {name: 'AES-CBC'}, false, ['encrypt']),
    crypto.subtle.importKey('raw', material.slice(16, 32), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']),
  ]);
  return {encryptionKey, signingKey};
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array {
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first, 0);
  joined.set(second, first.length);
  return joined;
}

function toUrlSafeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_');
}
