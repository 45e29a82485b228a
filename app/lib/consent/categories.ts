/**
 * Consent categories C0001–C0005 and which defaults apply in which market.
 * Pure data and functions: used by the browser store, the server cookie reader and tests.
 */

export const CONSENT_CATEGORIES = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Strictly necessary: always granted, cannot be switched off. */
export const STRICTLY_NECESSARY: ConsentCategory = 'C0001';

/** Whether each category is granted. */
export type ConsentState = Readonly<Record<ConsentCategory, boolean>>;

/** default-all: everything on until the shopper says otherwise; default-minimal: only C0001. */
export type ConsentPolicy = 'default-all' | 'default-minimal';

/**
 * Opt-in markets: the EU/EEA countries we sell in, plus Norway, Switzerland and the
 * UK, whose cookie rules (ePrivacy, GDPR, UK PECR, Swiss FADP) require consent before
 * non-essential cookies. See docs/decisions/008-cookie-consent.md.
 */
const DEFAULT_MINIMAL_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'DK',
  'FI',
  'FR',
  'DE',
  'IE',
  'IT',
  'NL',
  'NO',
  'PT',
  'ES',
  'SE',
  'CH',
  'GB',
]);

export function consentPolicyFor(countryCode: string): ConsentPolicy {
  return DEFAULT_MINIMAL_COUNTRIES.has(countryCode.toUpperCase()) ? 'default-minimal' : 'default-all';
}

export function defaultConsent(policy: ConsentPolicy): ConsentState {
  return policy === 'default-all' ? ALL_GRANTED : ONLY_NECESSARY;
}

export const ALL_GRANTED: ConsentState = Object.freeze({
  C0001: true,
  C0002: true,
  C0003: true,
  C0004: true,
  C0005: true,
});

export const ONLY_NECESSARY: ConsentState = Object.freeze({
  C0001: true,
  C0002: false,
  C0003: false,
  C0004: false,
  C0005: false,
});

/** A state with strictly necessary forced on, whatever was asked for. */
export function withNecessary(state: Partial<Record<ConsentCategory, boolean>>): ConsentState {
  const result = {} as Record<ConsentCategory, boolean>;
  for (const category of CONSENT_CATEGORIES) result[category] = state[category] === true;
  result[STRICTLY_NECESSARY] = true;
  return result;
}

export function isConsentCategory(value: string): value is ConsentCategory {
  return (CONSENT_CATEGORIES as readonly string[]).includes(value);
}
