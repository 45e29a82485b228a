import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {ALL_GRANTED, ONLY_NECESSARY, withNecessary} from './categories';
import {createConsentStore, isGranted, type ConsentPersistence} from './consent-store';
import {parse} from 'cookie';
import {CONSENT_COOKIE_NAME, consentRecordOf, encodeConsentRecord} from './record';

let reports: ErrorReport[];
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => setErrorSink(consoleSink));

/** Cookie jar and localStorage in memory. */
function memoryPersistence(initial: {cookie?: string; local?: string} = {}) {
  const jar = {cookie: initial.cookie, local: initial.local ?? null, cookieWrites: [] as string[]};
  const persistence: ConsentPersistence = {
    readCookie: () => jar.cookie,
    writeCookie: (cookie) => {
      jar.cookieWrites.push(cookie);
      jar.cookie = parse(cookie.split(';')[0])[CONSENT_COOKIE_NAME];
    },
    readLocal: () => jar.local,
    writeLocal: (value) => {
      jar.local = value;
    },
    isSecure: () => false,
  };
  return {jar, persistence};
}

describe('consent store', () => {
  it('is not ready and grants nothing until initialised', () => {
    const store = createConsentStore(memoryPersistence().persistence);
    expect(store.getSnapshot()).toMatchObject({ready: false, decided: false});
    expect(isGranted(store.getSnapshot(), 'C0001')).toBe(false);
  });

  it('applies the market defaults while the shopper has not chosen', () => {
    const minimal = createConsentStore(memoryPersistence().persistence);
    minimal.initialize('default-minimal');
    expect(minimal.getSnapshot()).toMatchObject({ready: true, decided: false, state: ONLY_NECESSARY});
    const all = createConsentStore(memoryPersistence().persistence);
    all.initialize('default-all');
    expect(all.getSnapshot()).toMatchObject({decided: false, state: ALL_GRANTED});
  });

  it('stores a choice in the cookie and localStorage, and a new page load reads it back', () => {
    const {jar, persistence} = memoryPersistence();
    const first = createConsentStore(persistence);
    first.initialize('default-minimal');
    first.acceptAll();
    expect(jar.cookie).toContain('C0004:1');
    expect(jar.local).toContain('C0004:1');

    const reload = createConsentStore(persistence);
    reload.initialize('default-minimal');
    expect(reload.getSnapshot()).toMatchObject({decided: true, state: ALL_GRANTED});
  });

  it('rejecting keeps only strictly necessary, and it outlives a market with other defaults', () => {
    const {persistence} = memoryPersistence();
    const store = createConsentStore(persistence);
    store.initialize('default-minimal');
    store.rejectOptional();
    const elsewhere = createConsentStore(persistence);
    elsewhere.initialize('default-all');
    expect(elsewhere.getSnapshot()).toMatchObject({decided: true, state: ONLY_NECESSARY});
  });

  it('rewrites a lost cookie from localStorage so the server sees the choice again', () => {
    const saved = encodeConsentRecord(consentRecordOf(withNecessary({C0003: true})));
    const {jar, persistence} = memoryPersistence({local: saved});
    const store = createConsentStore(persistence);
    store.initialize('default-minimal');
    expect(store.getSnapshot().state.C0003).toBe(true);
    expect(jar.cookie).toContain('C0003:1');
  });

  it('reports OT-001 for a damaged cookie and OT-002 when storage refuses a write, yet keeps working', () => {
    const {persistence} = memoryPersistence({cookie: 'nonsense'});
    persistence.writeLocal = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const store = createConsentStore(persistence);
    store.initialize('default-minimal');
    store.decide(withNecessary({C0002: true}));
    expect(reports.map((r) => r.code)).toEqual(['OT-001', 'OT-002']);
    expect(store.getSnapshot()).toMatchObject({decided: true, state: {C0002: true}});
  });

  it('closes the preferences when a choice is saved and tells subscribers', () => {
    const store = createConsentStore(memoryPersistence().persistence);
    const listener = vi.fn();
    store.subscribe(listener);
    store.initialize('default-minimal');
    store.openPreferences();
    expect(store.getSnapshot().preferencesOpen).toBe(true);
    store.decide(withNecessary({C0005: true}));
    expect(store.getSnapshot()).toMatchObject({preferencesOpen: false, decided: true});
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
