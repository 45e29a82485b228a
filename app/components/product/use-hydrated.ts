import {useEffect, useState} from 'react';

/** False on the server and during hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
