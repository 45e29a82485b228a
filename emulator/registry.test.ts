import {describe, expect, it} from 'vitest';
import {loadServices, seedFromEnv} from './registry';

describe('loadServices', () => {
  it('builds every service, narrow path prefixes first', () => {
    const names = loadServices({seed: 3}).map((service) => service.name);
    expect(names).toEqual([
      'email',
      'captcha',
      'monitoring',
      'analytics',
      'shopify-analytics',
      'personalisation',
      'reviews',
      'images',
      'videos',
      'storefront',
      'checkout',
      'customerAccount',
      'search',
      'content',
    ]);
  });

  it('reads the seed from EMULATOR_SEED with a default of 1', () => {
    expect(seedFromEnv({})).toBe(1);
    expect(seedFromEnv({EMULATOR_SEED: '42'})).toBe(42);
    expect(seedFromEnv({EMULATOR_SEED: 'x'})).toBe(1);
  });
});
