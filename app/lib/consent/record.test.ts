import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {ALL_GRANTED, withNecessary} from './categories';
import {readConsentFromRequest} from './consent.server';
import {
  consentCookieString,
  consentRecordOf,
  decodeConsentRecord,
  encodeConsentRecord,
  readConsentValue,
} from './record';

let reports: ErrorReport[];
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => setErrorSink(consoleSink));

const record = consentRecordOf(withNecessary({C0002: true}), new Date('2025-03-01T10:00:00Z'));

describe('consent record encoding', () => {
  it('writes OneTrust-style groups and reads them back', () => {
    const encoded = encodeConsentRecord(record);
    expect(new URLSearchParams(encoded).get('groups')).toBe('C0001:1,C0002:1,C0003:0,C0004:0,C0005:0');
    expect(decodeConsentRecord(encoded)).toEqual({kind: 'record', record});
  });

  it('treats a choice from an older version as not made', () => {
    expect(decodeConsentRecord('v=0')).toMatchObject({kind: 'malformed'});
    expect(decodeConsentRecord(encodeConsentRecord({...record, version: 99}))).toEqual({kind: 'outdated'});
  });

  it.each([
    'garbage',
    'v=1&groups=C0001:1&at=2025-01-01T00:00:00Z',
    'v=1&groups=C0001:1,C0002:2,C0003:0,C0004:0,C0005:0&at=2025-01-01T00:00:00Z',
    'v=1&groups=C0001:1,C0002:0,C0003:0,C0004:0,C0009:0&at=2025-01-01T00:00:00Z',
    'v=1&groups=C0001:1,C0002:0,C0003:0,C0004:0,C0005:0&at=yesterday',
  ])('refuses the damaged value %s and reports OT-001', (value) => {
    expect(readConsentValue(value, 'cookie')).toBeNull();
    expect(reports.map((r) => r.code)).toEqual(['OT-001']);
  });

  it('forces C0001 on even if the stored value says otherwise', () => {
    const value = 'v=1&groups=C0001:0,C0002:0,C0003:0,C0004:0,C0005:0&at=2025-01-01T00:00:00Z';
    expect(readConsentValue(value, 'cookie')?.state.C0001).toBe(true);
  });
});

describe('consent cookie', () => {
  it('is a first-party, six-month, lax cookie, secure on https', () => {
    const cookie = consentCookieString({...record, state: ALL_GRANTED}, {secure: true});
    expect(cookie).toMatch(/^alderline_consent=[^;]+; Path=\/; Max-Age=15552000; SameSite=Lax; Secure$/);
    expect(consentCookieString(record, {secure: false})).not.toContain('Secure');
  });

  it('can be read by the server from the Cookie header', () => {
    const cookie = consentCookieString(record, {secure: false}).split(';')[0];
    const request = new Request('https://shop.test/', {headers: {Cookie: `a=1; ${cookie}; b=2`}});
    expect(readConsentFromRequest(request)).toEqual(record);
    expect(readConsentFromRequest(new Request('https://shop.test/'))).toBeNull();
  });

  it('is read back from among other cookies, and a badly encoded one is ignored', () => {
    const cookie = consentCookieString(record, {secure: false}).split(';')[0];
    const noisy = new Request('https://shop.test/', {headers: {Cookie: `x=1; ${cookie}; y=%E0%A4%A`}});
    expect(readConsentFromRequest(noisy)).toEqual(record);
    const broken = new Request('https://shop.test/', {headers: {Cookie: 'alderline_consent=%E0%A4%A'}});
    expect(readConsentFromRequest(broken)).toBeNull();
  });
});
