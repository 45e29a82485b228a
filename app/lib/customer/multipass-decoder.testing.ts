import {createDecipheriv, createHash, createHmac, timingSafeEqual} from 'node:crypto';

/**
 * For tests only: an independent Multipass decoder written from Shopify's published scheme
 * with Node's crypto (not Web Crypto, unlike the code it checks). SHA-256 of the secret: the
 * first 16 bytes are the AES-128-CBC key, the last 16 the HMAC-SHA256 key; a token is
 * url-safe base64 of IV + ciphertext + HMAC(IV + ciphertext).
 */
export function decodeMultipass(
  secret: string,
  token: string,
): {validSignature: boolean; data: Record<string, unknown> | undefined} {
  const material = createHash('sha256').update(secret).digest();
  const bytes = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const cipherText = bytes.subarray(0, bytes.length - 32);
  const signature = bytes.subarray(bytes.length - 32);
  const expected = createHmac('sha256', material.subarray(16, 32)).update(cipherText).digest();
  if (signature.length !== 32 || !timingSafeEqual(expected, signature))
    return {validSignature: false, data: undefined};
  const decipher = createDecipheriv('aes-128-cbc', material.subarray(0, 16), cipherText.subarray(0, 16));
  const json = Buffer.concat([decipher.update(cipherText.subarray(16)), decipher.final()]).toString('utf8');
  return {validSignature: true, data: JSON.parse(json) as Record<string, unknown>};
}
