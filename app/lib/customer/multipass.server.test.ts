import {describe, expect, it} from 'vitest';
import {decodeMultipass as decode} from './multipass-decoder.testing';
import {createMultipassToken, multipassLoginUrl} from './multipass.server';

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

  it('carries every field, non-ASCII names and a full checkout URL intact', async () => {
    const customer = {
      email: 'zoë.müller@alderline.test',
      first_name: 'Zoë',
      last_name: '山田',
      return_to: 'https://checkout.alderline.example/checkouts/cn/c1-abc?key=def&locale=ar-AE',
      identifier: 'gid://shopify/Customer/7100000000001',
    };
    const {validSignature, data} = decode(
      'a secret with spaces ✓',
      await createMultipassToken('a secret with spaces ✓', customer),
    );
    expect(validSignature).toBe(true);
    expect(data).toMatchObject(customer);
  });

  it('round-trips payloads of every length across the cipher’s block boundaries', async () => {
    for (let length = 0; length < 40; length++) {
      const email = `${'x'.repeat(length)}@a.test`;
      const {validSignature, data} = decode('k', await createMultipassToken('k', {email}));
      expect(validSignature).toBe(true);
      expect(data?.email).toBe(email);
    }
  });

  it('signs with the secret: another secret does not verify, nor does a changed token', async () => {
    const token = await createMultipassToken('s3cret', {email: 'a@b.test'});
    expect(decode('other', token).validSignature).toBe(false);
    const tampered = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    expect(decode('s3cret', tampered).validSignature).toBe(false);
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
