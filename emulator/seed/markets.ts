import {DEFAULT_COUNTRY_CODE, MARKETS as STORE_MARKETS} from '../../markets';
import type {CountryCode, CurrencyCode, LanguageCode, Market} from './types';

/** The store's markets as Shopify knows them: its name for the country, currency and languages. */
export const MARKETS: Market[] = STORE_MARKETS.map((market) => ({
  countryCode: market.countryCode,
  name: market.shopifyCountry ?? market.label,
  currency: market.currency,
  language: market.language,
  languages: market.language === 'EN' ? ['EN'] : [market.language, 'EN'],
}));

export const PRIMARY_COUNTRY: CountryCode = DEFAULT_COUNTRY_CODE;

export const CURRENCY_INFO: Record<CurrencyCode, {name: string; symbol: string}> = {
  EUR: {name: 'Euro', symbol: '€'},
  AUD: {name: 'Australian Dollar', symbol: '$'},
  CAD: {name: 'Canadian Dollar', symbol: '$'},
  DKK: {name: 'Danish Krone', symbol: 'kr.'},
  HKD: {name: 'Hong Kong Dollar', symbol: 'HK$'},
  JPY: {name: 'Japanese Yen', symbol: '¥'},
  MXN: {name: 'Mexican Peso', symbol: '$'},
  NOK: {name: 'Norwegian Krone', symbol: 'kr'},
  SGD: {name: 'Singapore Dollar', symbol: '$'},
  SEK: {name: 'Swedish Krona', symbol: 'kr'},
  CHF: {name: 'Swiss Franc', symbol: 'CHF'},
  AED: {name: 'United Arab Emirates Dirham', symbol: 'د.إ'},
  GBP: {name: 'British Pound', symbol: '£'},
  USD: {name: 'US Dollar', symbol: '$'},
};

/** English name and the language's own name (Shopify's Language.name / endonymName). */
export const LANGUAGE_INFO: Record<LanguageCode, {name: string; endonymName: string}> = {
  EN: {name: 'English', endonymName: 'English'},
  FR: {name: 'French', endonymName: 'français'},
  DE: {name: 'German', endonymName: 'Deutsch'},
  ZH_TW: {name: 'Chinese (Traditional)', endonymName: '繁體中文'},
  ZH_CN: {name: 'Chinese (Simplified)', endonymName: '简体中文'},
  JA: {name: 'Japanese', endonymName: '日本語'},
  ES: {name: 'Spanish', endonymName: 'Español'},
  NL: {name: 'Dutch', endonymName: 'Nederlands'},
  PT_PT: {name: 'Portuguese (Portugal)', endonymName: 'português (Portugal)'},
  AR: {name: 'Arabic', endonymName: 'العربية'},
};
