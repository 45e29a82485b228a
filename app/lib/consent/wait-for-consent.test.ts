import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {createConsentStore, type ConsentPersistence} from './consent-store';
import {
  CONSENT_POLL_INTERVAL_MS,
  CONSENT_POLL_MAX_TRIES,
  onceGranted,
  whenConsentReady,
} from './wait-for-consent';

const nothingStored: ConsentPersistence = {
  readCookie: () => undefined,
  writeCookie: () => undefined,
  readLocal: () => null,
  writeLocal: () => undefined,
  isSecure: () => false,
};

let reports: ErrorReport[];
beforeEach(() => {
  vi.useFakeTimers();
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => {
  vi.useRealTimers();
  setErrorSink(consoleSink);
});

describe('whenConsentReady', () => {
  it('polls every 100 ms until the stored choice is read', async () => {
    const store = createConsentStore(nothingStored);
    const ready = whenConsentReady(store);
    await vi.advanceTimersByTimeAsync(CONSENT_POLL_INTERVAL_MS * 3);
    store.initialize('default-all');
    await vi.advanceTimersByTimeAsync(CONSENT_POLL_INTERVAL_MS);
    await expect(ready).resolves.toMatchObject({ready: true, state: {C0004: true}});
    expect(reports).toEqual([]);
  });

  it('gives up after 100 tries with nothing granted and reports OT-003', async () => {
    const store = createConsentStore(nothingStored);
    const ready = whenConsentReady(store);
    await vi.advanceTimersByTimeAsync(CONSENT_POLL_INTERVAL_MS * CONSENT_POLL_MAX_TRIES);
    await expect(ready).resolves.toMatchObject({ready: false, state: {C0002: false, C0004: false}});
    expect(reports.map((r) => r.code)).toEqual(['OT-003']);
  });
});

describe('onceGranted', () => {
  it('starts a tag only once its category is granted', () => {
    const store = createConsentStore(nothingStored);
    store.initialize('default-minimal');
    const start = vi.fn();
    onceGranted('C0004', start, store);
    expect(start).not.toHaveBeenCalled();
    store.rejectOptional();
    expect(start).not.toHaveBeenCalled();
    store.acceptAll();
    store.acceptAll();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when already granted, and can be cancelled before', () => {
    const store = createConsentStore(nothingStored);
    store.initialize('default-all');
    const now = vi.fn();
    onceGranted('C0002', now, store);
    expect(now).toHaveBeenCalledTimes(1);

    const other = createConsentStore(nothingStored);
    other.initialize('default-minimal');
    const never = vi.fn();
    const cancel = onceGranted('C0002', never, other);
    cancel();
    other.acceptAll();
    expect(never).not.toHaveBeenCalled();
  });
});
