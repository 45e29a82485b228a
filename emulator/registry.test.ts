import {describe, expect, it} from 'vitest';
import {loadServices, seedFromEnv} from './registry';

describe('loadServices', () => {
  it('always includes the own services first and tolerates missing or broken optional ones', async () => {
    const lines: string[] = [];
    const services = await loadServices({seed: 3, log: (line) => lines.push(line)});
    expect(services.slice(0, 4).map((s) => s.name)).toEqual([
      'email',
      'captcha',
      'personalisation',
      'images',
    ]);
    for (const service of services) {
      expect(typeof service.matches).toBe('function');
      expect(typeof service.handle).toBe('function');
    }
    const names = services.map((s) => s.name as string);
    for (const optional of ['storefront', 'search', 'content']) {
      const logged = lines.filter((line) => line.startsWith(`${optional}:`));
      // Either it loaded, or exactly one line says why it was skipped.
      expect(names.includes(optional) || logged.length === 1).toBe(true);
    }
  });

  it('reads the seed from EMULATOR_SEED with a default of 1', () => {
    expect(seedFromEnv({})).toBe(1);
    expect(seedFromEnv({EMULATOR_SEED: '42'})).toBe(42);
    expect(seedFromEnv({EMULATOR_SEED: 'x'})).toBe(1);
  });
});
