/**
 * In-isolate rate limits: at most `limit` hits per key in any `windowMs` (a sliding log, so
 * "the 21st within a minute" is exact). Counters live in this worker isolate only; Oxygen
 * runs many isolates and has no shared counter store, so a limit holds per isolate, not
 * store-wide (docs/decisions/016-sign-up-abuse.md says what that promises).
 *
 * Memory is bounded: at most `maxKeys` keys (least recently used go first) and at most
 * `limit` timestamps per key.
 */

export interface RateLimit {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
  /** Keys remembered at once; default 10,000. */
  maxKeys?: number;
}

export interface RateVerdict {
  allowed: boolean;
  /** Whole seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts a hit for `key` (when allowed) and says whether it was within the limit. */
  hit(key: string, now?: number): RateVerdict;
  /** Whether a hit would be allowed, without counting one. */
  peek(key: string, now?: number): RateVerdict;
  /** Forgets a key, e.g. after a successful sign-in. */
  reset(key: string): void;
  readonly size: number;
}

const DEFAULT_MAX_KEYS = 10_000;

export function createRateLimiter({limit, windowMs, maxKeys = DEFAULT_MAX_KEYS}: RateLimit): RateLimiter {
  if (!(limit >= 1) || !(windowMs > 0)) throw new Error('A rate limit needs limit >= 1 and windowMs > 0');
  // Insertion order is recency order: a touched key is deleted and set again.
  const hits = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const times = hits.get(key);
    if (!times) return [];
    const fresh = times.filter((time) => now - time < windowMs);
    if (fresh.length === 0) hits.delete(key);
    return fresh;
  }

  function verdict(times: number[], now: number): RateVerdict {
    if (times.length < limit) return {allowed: true, retryAfterSeconds: 0};
    const oldest = times[times.length - limit];
    return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000))};
  }

  return {
    hit(key, now = Date.now()) {
      const times = recent(key, now);
      const result = verdict(times, now);
      if (result.allowed) times.push(now);
      hits.delete(key);
      if (times.length > 0) hits.set(key, times.slice(-limit));
      while (hits.size > maxKeys) hits.delete(hits.keys().next().value as string);
      return result;
    },
    peek(key, now = Date.now()) {
      return verdict(recent(key, now), now);
    },
    reset(key) {
      hits.delete(key);
    },
    get size() {
      return hits.size;
    },
  };
}

/**
 * The visitor's IP as Oxygen reports it (`oxygen-buyer-ip`, set by the platform, not the
 * client); null when absent, so callers can decide what an unknown source gets.
 */
export function clientIp(request: Request): string | null {
  const value = request.headers.get('oxygen-buyer-ip')?.trim();
  return value ? value.slice(0, 64) : null;
}

/**
 * Checks several limits for one request (e.g. per IP and per e-mail). Counted only when
 * all allow it, so a refused request uses up none of the other limits; a refusal waits
 * for the longest of them.
 */
export function checkRateLimits(
  checks: ReadonlyArray<{limiter: RateLimiter; key: string | null}>,
): RateVerdict {
  const keyed = checks.filter((check): check is {limiter: RateLimiter; key: string} => check.key !== null);
  const refusals = keyed.map(({limiter, key}) => limiter.peek(key)).filter((verdict) => !verdict.allowed);
  if (refusals.length > 0) {
    return {allowed: false, retryAfterSeconds: Math.max(...refusals.map((r) => r.retryAfterSeconds))};
  }
  for (const {limiter, key} of keyed) limiter.hit(key);
  return {allowed: true, retryAfterSeconds: 0};
}

/** 429 JSON with `Retry-After`, the answer for a refused hit. */
export function tooManyRequests(
  verdict: RateVerdict,
  message = 'Too many requests. Please try again later.',
) {
  return Response.json(
    {ok: false, error: 'rate-limited', message},
    {
      status: 429,
      headers: {'Retry-After': String(verdict.retryAfterSeconds), 'Cache-Control': 'no-store'},
    },
  );
}
