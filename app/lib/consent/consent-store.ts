import {reportError} from '~/lib/errors';
import {
  ALL_GRANTED,
  ONLY_NECESSARY,
  defaultConsent,
  type ConsentCategory,
  type ConsentPolicy,
  type ConsentState,
} from './categories';
import {
  CONSENT_COOKIE_NAME,
  CONSENT_STORAGE_KEY,
  consentCookieString,
  consentRecordOf,
  encodeConsentRecord,
  readConsentValue,
  type ConsentRecord,
} from './record';
import {consentSignals, type ConsentSignals} from './signals';

/**
 * The browser's consent state, outside React so that anything (components, tag
 * loaders, the footer's "cookie preferences" button) can read and change it without
 * a provider. `useConsent()` subscribes with `useSyncExternalStore`.
 */

export interface ConsentSnapshot {
  /** False until the stored choice has been read in the browser (always false on the server). */
  ready: boolean;
  policy: ConsentPolicy;
  state: ConsentState;
  /** The shopper has chosen (accepted, rejected or saved preferences). */
  decided: boolean;
  preferencesOpen: boolean;
}

/** Fired on `window` whenever the granted categories change, for scripts outside React. */
const CONSENT_CHANGE_EVENT = 'alderline:consent-change';
interface ConsentChangeDetail {
  state: ConsentState;
  signals: ConsentSignals;
}

/** Where the choice is kept; the default reads and writes the real cookie and localStorage. */
export interface ConsentPersistence {
  readCookie(): string | undefined;
  writeCookie(cookie: string): void;
  readLocal(): string | null;
  writeLocal(value: string): void;
  isSecure(): boolean;
}

/**
 * One cookie's value from `document.cookie`. Not the `cookie` package: the browser's own list
 * needs no parser, and that package (CommonJS) would land in every page's first-load chunk.
 */
function readDocumentCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  if (pair === undefined) return undefined;
  const value = pair.slice(prefix.length);
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const browserPersistence: ConsentPersistence = {
  readCookie: () => readDocumentCookie(CONSENT_COOKIE_NAME),
  writeCookie: (cookie) => {
    document.cookie = cookie;
  },
  readLocal: () => window.localStorage.getItem(CONSENT_STORAGE_KEY),
  writeLocal: (value) => window.localStorage.setItem(CONSENT_STORAGE_KEY, value),
  isSecure: () => window.location.protocol === 'https:',
};

const SERVER_SNAPSHOT: ConsentSnapshot = Object.freeze({
  ready: false,
  policy: 'default-minimal',
  state: ONLY_NECESSARY,
  decided: false,
  preferencesOpen: false,
});

export interface ConsentStore {
  getSnapshot(): ConsentSnapshot;
  getServerSnapshot(): ConsentSnapshot;
  subscribe(listener: () => void): () => void;
  /** Reads the stored choice, or applies the market's defaults when there is none. */
  initialize(policy: ConsentPolicy): void;
  decide(state: ConsentState): void;
  acceptAll(): void;
  rejectOptional(): void;
  openPreferences(): void;
  closePreferences(): void;
}

export function createConsentStore(persistence: ConsentPersistence = browserPersistence): ConsentStore {
  let snapshot = SERVER_SNAPSHOT;
  const listeners = new Set<() => void>();

  function update(next: Partial<ConsentSnapshot>) {
    const previous = snapshot;
    snapshot = Object.freeze({...snapshot, ...next});
    if (previous.state !== snapshot.state || !previous.ready) announce(snapshot.state);
    listeners.forEach((listener) => listener());
  }

  function readStored(): ConsentRecord | null {
    try {
      const fromCookie = readConsentValue(persistence.readCookie(), 'cookie');
      if (fromCookie) return fromCookie;
    } catch (error) {
      reportError('OT-001', error, {source: 'cookie'});
    }
    try {
      const fromLocal = readConsentValue(persistence.readLocal(), 'localStorage');
      // The cookie was cleared or expired on its own: write it back for the server.
      if (fromLocal) persist(fromLocal, {local: false});
      return fromLocal;
    } catch (error) {
      reportError('OT-001', error, {source: 'localStorage'});
      return null;
    }
  }

  function persist(record: ConsentRecord, {local}: {local: boolean}) {
    try {
      persistence.writeCookie(consentCookieString(record, {secure: persistence.isSecure()}));
    } catch (error) {
      reportError('OT-002', error, {target: 'cookie'});
    }
    if (!local) return;
    try {
      persistence.writeLocal(encodeConsentRecord(record));
    } catch (error) {
      reportError('OT-002', error, {target: 'localStorage'});
    }
  }

  const store: ConsentStore = {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => SERVER_SNAPSHOT,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initialize(policy) {
      if (snapshot.ready && snapshot.policy === policy) return;
      const stored = readStored();
      update({
        ready: true,
        policy,
        state: stored?.state ?? defaultConsent(policy),
        decided: stored !== null,
      });
    },
    decide(state) {
      const record = consentRecordOf(state);
      persist(record, {local: true});
      update({state: record.state, decided: true, preferencesOpen: false});
    },
    acceptAll: () => store.decide(ALL_GRANTED),
    rejectOptional: () => store.decide(ONLY_NECESSARY),
    openPreferences: () => update({preferencesOpen: true}),
    closePreferences: () => update({preferencesOpen: false}),
  };
  return store;
}

function announce(state: ConsentState) {
  if (typeof window === 'undefined') return;
  const detail: ConsentChangeDetail = {state, signals: consentSignals(state)};
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, {detail}));
}

/** The page's one consent store. */
export const consentStore = createConsentStore();

export function isGranted(snapshot: ConsentSnapshot, category: ConsentCategory): boolean {
  return snapshot.ready && snapshot.state[category];
}
