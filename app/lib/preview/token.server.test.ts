import {describe, expect, it} from 'vitest';
import {MAX_PREVIEW_LINK_SECONDS, signPreviewToken, verifyPreviewToken} from './token.server';

const SECRET = 'preview-secret-for-tests';
const NOW = Date.parse('2026-11-25T06:00:00Z');
const HOUR = 3600_000;

describe('preview tokens', () => {
  it('verifies a token it signed until it expires', async () => {
    const token = await signPreviewToken(SECRET, NOW + HOUR);
    expect(await verifyPreviewToken(SECRET, token, NOW)).toEqual({ok: true, expiresAtMs: NOW + HOUR});
    expect(await verifyPreviewToken(SECRET, token, NOW + HOUR - 1000)).toMatchObject({ok: true});
  });

  it('refuses an expired token', async () => {
    const token = await signPreviewToken(SECRET, NOW + HOUR);
    expect(await verifyPreviewToken(SECRET, token, NOW + HOUR)).toEqual({ok: false, reason: 'expired'});
  });

  it('refuses a token signed with another secret, or tampered with', async () => {
    const token = await signPreviewToken(SECRET, NOW + HOUR);
    expect(await verifyPreviewToken('another-secret', token, NOW)).toEqual({ok: false, reason: 'invalid'});
    const [version, expires, signature] = token.split('.');
    const later = (parseInt(expires, 36) + 86_400).toString(36);
    expect(await verifyPreviewToken(SECRET, `${version}.${later}.${signature}`, NOW)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await verifyPreviewToken(SECRET, `${version}.${expires}.${flipped}`, NOW)).toMatchObject({
      ok: false,
    });
  });

  it('refuses malformed tokens and links valid for longer than allowed', async () => {
    for (const bad of [undefined, '', 'v1', 'v1..', 'v2.abc.def', 'x'.repeat(500), 'v1.zz.!!', 42]) {
      expect(await verifyPreviewToken(SECRET, bad, NOW)).toMatchObject({ok: false, reason: 'invalid'});
    }
    const tooLong = await signPreviewToken(SECRET, NOW + (MAX_PREVIEW_LINK_SECONDS + 60) * 1000);
    expect(await verifyPreviewToken(SECRET, tooLong, NOW)).toMatchObject({ok: false, reason: 'invalid'});
  });
});
