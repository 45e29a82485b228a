import {reportError} from '~/lib/errors';
import {
  CONSENT_CATEGORIES,
  isConsentCategory,
  withNecessary,
  type ConsentCategory,
  type ConsentState,
} from './categories';

/**
 * The shopper's recorded choice and how it is written: one first-party cookie (so the
 * server can read it) mirrored in localStorage. Shared by the browser and the server.
 */

export const CONSENT_COOKIE_NAME = 'alderline_consent';
export const CONSENT_STORAGE_KEY = 'alderline:consent';
/** Bump when the categories or their meaning change: older choices are asked again. */
const CONSENT_VERSION = 1;
/** Six months, the longest the French and Spanish regulators accept before asking again. */
const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export interface ConsentRecord {
  state: ConsentState;
  /** ISO timestamp of the decision. */
  decidedAt: string;
  version: number;
}

/** `v=1&groups=C0001:1,C0002:0,…&at=2025-…`, the shape OneTrust's own cookie uses. */
export function encodeConsentRecord(record: ConsentRecord): string {
  const groups = CONSENT_CATEGORIES.map((category) => `${category}:${record.state[category] ? 1 : 0}`).join(
    ',',
  );
  return `v=${record.version}&groups=${groups}&at=${record.decidedAt}`;
}

export type DecodedConsent =
  | {kind: 'record'; record: ConsentRecord}
  /** Written by an older version of the categories: ask again, nothing is wrong. */
  | {kind: 'outdated'}
  | {kind: 'malformed'; reason: string};

export function decodeConsentRecord(value: string): DecodedConsent {
  const params = new URLSearchParams(value);
  const version = Number(params.get('v'));
  if (!Number.isInteger(version) || version < 1) return {kind: 'malformed', reason: 'version'};
  if (version !== CONSENT_VERSION) return {kind: 'outdated'};
  const decidedAt = params.get('at') ?? '';
  if (Number.isNaN(Date.parse(decidedAt))) return {kind: 'malformed', reason: 'date'};
  const granted: Partial<Record<ConsentCategory, boolean>> = {};
  for (const pair of (params.get('groups') ?? '').split(',')) {
    const [category, flag] = pair.split(':');
    if (!category || !isConsentCategory(category) || (flag !== '0' && flag !== '1')) {
      return {kind: 'malformed', reason: `group "${pair}"`};
    }
    granted[category] = flag === '1';
  }
  if (CONSENT_CATEGORIES.some((category) => granted[category] === undefined)) {
    return {kind: 'malformed', reason: 'missing group'};
  }
  return {kind: 'record', record: {state: withNecessary(granted), decidedAt, version}};
}

/** The record in a stored value, or null; a damaged value is reported (OT-001) and ignored. */
export function readConsentValue(value: string | null | undefined, source: string): ConsentRecord | null {
  if (!value) return null;
  const decoded = decodeConsentRecord(value);
  if (decoded.kind === 'malformed') {
    reportError('OT-001', undefined, {source, reason: decoded.reason});
    return null;
  }
  return decoded.kind === 'record' ? decoded.record : null;
}

export function consentRecordOf(state: ConsentState, now: Date = new Date()): ConsentRecord {
  return {state: withNecessary(state), decidedAt: now.toISOString(), version: CONSENT_VERSION};
}

/** A `document.cookie` / `Set-Cookie` string for the record. */
export function consentCookieString(record: ConsentRecord, {secure}: {secure: boolean}): string {
  const parts = [
    `${CONSENT_COOKIE_NAME}=${encodeURIComponent(encodeConsentRecord(record))}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
