import {describe, expect, it} from 'vitest';
import {checkRateLimits, clientIp, createRateLimiter, tooManyRequests} from './rate-limit.server';

describe('createRateLimiter', () => {
  it('allows `limit` hits in a window and refuses the next, saying when to come back', () => {
    const limiter = createRateLimiter({limit: 20, windowMs: 60_000});
    const start = 1_000_000;
    for (let i = 0; i < 20; i++) expect(limiter.hit('1.2.3.4', start + i * 1000).allowed).toBe(true);
    const refused = limiter.hit('1.2.3.4', start + 30_000);
    expect(refused).toEqual({allowed: false, retryAfterSeconds: 30});
    // Another key is counted on its own.
    expect(limiter.hit('5.6.7.8', start + 30_000).allowed).toBe(true);
  });

  it('slides: a hit becomes possible again as the oldest one leaves the window', () => {
    const limiter = createRateLimiter({limit: 2, windowMs: 10_000});
    expect(limiter.hit('k', 0).allowed).toBe(true);
    expect(limiter.hit('k', 5_000).allowed).toBe(true);
    expect(limiter.hit('k', 9_999).allowed).toBe(false);
    expect(limiter.hit('k', 10_000).allowed).toBe(true);
    expect(limiter.hit('k', 10_001).allowed).toBe(false);
    expect(limiter.hit('k', 15_000).allowed).toBe(true);
  });

  it('does not count refused hits, so a steady flood is let through at the limit rate', () => {
    const limiter = createRateLimiter({limit: 1, windowMs: 1_000});
    expect(limiter.hit('k', 0).allowed).toBe(true);
    expect(limiter.hit('k', 500).allowed).toBe(false);
    expect(limiter.hit('k', 1_000).allowed).toBe(true);
  });

  it('remembers at most maxKeys keys, forgetting the least recently used', () => {
    const limiter = createRateLimiter({limit: 1, windowMs: 60_000, maxKeys: 3});
    for (const key of ['a', 'b', 'c']) limiter.hit(key, 0);
    limiter.peek('a', 1);
    limiter.hit('a', 1); // refused, but touches 'a'
    limiter.hit('d', 2);
    expect(limiter.size).toBe(3);
    expect(limiter.peek('b', 3).allowed).toBe(true); // forgotten
    expect(limiter.peek('a', 3).allowed).toBe(false);
  });

  it('forgets expired keys and can reset one', () => {
    const limiter = createRateLimiter({limit: 1, windowMs: 1_000});
    limiter.hit('a', 0);
    limiter.hit('b', 0);
    limiter.reset('a');
    expect(limiter.peek('a', 1).allowed).toBe(true);
    expect(limiter.peek('b', 2_000).allowed).toBe(true);
    expect(limiter.size).toBe(0);
  });

  it('refuses nonsense settings', () => {
    expect(() => createRateLimiter({limit: 0, windowMs: 1000})).toThrow();
    expect(() => createRateLimiter({limit: 1, windowMs: 0})).toThrow();
  });
});

describe('checkRateLimits', () => {
  it('counts every limit only when all allow the request', () => {
    const perIp = createRateLimiter({limit: 5, windowMs: 60_000});
    const perEmail = createRateLimiter({limit: 1, windowMs: 60_000});
    expect(
      checkRateLimits([
        {limiter: perIp, key: 'ip'},
        {limiter: perEmail, key: 'a@b.co'},
      ]).allowed,
    ).toBe(true);
    const refused = checkRateLimits([
      {limiter: perIp, key: 'ip'},
      {limiter: perEmail, key: 'a@b.co'},
    ]);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // The refused request did not use up the IP's allowance: 4 more fit.
    for (let i = 0; i < 4; i++) {
      expect(
        checkRateLimits([
          {limiter: perIp, key: 'ip'},
          {limiter: perEmail, key: `x${i}@b.co`},
        ]).allowed,
      ).toBe(true);
    }
    expect(checkRateLimits([{limiter: perIp, key: 'ip'}]).allowed).toBe(false);
  });

  it('skips a check whose key is unknown', () => {
    const limiter = createRateLimiter({limit: 1, windowMs: 60_000});
    expect(checkRateLimits([{limiter, key: null}]).allowed).toBe(true);
    expect(checkRateLimits([{limiter, key: null}]).allowed).toBe(true);
  });
});

describe('clientIp and tooManyRequests', () => {
  it('reads the platform’s buyer IP header', () => {
    expect(clientIp(new Request('https://x.test/', {headers: {'oxygen-buyer-ip': ' 203.0.113.9 '}}))).toBe(
      '203.0.113.9',
    );
    expect(clientIp(new Request('https://x.test/'))).toBeNull();
  });

  it('answers 429 with Retry-After and a JSON reason', async () => {
    const response = tooManyRequests({allowed: false, retryAfterSeconds: 42});
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('42');
    expect(await response.json()).toMatchObject({ok: false, error: 'rate-limited'});
  });
});
