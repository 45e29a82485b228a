import {reportError} from '~/lib/errors';
import type {ConsentCategory} from './categories';
import {consentStore, isGranted, type ConsentSnapshot, type ConsentStore} from './consent-store';

/** Cookie-consent polling every 100 ms, up to 100 tries. */
export const CONSENT_POLL_INTERVAL_MS = 100;
export const CONSENT_POLL_MAX_TRIES = 100;

/**
 * For scripts outside React that start before the consent manager has read the
 * stored choice: resolves once it has, or after the last try with nothing granted
 * (reported as OT-003), so a tag never runs on a guess.
 */
export function whenConsentReady(
  store: ConsentStore = consentStore,
  {intervalMs = CONSENT_POLL_INTERVAL_MS, maxTries = CONSENT_POLL_MAX_TRIES} = {},
): Promise<ConsentSnapshot> {
  return new Promise((resolve) => {
    let tries = 0;
    const poll = () => {
      const snapshot = store.getSnapshot();
      if (snapshot.ready) return resolve(snapshot);
      tries += 1;
      if (tries >= maxTries) {
        reportError('OT-003', undefined, {tries, intervalMs});
        return resolve(store.getServerSnapshot());
      }
      setTimeout(poll, intervalMs);
    };
    poll();
  });
}

/**
 * Runs `start` once, as soon as `category` is granted (now or after a later
 * choice). Returns a function that cancels the wait.
 */
export function onceGranted(
  category: ConsentCategory,
  start: () => void,
  store: ConsentStore = consentStore,
): () => void {
  if (isGranted(store.getSnapshot(), category)) {
    start();
    return () => undefined;
  }
  const unsubscribe = store.subscribe(() => {
    if (!isGranted(store.getSnapshot(), category)) return;
    unsubscribe();
    start();
  });
  return unsubscribe;
}
