/**
 * Sign-in throttling: failed sign-ins are counted per client address and per e-mail in a
 * fixed window; once either count reaches its limit, attempts are refused until the window
 * ends. A success clears the e-mail's count. Password-recovery requests are counted the
 * same way (every request, since each sends an e-mail).
 *
 * Counts live in the worker isolate's memory, so they are per isolate: enough to slow a
 * guesser hitting one edge location, not a global lockout. The Storefront API throttles
 * too, per buyer IP, which Hydrogen's storefront client forwards. `WindowCounter` is the
 * seam where a shared store (the hardening work's rate limiter) can be plugged in.
 */

export interface WindowCounter {
  /** The count for `key` in the window that contains `now`. */
  count(key: string, now: number): number;
  /** Adds one to `key`'s count; returns when its window ends (ms since epoch). */
  add(key: string, now: number): number;
  /** When `key`'s current window ends, or 0 without one. */
  resetsAt(key: string, now: number): number;
  clear(key: string): void;
}

/** A fixed-window counter in memory, bounded so a flood of keys cannot grow it without end. */
export function memoryWindowCounter(windowMs: number, maxKeys = 10_000): WindowCounter {
  const windows = new Map<string, {count: number; endsAt: number}>();
  const live = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.endsAt > now) return window;
    if (window) windows.delete(key);
    return null;
  };
  return {
    count: (key, now) => live(key, now)?.count ?? 0,
    add(key, now) {
      const window = live(key, now);
      if (window) {
        window.count += 1;
        return window.endsAt;
      }
      if (windows.size >= maxKeys) {
        for (const [stale, entry] of windows) if (entry.endsAt <= now) windows.delete(stale);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      }
      const endsAt = now + windowMs;
      windows.set(key, {count: 1, endsAt});
      return endsAt;
    },
    resetsAt: (key, now) => live(key, now)?.endsAt ?? 0,
    clear: (key) => void windows.delete(key),
  };
}

export interface ThrottleRule {
  limit: number;
  counter: WindowCounter;
}

export type ThrottleVerdict = {allowed: true} | {allowed: false; retryAfterSeconds: number};

/** A throttle over several keys (e.g. the client address and the e-mail), each with its rule. */
export function createThrottle(rules: {ip: ThrottleRule; email: ThrottleRule}) {
  const keysOf = (ip: string, email: string) =>
    [
      [rules.ip, `ip:${ip}`],
      [rules.email, `email:${email.trim().toLowerCase()}`],
    ] as const;
  return {
    check(ip: string, email: string, now = Date.now()): ThrottleVerdict {
      let until = 0;
      for (const [rule, key] of keysOf(ip, email)) {
        if (rule.counter.count(key, now) >= rule.limit)
          until = Math.max(until, rule.counter.resetsAt(key, now));
      }
      return until > 0
        ? {allowed: false, retryAfterSeconds: Math.ceil((until - now) / 1000)}
        : {allowed: true};
    },
    record(ip: string, email: string, now = Date.now()): void {
      for (const [rule, key] of keysOf(ip, email)) rule.counter.add(key, now);
    },
    clearEmail(email: string): void {
      rules.email.counter.clear(`email:${email.trim().toLowerCase()}`);
    },
  };
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Failed sign-ins: 5 per e-mail and 30 per address every 15 minutes. */
export const signInThrottle = createThrottle({
  ip: {limit: 30, counter: memoryWindowCounter(FIFTEEN_MINUTES)},
  email: {limit: 5, counter: memoryWindowCounter(FIFTEEN_MINUTES)},
});

/** Password-recovery e-mails: 3 per e-mail and 20 per address every 15 minutes. */
export const recoverThrottle = createThrottle({
  ip: {limit: 20, counter: memoryWindowCounter(FIFTEEN_MINUTES)},
  email: {limit: 3, counter: memoryWindowCounter(FIFTEEN_MINUTES)},
});

/**
 * The shopper's address as Oxygen reports it (the same one Hydrogen forwards to the
 * Storefront API). Client-settable headers such as X-Forwarded-For are not trusted.
 */
export function clientAddress(request: Request): string {
  return request.headers.get('oxygen-buyer-ip')?.trim() || 'unknown';
}
