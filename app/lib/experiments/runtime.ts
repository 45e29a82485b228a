import {reportError} from '~/lib/errors';
import {needsGeolocation, syncCheckoutFlags} from './checkout-flags';
import {FALLBACK_GEOLOCATION, fetchGeolocation, type Geolocation} from './geolocation';

/**
 * The event the A/B testing tool's campaign code dispatches on `window` when it assigns the
 * visitor: `detail` is `{assignments: ExperimentAssignment[], running?: string[]}` (`running`:
 * the ids of every experiment the tool still runs, so finished ones are cleaned up).
 */
export const EXPERIMENTS_EVENT = 'alderline:experiments';

/**
 * Keeps the checkout experiment flags in line: once at start (stale targeted entries go) and
 * at every assignment the tool announces. Where the visitor is is asked once per page, and
 * only when an assignment is targeted. Returns a function that stops listening.
 */
export function startCheckoutExperiments({
  target = window,
  storage = window.localStorage,
  fetcher = fetch,
}: {target?: Window; storage?: Storage; fetcher?: typeof fetch} = {}): () => void {
  let located: Promise<Geolocation> | undefined;
  const locate = () =>
    (located ??= fetchGeolocation(fetcher).then(({geo, failed}) => {
      if (failed) reportError('ABT-004');
      return geo;
    }));

  const sync = async (assignments: readonly unknown[], running: ReadonlySet<string> | null) => {
    try {
      const geo = needsGeolocation(assignments, storage) ? await locate() : FALLBACK_GEOLOCATION;
      syncCheckoutFlags({assignments, running, geo, storage});
    } catch (error) {
      reportError('ABT-001', error);
    }
  };

  const onAssigned = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail as {
      assignments?: unknown;
      running?: unknown;
    } | null;
    const assignments = Array.isArray(detail?.assignments) ? detail.assignments : [];
    const running = Array.isArray(detail?.running)
      ? new Set(detail.running.filter((id): id is string => typeof id === 'string'))
      : null;
    if (!Array.isArray(detail?.assignments)) reportError('ABT-001', undefined, {reason: 'no assignments'});
    void sync(assignments, running);
  };

  void sync([], null);
  target.addEventListener(EXPERIMENTS_EVENT, onAssigned);
  return () => target.removeEventListener(EXPERIMENTS_EVENT, onAssigned);
}
