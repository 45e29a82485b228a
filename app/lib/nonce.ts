import {createContext, useContext} from 'react';

/**
 * The response's CSP nonce for the document's own scripts, provided by `entry.server.tsx` next
 * to Hydrogen's `NonceProvider`. Read through this small context instead of Hydrogen's
 * `useNonce`, so the browser's first load does not carry Hydrogen's index for one hook; in the
 * browser it is undefined, as it is with Hydrogen's (the scripts are already in the page).
 */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
