import {describe, expect, it} from 'vitest';
import {clientAddress, createThrottle, memoryWindowCounter} from './sign-in-throttle.server';

const MINUTE = 60_000;

function throttle() {
  return createThrottle({
    ip: {limit: 4, counter: memoryWindowCounter(15 * MINUTE)},
    email: {limit: 2, counter: memoryWindowCounter(15 * MINUTE)},
  });
}

describe('sign-in throttling', () => {
  it('refuses an e-mail after its failures reach the limit, until the window ends', () => {
    const limiter = throttle();
    const start = 1_000_000;
    limiter.record('203.0.113.1', 'a@b.test', start);
    expect(limiter.check('203.0.113.1', 'a@b.test', start + 1000)).toEqual({allowed: true});
    limiter.record('203.0.113.9', 'A@B.test ', start + 2000);
    // Counted per e-mail whatever the address or the case.
    expect(limiter.check('198.51.100.7', 'a@b.test', start + 3000)).toEqual({
      allowed: false,
      retryAfterSeconds: 15 * 60 - 3,
    });
    expect(limiter.check('203.0.113.1', 'other@b.test', start + 3000)).toEqual({allowed: true});
    expect(limiter.check('198.51.100.7', 'a@b.test', start + 15 * MINUTE)).toEqual({allowed: true});
  });

  it('refuses an address trying many e-mails', () => {
    const limiter = throttle();
    for (let n = 0; n < 4; n++) limiter.record('203.0.113.1', `user${n}@b.test`, 0);
    expect(limiter.check('203.0.113.1', 'fresh@b.test', 1000).allowed).toBe(false);
    expect(limiter.check('203.0.113.2', 'fresh@b.test', 1000).allowed).toBe(true);
  });

  it('forgets an e-mail’s failures once it signs in', () => {
    const limiter = throttle();
    limiter.record('203.0.113.1', 'a@b.test', 0);
    limiter.record('203.0.113.1', 'a@b.test', 0);
    limiter.clearEmail('A@b.test');
    expect(limiter.check('203.0.113.5', 'a@b.test', 10)).toEqual({allowed: true});
  });

  it('keeps at most the given number of keys', () => {
    const counter = memoryWindowCounter(MINUTE, 3);
    for (const key of ['a', 'b', 'c', 'd']) counter.add(key, 0);
    expect(['a', 'b', 'c', 'd'].map((key) => counter.count(key, 1))).toEqual([0, 1, 1, 1]);
  });
});

describe('clientAddress', () => {
  it('is the buyer address Oxygen reports, never a header the client can set', () => {
    const request = (headers: Record<string, string>) => new Request('https://shop.test/', {headers});
    expect(clientAddress(request({'oxygen-buyer-ip': '203.0.113.7', 'x-forwarded-for': '1.2.3.4'}))).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(request({'x-forwarded-for': '1.2.3.4'}))).toBe('unknown');
  });
});
