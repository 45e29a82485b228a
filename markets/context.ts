import type {CountryCode, Market, StorefrontLanguageCode} from './types';

/** Hydrogen's i18n shape, used for the Storefront API's `@inContext`. */
export interface StorefrontContext {
  country: CountryCode;
  language: StorefrontLanguageCode;
}

export function storefrontContext(market: Pick<Market, 'countryCode' | 'language'>): StorefrontContext {
  return {country: market.countryCode, language: market.language};
}
