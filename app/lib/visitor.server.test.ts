import {describe, expect, it} from 'vitest';
import {buyerCountry, isCountryConfirmed} from './visitor.server';

const request = (headers: Record<string, string>) => new Request('http://localhost/', {headers});
const session = (values: Record<string, unknown> = {}) => ({get: (key: string) => values[key]}) as never;

describe('buyerCountry', () => {
  it("reads Oxygen's geolocation header", () => {
    expect(buyerCountry(request({'oxygen-buyer-country': 'gb'}))).toBe('GB');
  });
  it.each<Record<string, string>>([
    {},
    {'oxygen-buyer-country': ''},
    {'oxygen-buyer-country': 'GBR'},
    {'oxygen-buyer-country': '<x>'},
  ])('is null without a usable country: %j', (headers) => expect(buyerCountry(request(headers))).toBeNull());
});

describe('isCountryConfirmed', () => {
  it('is false for a new visitor', () => {
    expect(isCountryConfirmed(request({Cookie: 'cart=1'}), session())).toBe(false);
  });
  it('is true once the session says the shopper closed a country dialog', () => {
    expect(isCountryConfirmed(request({}), session({countryConfirmed: true}))).toBe(true);
  });
  it('is true for test automation', () => {
    expect(isCountryConfirmed(request({Cookie: 'a=b; automation=1'}), session())).toBe(true);
    expect(isCountryConfirmed(request({Cookie: 'automation='}), session())).toBe(false);
  });
});
