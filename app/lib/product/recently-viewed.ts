/**
 * The recently viewed log: at most 12 products, most recent first, kept in the browser
 * under `rv-guest` until sign-in and `rv-{userId}` after. Pure functions; the browser
 * storage lives in `recently-viewed.client.ts`.
 */

export interface RecentlyViewedEntry {
  /** Storefront product global id. */
  id: string;
  handle: string;
  /** Epoch milliseconds of the visit. */
  viewedAt: number;
}

export const RECENTLY_VIEWED_LIMIT = 12;
export const GUEST_LOG_KEY = 'rv-guest';
/** Guest entries older than this are not carried into a customer's log on sign-in. */
const GUEST_ENTRY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function recentlyViewedKey(userId: string | null | undefined): string {
  return userId ? `rv-${userId}` : GUEST_LOG_KEY;
}

/** Newest first, one entry per product (its latest visit), at most 12. */
function normalize(entries: readonly RecentlyViewedEntry[]): RecentlyViewedEntry[] {
  const latest = new Map<string, RecentlyViewedEntry>();
  for (const entry of entries) {
    const known = latest.get(entry.id);
    if (!known || entry.viewedAt > known.viewedAt) latest.set(entry.id, entry);
  }
  return [...latest.values()].sort((a, b) => b.viewedAt - a.viewedAt).slice(0, RECENTLY_VIEWED_LIMIT);
}

/** Records a visit: the product moves to the front with the visit's time. */
export function recordView(log: readonly RecentlyViewedEntry[], entry: RecentlyViewedEntry) {
  return normalize([entry, ...log.filter((item) => item.id !== entry.id)]);
}

/**
 * On sign-in: the guest's entries from the last 24 hours join the customer's log, a
 * product seen in both keeping its latest time. The caller then deletes the guest log.
 */
export function mergeRecentlyViewed(
  guest: readonly RecentlyViewedEntry[],
  user: readonly RecentlyViewedEntry[],
  now: number,
): RecentlyViewedEntry[] {
  const fresh = guest.filter((entry) => now - entry.viewedAt <= GUEST_ENTRY_MAX_AGE_MS);
  return normalize([...user, ...fresh]);
}

/** Reads a stored log tolerantly: anything that is not a list of entries becomes empty. */
export function parseRecentlyViewed(text: string | null): RecentlyViewedEntry[] {
  if (!text) return [];
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) return [];
  return normalize(
    value.filter(
      (item): item is RecentlyViewedEntry =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.id === 'string' &&
        typeof item.handle === 'string' &&
        typeof item.viewedAt === 'number',
    ),
  );
}
