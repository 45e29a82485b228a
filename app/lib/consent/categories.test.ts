import {describe, expect, it} from 'vitest';
import {COUNTRY_CODES} from '@markets/types';
import {ALL_GRANTED, ONLY_NECESSARY, consentPolicyFor, defaultConsent, withNecessary} from './categories';

describe('consent defaults', () => {
  it('default-all grants everything; default-minimal only C0001', () => {
    expect(defaultConsent('default-all')).toEqual({
      C0001: true,
      C0002: true,
      C0003: true,
      C0004: true,
      C0005: true,
    });
    expect(defaultConsent('default-minimal')).toEqual({
      C0001: true,
      C0002: false,
      C0003: false,
      C0004: false,
      C0005: false,
    });
  });

  it('asks first in the European markets and defaults to all elsewhere', () => {
    const minimal = COUNTRY_CODES.filter((code) => consentPolicyFor(code) === 'default-minimal');
    expect(minimal.sort()).toEqual(
      ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'NL', 'NO', 'PT', 'SE'].sort(),
    );
    expect(consentPolicyFor('us')).toBe('default-all');
    expect(consentPolicyFor('gb')).toBe('default-minimal');
  });

  it('keeps strictly necessary on whatever is asked for', () => {
    expect(withNecessary({C0001: false, C0004: true})).toEqual({...ONLY_NECESSARY, C0004: true});
    expect(withNecessary(ALL_GRANTED)).toEqual(ALL_GRANTED);
  });
});
