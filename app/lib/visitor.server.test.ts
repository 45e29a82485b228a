import {describe, expect, it} from 'vitest';
import {buyerCountry, isCountryConfirmed} from './visitor.server';

const noSession = {get: () => undefined};

function requestWith(headers: Record<string, string>) {
  return new Request('https://www.alderline.com/', {headers});
}

describe('isCountryConfirmed', () => {
  it('is true with the automation cookie or the session flag', () => {
    expect(isCountryConfirmed(requestWith({Cookie: 'a=1; automation=1'}), noSession)).toBe(true);
    expect(isCountryConfirmed(requestWith({}), {get: () => true})).toBe(true);
    expect(isCountryConfirmed(requestWith({}), noSession)).toBe(false);
  });

  it('reads a malformed cookie value as it is written instead of failing the page', () => {
    expect(isCountryConfirmed(requestWith({Cookie: 'automation=%E0%A4%A'}), noSession)).toBe(true);
    expect(isCountryConfirmed(requestWith({Cookie: 'automation='}), noSession)).toBe(false);
  });
});

describe('buyerCountry', () => {
  it('reads a two-letter country and ignores anything else', () => {
    expect(buyerCountry(requestWith({'oxygen-buyer-country': 'de'}))).toBe('DE');
    expect(buyerCountry(requestWith({'oxygen-buyer-country': 'Germany'}))).toBeNull();
    expect(buyerCountry(requestWith({}))).toBeNull();
  });
});
