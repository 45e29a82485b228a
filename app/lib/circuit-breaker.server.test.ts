import {describe, expect, it} from 'vitest';
import {createCircuitBreaker} from './circuit-breaker.server';

describe('createCircuitBreaker', () => {
  it('opens on a failure, lets one probe through after the cooldown, and closes on success', () => {
    const breaker = createCircuitBreaker({cooldownMs: 1000});
    expect(breaker.allow(0)).toBe(true);
    expect(breaker.failure(0)).toBe(true);
    expect(breaker.allow(999)).toBe(false);
    expect(breaker.allow(1000)).toBe(true);
    expect(breaker.state).toBe('probing');
    // Only the probe: others keep skipping the service while it runs.
    expect(breaker.allow(1001)).toBe(false);
    breaker.success();
    expect(breaker.allow(1002)).toBe(true);
  });

  it('opens again when the probe fails, and says "opened" only for a closed breaker', () => {
    const breaker = createCircuitBreaker({cooldownMs: 1000});
    breaker.failure(0);
    expect(breaker.failure(10)).toBe(false);
    breaker.allow(1010);
    expect(breaker.failure(1020)).toBe(false);
    expect(breaker.allow(2019)).toBe(false);
    expect(breaker.allow(2020)).toBe(true);
  });

  it('lets another probe through when one never reports back', () => {
    const breaker = createCircuitBreaker({cooldownMs: 1000, probeTimeoutMs: 500});
    breaker.failure(0);
    expect(breaker.allow(1000)).toBe(true);
    expect(breaker.allow(1499)).toBe(false);
    expect(breaker.allow(1500)).toBe(true);
  });
});
