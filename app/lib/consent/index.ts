export {
  ALL_GRANTED,
  CONSENT_CATEGORIES,
  ONLY_NECESSARY,
  STRICTLY_NECESSARY,
  consentPolicyFor,
  defaultConsent,
  type ConsentCategory,
  type ConsentPolicy,
  type ConsentState,
} from './categories';
export {
  CONSENT_CHANGE_EVENT,
  consentStore,
  isGranted,
  type ConsentChangeDetail,
  type ConsentSnapshot,
} from './consent-store';
export {CONSENT_COOKIE_NAME, type ConsentRecord} from './record';
export {
  consentSignals,
  shopifyTrackingConsent,
  type ConsentSignals,
  type ShopifyTrackingConsent,
} from './signals';
export {onceGranted, whenConsentReady} from './wait-for-consent';
