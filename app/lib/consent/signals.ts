import type {ConsentState} from './categories';

type ConsentSignal = 'granted' | 'denied';

/**
 * The state in the vocabulary analytics and advertising tags understand (
 * C0002 analytics, C0003 functionality, C0004 advertising → granted or denied). The
 * names are Google consent mode's, which most tag vendors read.
 */
export interface ConsentSignals {
  security_storage: ConsentSignal;
  analytics_storage: ConsentSignal;
  functionality_storage: ConsentSignal;
  personalization_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

const signal = (granted: boolean): ConsentSignal => (granted ? 'granted' : 'denied');

export function consentSignals(state: ConsentState): ConsentSignals {
  return {
    security_storage: 'granted',
    analytics_storage: signal(state.C0002),
    functionality_storage: signal(state.C0003),
    personalization_storage: signal(state.C0003),
    ad_storage: signal(state.C0004),
    ad_user_data: signal(state.C0004),
    ad_personalization: signal(state.C0004),
  };
}

/** Shopify's customer-privacy flags, for Hydrogen analytics and checkout. */
export interface ShopifyTrackingConsent {
  analytics: boolean;
  preferences: boolean;
  marketing: boolean;
  sale_of_data: boolean;
}

export function shopifyTrackingConsent(state: ConsentState): ShopifyTrackingConsent {
  return {
    analytics: state.C0002,
    preferences: state.C0003,
    marketing: state.C0004,
    sale_of_data: state.C0004,
  };
}
