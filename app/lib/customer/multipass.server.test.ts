import {createDecipheriv, createHash, createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {createMultipassToken, multipassLoginUrl} from './multipass.server';

/** An independent decoder written from Shopify's documented scheme, using Node's crypto. */
function decode(secret: string, token: string) {
  const material = createHash('sha256').update(secret).digest();
  const bytes = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const cipherText = bytes.subarray(0, bytes.length - 32);
  const signature = bytes.subarray(bytes.length - 32);
  const expected = createHmac('sha256', material.subarray(16, 32)).update(cipherText).digest();
  if (!expected.equals(signature)) return {validSignature: false, data: undefined};
  const decipher = createDecipheriv('aes-128-cbc', material.subarray(0, 16), cipherText.subarray(0, 16));
  const json = Buffer.concat([decipher.update(cipherText.subarray(16)), decipher.final()]).toString('utf8');
  return {validSignature: expected.equals(signature), data: JSON.parse(json) as Record<string, unknown>};
}

describe('createMultipassToken', () => {
  it('makes a token Shopify’s scheme decrypts and verifies', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const token = await createMultipassToken(
      's3cret',
      {email: 'shopper@alderline.test', return_to: '/checkouts/x'},
      now,
    );
    expect(token).toMatch(/^[A-Za-z0-9_=-]+$/);
    const {validSignature, data} = decode('s3cret', token);
    expect(validSignature).toBe(true);
    expect(data).toEqual({
      email: 'shopper@alderline.test',
      return_to: '/checkouts/x',
      created_at: now.toISOString(),
    });
  });

  it('signs with the secret: another secret does not verify', async () => {
    const token = await createMultipassToken('s3cret', {email: 'a@b.test'});
    expect(decode('other', token).validSignature).toBe(false);
  });

  it('uses a fresh IV each time', async () => {
    const now = new Date();
    const first = await createMultipassToken('s3cret', {email: 'a@b.test'}, now);
    const second = await createMultipassToken('s3cret', {email: 'a@b.test'}, now);
    expect(first).not.toBe(second);
  });

  it('refuses to sign without a secret', async () => {
    await expect(createMultipassToken('', {email: 'a@b.test'})).rejects.toThrow(/MULTIPASS_SECRET/);
  });

  it('builds the login URL on the shop', () => {
    expect(multipassLoginUrl('https://shop.example/', 'abc')).toBe(
      'https://shop.example/account/login/multipass/abc',
    );
  });
});
