/**
 * Content generations: a number per content namespace (the first part of a content cache key,
 * e.g. `layout`, `page`) that is part of every cache key of that namespace. The publish webhook
 * sets it to the time of the purge, so every entry cached before is never read again and the
 * next page loads what was published (decision 028).
 *
 * The numbers live in the Cache API of the data centre that received the webhook, and in this
 * isolate's memory for a few seconds; other isolates there see a purge within that time.
 */

export type ContentGenerations = Readonly<Record<string, number>>;

const CACHE_NAME = 'content-generations';
/** A fixed address for the one record; it never leaves the worker. */
const RECORD_URL = 'https://content-generations.invalid/v1';
/** How long an isolate trusts what it read before reading the record again. */
const REREAD_AFTER_MS = 5_000;
const KEEP_RECORD_SECONDS = 365 * 24 * 60 * 60;

/**
 * What was read, never the read itself: a promise of one request awaited by others runs their
 * code in its request's context (workerd then refuses their I/O: "Cannot perform I/O on behalf
 * of a different request"), and fails them all if that request is cancelled first.
 */
let remembered: {value: ContentGenerations; readAt: number} | null = null;

/** The current generations (none before the first purge: every namespace reads as 0). */
export async function contentGenerations(now: number = Date.now()): Promise<ContentGenerations> {
  if (remembered && now - remembered.readAt < REREAD_AFTER_MS) return remembered.value;
  const value = await readRecord();
  remembered = {value, readAt: now};
  return value;
}

/** Starts a new generation of each namespace: what was cached for them is not read again. */
export async function purgeContent(namespaces: readonly string[], now: number = Date.now()): Promise<void> {
  const current = await readRecord();
  // Never backwards, even if clocks disagree: an older number could revive older entries.
  const next: Record<string, number> = {...current};
  for (const namespace of namespaces) next[namespace] = Math.max(now, (current[namespace] ?? 0) + 1);
  remembered = {value: next, readAt: now};
  const cache = await openCache();
  await cache?.put(
    RECORD_URL,
    new Response(JSON.stringify(next), {
      headers: {'Content-Type': 'application/json', 'Cache-Control': `max-age=${KEEP_RECORD_SECONDS}`},
    }),
  );
}

async function readRecord(): Promise<ContentGenerations> {
  try {
    const response = await (await openCache())?.match(RECORD_URL);
    if (!response) return {};
    const value: unknown = await response.json();
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter((pair): pair is [string, number] => typeof pair[1] === 'number'),
    );
  } catch {
    // No record is the state before any purge; content still loads, cached as before.
    return {};
  }
}

/** The Cache API where the worker has one (Oxygen, MiniOxygen); unit tests run without. */
async function openCache(): Promise<Cache | null> {
  return typeof caches === 'undefined' ? null : caches.open(CACHE_NAME);
}
