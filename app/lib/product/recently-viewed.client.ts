import {reportError} from '~/lib/errors';
import {
  GUEST_LOG_KEY,
  mergeRecentlyViewed,
  parseRecentlyViewed,
  recentlyViewedKey,
  recordView,
  type RecentlyViewedEntry,
} from './recently-viewed';

/**
 * The recently viewed log in the browser's localStorage. Storage can be full, blocked or
 * hold damaged data: each failure is reported (RECENTLY-VIEWED-001 read, 002 write,
 * 003 remove, 004 update) and the page carries on, a failed read as an empty log.
 */

function read(key: string): RecentlyViewedEntry[] {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(key));
  } catch (error) {
    reportError('RECENTLY-VIEWED-001', error, {key});
    return [];
  }
}

function write(key: string, entries: RecentlyViewedEntry[]): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(entries));
    return true;
  } catch (error) {
    reportError('RECENTLY-VIEWED-002', error, {key});
    return false;
  }
}

/**
 * The log for the shopper: the guest's, or the customer's. The first time a signed-in
 * customer's log is read while a guest log exists, the guest's recent entries are merged
 * in and the guest log is deleted.
 */
export function readRecentlyViewed(userId: string | null, now = Date.now()): RecentlyViewedEntry[] {
  const key = recentlyViewedKey(userId);
  if (!userId) return read(key);
  let guestText: string | null = null;
  try {
    guestText = window.localStorage.getItem(GUEST_LOG_KEY);
  } catch (error) {
    reportError('RECENTLY-VIEWED-001', error, {key: GUEST_LOG_KEY});
  }
  if (guestText === null) return read(key);
  const merged = mergeRecentlyViewed(read(GUEST_LOG_KEY), read(key), now);
  if (write(key, merged)) {
    try {
      window.localStorage.removeItem(GUEST_LOG_KEY);
    } catch (error) {
      reportError('RECENTLY-VIEWED-003', error, {key: GUEST_LOG_KEY});
    }
  }
  return merged;
}

/** Records a visit to a product at the front of the shopper's log. */
export function recordRecentlyViewed(userId: string | null, entry: RecentlyViewedEntry): void {
  const key = recentlyViewedKey(userId);
  try {
    window.localStorage.setItem(key, JSON.stringify(recordView(read(key), entry)));
  } catch (error) {
    reportError('RECENTLY-VIEWED-004', error, {key});
  }
}
