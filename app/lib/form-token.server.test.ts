import {describe, expect, it} from 'vitest';
import {FORM_TOKEN_MAX_AGE_SECONDS, formTokenProblem, issueFormToken} from './form-token.server';

const SECRET = 'session-secret';

describe('form tokens', () => {
  it('accept a token issued for the same form, within its age', async () => {
    const issuedAt = Date.UTC(2026, 0, 1);
    const token = await issueFormToken(SECRET, 'newsletter', issuedAt);
    expect(await formTokenProblem(SECRET, 'newsletter', token, issuedAt + 60_000)).toBeNull();
    expect(
      await formTokenProblem(SECRET, 'newsletter', token, issuedAt + FORM_TOKEN_MAX_AGE_SECONDS * 1000),
    ).toBeNull();
  });

  it('refuse an expired token, one for another form, and one signed with another secret', async () => {
    const issuedAt = Date.UTC(2026, 0, 1);
    const token = await issueFormToken(SECRET, 'newsletter', issuedAt);
    const later = issuedAt + (FORM_TOKEN_MAX_AGE_SECONDS + 1) * 1000;
    expect(await formTokenProblem(SECRET, 'newsletter', token, later)).toBe('expired');
    expect(await formTokenProblem(SECRET, 'back-in-stock', token, issuedAt)).toBe('invalid');
    expect(await formTokenProblem('another-secret', 'newsletter', token, issuedAt)).toBe('invalid');
  });

  it('refuse a token whose time or nonce was changed', async () => {
    const token = await issueFormToken(SECRET, 'profile');
    const [version, purpose, issued, nonce, signature] = token.split('.');
    const newer = (parseInt(issued, 36) + 3600).toString(36);
    expect(
      await formTokenProblem(SECRET, 'profile', [version, purpose, newer, nonce, signature].join('.')),
    ).toBe('invalid');
    expect(
      await formTokenProblem(SECRET, 'profile', [version, purpose, issued, 'x', signature].join('.')),
    ).toBe('invalid');
  });

  it.each([undefined, '', 42, 'v1.newsletter', 'a'.repeat(500), 'v1.newsletter.zz.nonce.!!!'])(
    'say what is wrong with %j',
    async (value) => {
      expect(await formTokenProblem(SECRET, 'newsletter', value)).toMatch(/^(missing|invalid)$/);
    },
  );

  it('issue a different token every time', async () => {
    expect(await issueFormToken(SECRET, 'newsletter')).not.toBe(await issueFormToken(SECRET, 'newsletter'));
  });
});
