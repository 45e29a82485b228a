import {useEffect, useState} from 'react';

/**
 * False during server rendering and hydration, true afterwards. Dialogs render
 * into a portal the server never sends, so one open on arrival must wait for
 * hydration or the markup would not match.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
