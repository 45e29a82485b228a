/** Kept for the tab's session only, and made only once analytics consent is granted. */
const SESSION_KEY = 'alderline:analytics-session';

let fallback: string | undefined;

/** One random id per browser tab session, so a collector can tell sessions apart (no person). */
export function analyticsSessionId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStorageOrNull(),
): string {
  try {
    const stored = storage?.getItem(SESSION_KEY);
    if (stored) return stored;
    const id = crypto.randomUUID();
    storage?.setItem(SESSION_KEY, id);
    return id;
  } catch {
    // Storage refused (private mode, quota): one id for this page's life.
    return (fallback ??= crypto.randomUUID());
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
