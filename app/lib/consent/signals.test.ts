import {describe, expect, it} from 'vitest';
import {ONLY_NECESSARY, withNecessary} from './categories';
import {consentSignals, shopifyTrackingConsent} from './signals';

describe('consentSignals', () => {
  it('maps C0002 analytics, C0003 functionality, C0004 advertising to granted or denied', () => {
    expect(consentSignals(withNecessary({C0002: true}))).toMatchObject({
      analytics_storage: 'granted',
      functionality_storage: 'denied',
      ad_storage: 'denied',
    });
    expect(consentSignals(withNecessary({C0003: true}))).toMatchObject({
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      ad_storage: 'denied',
    });
    expect(consentSignals(withNecessary({C0004: true}))).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('always grants security storage (C0001 cannot be refused)', () => {
    expect(consentSignals(ONLY_NECESSARY).security_storage).toBe('granted');
  });

  it('gives Shopify the same answer', () => {
    expect(shopifyTrackingConsent(withNecessary({C0002: true, C0004: true}))).toEqual({
      analytics: true,
      preferences: false,
      marketing: true,
      sale_of_data: true,
    });
  });
});
