import {describe, expect, it} from 'vitest';
import {
  BadGiftConfiguration,
  giftChange,
  giftConfigFrom,
  giftState,
  isGiftLine,
  type GiftConfig,
} from './gift';

const NOW = new Date('2026-06-01T00:00:00Z');
const variant = {id: 'gid://shopify/ProductVariant/9', title: 'Tote', imageUrl: null, availableForSale: true};
const config = (overrides: Partial<GiftConfig> = {}): GiftConfig => ({
  ...giftConfigFrom({country_code: 'GB', threshold: '120'}, variant)!,
  ...overrides,
});
const line = (id: string, options: {gift?: boolean; tag?: boolean; quantity?: number} = {}) => ({
  id,
  quantity: options.quantity ?? 1,
  attributes: options.gift ? [{key: '_Gift Item', value: 'promotions::gwp'}] : [],
  merchandise: {id: `v-${id}`, product: {tags: options.tag ? ['promotions::gwp'] : []}},
});

describe('gift configuration', () => {
  it('needs a country and a threshold; a threshold that is not a number is a bad configuration', () => {
    expect(giftConfigFrom({threshold: '100'}, variant)).toBeNull();
    expect(giftConfigFrom({country_code: 'GB'}, variant)).toBeNull();
    expect(() => giftConfigFrom({country_code: 'GB', threshold: 'lots'}, variant)).toThrow(
      BadGiftConfiguration,
    );
    expect(() => giftConfigFrom({country_code: 'GB', threshold: 'lots'}, variant)).toThrow(
      'Bad GWP configuration',
    );
    expect(config()).toMatchObject({countryCode: 'GB', threshold: 120, labelColour: '#336799'});
  });
});

describe('gift rules', () => {
  it('knows a gift line by its attribute or its product tag', () => {
    expect(isGiftLine(line('a', {gift: true}))).toBe(true);
    expect(isGiftLine(line('a', {tag: true}))).toBe(true);
    expect(isGiftLine(line('a'))).toBe(false);
  });

  it('compares the total minus tax with the threshold', () => {
    expect(giftState(config(), {total: 130, tax: 20}, NOW)).toEqual({kind: 'belowThreshold', remaining: 10});
    expect(giftState(config(), {total: 140, tax: 20}, NOW)).toEqual({kind: 'earned'});
    expect(giftState(null, {total: 500, tax: 0}, NOW)).toEqual({kind: 'none'});
  });

  it('is unavailable once expired, past its inventory threshold or sold out', () => {
    const totals = {total: 500, tax: 0};
    expect(giftState(config({expirationDate: '2026-01-01T00:00:00Z'}), totals, NOW).kind).toBe('unavailable');
    expect(giftState(config({hasMetInventoryThreshold: true}), totals, NOW).kind).toBe('unavailable');
    expect(giftState(config({variant: {...variant, availableForSale: false}}), totals, NOW).kind).toBe(
      'unavailable',
    );
  });

  it('adds the gift once earned, and only to a bag with other lines', () => {
    expect(giftChange([line('a')], {kind: 'earned'}, config())).toEqual({
      kind: 'add',
      merchandiseId: variant.id,
    });
    expect(giftChange([line('a'), line('g', {gift: true})], {kind: 'earned'}, config())).toEqual({
      kind: 'none',
    });
    expect(giftChange([], {kind: 'earned'}, config())).toEqual({kind: 'none'});
    expect(giftChange([line('a'), line('g', {gift: true, quantity: 3})], {kind: 'earned'}, config())).toEqual(
      {
        kind: 'trim',
        lineId: 'g',
      },
    );
  });

  it('removes gift lines below the threshold or when unavailable, with the reason', () => {
    const lines = [line('a'), line('g', {tag: true})];
    expect(giftChange(lines, {kind: 'belowThreshold', remaining: 5}, config())).toEqual({
      kind: 'remove',
      lineIds: ['g'],
      reason: 'giftThresholdNotMet',
    });
    expect(giftChange(lines, {kind: 'unavailable'}, config())).toEqual({
      kind: 'remove',
      lineIds: ['g'],
      reason: 'giftUnavailable',
    });
    // Without a configuration (none, or unreadable) the bag is left as it is.
    expect(giftChange(lines, {kind: 'none'}, null)).toEqual({kind: 'none'});
  });
});
