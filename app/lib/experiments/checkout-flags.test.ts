import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {CHECKOUT_FLAGS_KEY, matchesTargeting, storedCheckoutFlags, syncCheckoutFlags} from './checkout-flags';
import type {Geolocation} from './geolocation';

let reports: ErrorReport[];
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => setErrorSink(consoleSink));

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[CHECKOUT_FLAGS_KEY, initial]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const california: Geolocation = {country: 'US', subdivision: 'CA', postalCode: '94105'};
const texas: Geolocation = {country: 'US', subdivision: 'TX', postalCode: '73301'};
const london: Geolocation = {country: 'GB', subdivision: 'ENG', postalCode: ''};

const cartV2 = {
  experimentId: 'exp-1',
  flag: 'cart_v2',
  variationId: 'v-b',
  targeting: {countries: ['US'], subdivisions: ['US-CA']},
};
const everywhere = {experimentId: 'exp-2', flag: 'estimated_delivery_date', variationId: 'v-a'};

describe('geo targeting', () => {
  it('matches countries, and subdivisions with or without the country prefix', () => {
    expect(matchesTargeting(undefined, london)).toBe(true);
    expect(matchesTargeting({countries: ['us']}, texas)).toBe(true);
    expect(matchesTargeting({countries: ['US']}, london)).toBe(false);
    expect(matchesTargeting({subdivisions: ['US-CA']}, california)).toBe(true);
    expect(matchesTargeting({subdivisions: ['CA']}, california)).toBe(true);
    expect(matchesTargeting({subdivisions: ['US-CA']}, texas)).toBe(false);
    expect(
      matchesTargeting({subdivisions: ['US-CA']}, {country: 'US', subdivision: '', postalCode: ''}),
    ).toBe(false);
  });
});

describe('checkout experiment flags', () => {
  it('stores assignments that match where the visitor is and outlive the page', () => {
    const storage = memoryStorage();
    const flags = syncCheckoutFlags({
      assignments: [cartV2, everywhere],
      running: null,
      geo: california,
      storage,
    });
    expect(flags).toEqual({cart_v2: 'v-b', estimated_delivery_date: 'v-a'});
    // A later page with nothing new announced reads the same flags back.
    expect(syncCheckoutFlags({assignments: [], running: null, geo: california, storage})).toEqual(flags);
    expect(JSON.parse(storage.items.get(CHECKOUT_FLAGS_KEY)!)).toMatchObject({
      version: 1,
      flags: {'exp-1': {variationId: 'v-b'}},
    });
  });

  it('gives checkout the stored flags (none when storage is missing or damaged)', () => {
    const storage = memoryStorage();
    syncCheckoutFlags({assignments: [cartV2, everywhere], running: null, geo: california, storage});
    expect(storedCheckoutFlags(storage)).toEqual({cart_v2: 'v-b', estimated_delivery_date: 'v-a'});
    expect(storedCheckoutFlags(null)).toEqual({});
    storage.items.set(CHECKOUT_FLAGS_KEY, '{broken');
    expect(storedCheckoutFlags(storage)).toEqual({});
  });

  it('does not store an assignment targeted elsewhere', () => {
    const storage = memoryStorage();
    expect(syncCheckoutFlags({assignments: [cartV2], running: null, geo: texas, storage})).toEqual({});
    expect(storage.items.has(CHECKOUT_FLAGS_KEY)).toBe(false);
  });

  it('removes a flag when the visitor is no longer where its experiment targets', () => {
    const storage = memoryStorage();
    syncCheckoutFlags({assignments: [cartV2, everywhere], running: null, geo: california, storage});
    expect(syncCheckoutFlags({assignments: [], running: null, geo: london, storage})).toEqual({
      estimated_delivery_date: 'v-a',
    });
  });

  it('removes flags of experiments the tool no longer runs, and replaces a changed variation', () => {
    const storage = memoryStorage();
    syncCheckoutFlags({assignments: [cartV2, everywhere], running: null, geo: california, storage});
    const flags = syncCheckoutFlags({
      assignments: [{...cartV2, variationId: 'v-c'}],
      running: new Set(['exp-1']),
      geo: california,
      storage,
      now: new Date('2026-11-25T10:00:00Z'),
    });
    expect(flags).toEqual({cart_v2: 'v-c'});
    expect(JSON.parse(storage.items.get(CHECKOUT_FLAGS_KEY)!).flags['exp-1'].storedAt).toBe(
      '2026-11-25T10:00:00.000Z',
    );
    expect(syncCheckoutFlags({assignments: [], running: new Set(), geo: california, storage})).toEqual({});
    expect(storage.items.has(CHECKOUT_FLAGS_KEY)).toBe(false);
  });

  it('reports ABT-002 for damaged storage, ABT-001 for a malformed assignment, ABT-003 when storing fails', () => {
    const damaged = memoryStorage('{not json');
    expect(
      syncCheckoutFlags({assignments: [everywhere], running: null, geo: london, storage: damaged}),
    ).toEqual({
      estimated_delivery_date: 'v-a',
    });
    syncCheckoutFlags({assignments: [{flag: 'x'}], running: null, geo: london, storage: memoryStorage()});
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(syncCheckoutFlags({assignments: [everywhere], running: null, geo: london, storage: full})).toEqual(
      {
        estimated_delivery_date: 'v-a',
      },
    );
    expect(reports.map((report) => report.code)).toEqual(['ABT-002', 'ABT-001', 'ABT-003']);
  });
});
