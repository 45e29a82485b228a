import {useMemo, useSyncExternalStore} from 'react';
import type {ConsentCategory, ConsentState} from '~/lib/consent/categories';
import {consentStore, isGranted, type ConsentSnapshot} from '~/lib/consent/consent-store';
import {consentSignals, type ConsentSignals} from '~/lib/consent/signals';

export interface ConsentApi extends ConsentSnapshot {
  /** True only once the stored choice (or the market default) is known in the browser. */
  granted(category: ConsentCategory): boolean;
  signals: ConsentSignals;
  acceptAll(): void;
  rejectOptional(): void;
  save(state: ConsentState): void;
  openPreferences(): void;
  closePreferences(): void;
}

/** The shopper's consent, anywhere in the tree (no provider needed). Nothing is granted during server rendering. */
export function useConsent(): ConsentApi {
  const snapshot = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getSnapshot,
    consentStore.getServerSnapshot,
  );
  return useMemo(
    () => ({
      ...snapshot,
      granted: (category: ConsentCategory) => isGranted(snapshot, category),
      signals: consentSignals(snapshot.state),
      acceptAll: consentStore.acceptAll,
      rejectOptional: consentStore.rejectOptional,
      save: consentStore.decide,
      openPreferences: consentStore.openPreferences,
      closePreferences: consentStore.closePreferences,
    }),
    [snapshot],
  );
}
