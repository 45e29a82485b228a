import {describe, expect, it} from 'vitest';
import {getMarket, MARKETS} from '@markets';
import {suggestedCountry} from '~/lib/shell/load-shell.server';
import {marketSwitchHref, sortByName, switchableMarkets} from './country-options';

const US = getMarket('US');
const GB = getMarket('GB');
const FR = getMarket('FR');

describe('switchableMarkets', () => {
  it('leaves out the new international markets unless the flag is on', () => {
    const codes = switchableMarkets('US', false).map((market) => market.countryCode);
    expect(codes).toHaveLength(12);
    expect(codes).not.toContain('JP');
    expect(codes).toEqual(expect.arrayContaining(['US', 'GB', 'FR', 'DE', 'AE', 'HK']));
    expect(switchableMarkets('US', true)).toHaveLength(MARKETS.length);
  });

  it('always lists the market the shopper is in', () => {
    expect(switchableMarkets('JP', false).map((market) => market.countryCode)).toContain('JP');
  });
});

describe('marketSwitchHref', () => {
  const onHost = (hostname: string, pathname: string, search = '') => ({hostname, pathname, search});

  it('keeps the path and query under the target’s prefix on a shared host', () => {
    expect(marketSwitchHref(GB, onHost('localhost', '/products/sunday-jogger', '?color=black'))).toBe(
      '/en-gb/products/sunday-jogger?color=black',
    );
    expect(marketSwitchHref(US, onHost('localhost', '/fr-fr/collections/women'))).toBe('/collections/women');
    expect(marketSwitchHref(FR, onHost('localhost', '/en-gb'))).toBe('/fr-fr');
  });

  it('goes to the target’s own domain when the shopper is on a market domain', () => {
    expect(marketSwitchHref(GB, onHost('www.alderline.com', '/products/sunday-jogger'))).toBe(
      'https://www.alderline.co.uk/products/sunday-jogger',
    );
  });
});

describe('suggestedCountry', () => {
  it('suggests the visitor’s own country’s store, named in this store’s language', () => {
    expect(suggestedCountry('DE', US, false)).toEqual({countryCode: 'DE', name: 'Germany'});
    expect(suggestedCountry('de', US, false)).toEqual({countryCode: 'DE', name: 'Germany'});
    expect(suggestedCountry('GB', FR, false)).toEqual({countryCode: 'GB', name: 'Royaume-Uni'});
    expect(suggestedCountry('HK', getMarket('JP'), false)?.name).toBe('香港');
  });

  it('suggests nothing once confirmed, for the same country, for no country, or for a country without a store', () => {
    expect(suggestedCountry('DE', US, true)).toBeNull();
    expect(suggestedCountry('US', US, false)).toBeNull();
    expect(suggestedCountry(null, US, false)).toBeNull();
    expect(suggestedCountry('BR', US, false)).toBeNull();
  });
});

describe('sortByName', () => {
  it('sorts in the reading language’s alphabetical order', () => {
    const names: Record<string, string> = {GB: 'Royaume-Uni', FR: 'France', AE: 'Émirats arabes unis'};
    const sorted = sortByName([GB, FR, getMarket('AE')], (market) => names[market.countryCode], 'fr-FR');
    expect(sorted.map((market) => market.countryCode)).toEqual(['AE', 'FR', 'GB']);
  });
});
