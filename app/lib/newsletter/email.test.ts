import {describe, expect, it} from 'vitest';
import {EMAIL_MAX_LENGTH, emailProblem, normalizeEmail} from './email';

describe('emailProblem', () => {
  it.each([undefined, null, '', '   ', 42])('asks for an address when given %j', (value) => {
    expect(emailProblem(value)).toBe('required');
  });

  it.each([
    'plainaddress',
    'no-at.example.com',
    'two@@example.com',
    'a@b',
    'a@b.c',
    'a@.example.com',
    'a@example..com',
    'has space@example.com',
    'a@exa mple.com',
    '@example.com',
  ])('rejects %s', (value) => {
    expect(emailProblem(value)).toBe('invalid');
  });

  it.each([
    'ada@example.com',
    ' Ada.Lovelace+news@mail.example.co.uk ',
    'x@xn--bcher-kva.de',
    'name@例え.jp',
  ])('accepts %s', (value) => {
    expect(emailProblem(value)).toBeNull();
  });

  it('rejects an address longer than a mail server accepts', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH);
    expect(emailProblem(`${local}@example.com`)).toBe('invalid');
  });
});

describe('normalizeEmail', () => {
  it('trims strings and turns anything else into an empty string', () => {
    expect(normalizeEmail('  ada@example.com\n')).toBe('ada@example.com');
    expect(normalizeEmail(['ada@example.com'])).toBe('');
  });
});
