/**
 * A circuit breaker for one hosted service, per worker isolate. After a failure it opens:
 * callers skip the service (serving what they have cached, or their fallback) for
 * `cooldownMs`. Then one caller is let through as a probe; its success closes the breaker,
 * its failure opens it again. An outage therefore costs one slow request per cooldown, not
 * every request.
 */

export interface CircuitBreaker {
  /** Whether a call to the service should be made now. */
  allow(now?: number): boolean;
  success(): void;
  /** Records a failure; true when this failure opened a closed breaker. */
  failure(now?: number): boolean;
  readonly state: 'closed' | 'open' | 'probing';
}

export function createCircuitBreaker({
  cooldownMs,
  probeTimeoutMs = cooldownMs,
}: {
  cooldownMs: number;
  /** A probe that neither succeeds nor fails within this long lets another one through. */
  probeTimeoutMs?: number;
}): CircuitBreaker {
  let state: CircuitBreaker['state'] = 'closed';
  let until = 0;
  return {
    allow(now = Date.now()) {
      if (state === 'closed') return true;
      if (now < until) return false;
      state = 'probing';
      until = now + probeTimeoutMs;
      return true;
    },
    success() {
      state = 'closed';
    },
    failure(now = Date.now()) {
      const opened = state === 'closed';
      state = 'open';
      until = now + cooldownMs;
      return opened;
    },
    get state() {
      return state;
    },
  };
}
