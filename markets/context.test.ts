import type {
  CountryCode as ShopifyCountryCode,
  LanguageCode as ShopifyLanguageCode,
} from '@shopify/hydrogen/storefront-api-types';
import {describe, expect, it} from 'vitest';
import {storefrontContext} from './context';
import {MARKETS, getMarket} from './markets';

describe('storefrontContext', () => {
  it('uses the ISO country code and the Storefront language', () => {
    expect(storefrontContext(getMarket('HK'))).toEqual({
      country: 'HK',
      language: 'ZH_TW',
    });
    expect(storefrontContext(getMarket('PT'))).toEqual({
      country: 'PT',
      language: 'PT_PT',
    });
    expect(storefrontContext(getMarket('IE'))).toEqual({
      country: 'IE',
      language: 'EN',
    });
  });

  it("fits Hydrogen's i18n types for every market", () => {
    // Compile-time check (tsc): our unions must stay within Shopify's enums.
    const contexts: {country: ShopifyCountryCode; language: ShopifyLanguageCode}[] =
      MARKETS.map(storefrontContext);
    expect(contexts).toHaveLength(23);
  });
});
