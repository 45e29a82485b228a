import type {CountryCode, CurrencyCode, LanguageCode, Market} from './types';

const MARKET_ROWS: [CountryCode, string, CurrencyCode, LanguageCode][] = [
  ['AT', 'Austria', 'EUR', 'EN'],
  ['AU', 'Australia', 'AUD', 'EN'],
  ['BE', 'Belgium', 'EUR', 'EN'],
  ['CA', 'Canada', 'CAD', 'EN'],
  ['DK', 'Denmark', 'DKK', 'EN'],
  ['FI', 'Finland', 'EUR', 'EN'],
  ['FR', 'France', 'EUR', 'FR'],
  ['DE', 'Germany', 'EUR', 'DE'],
  ['HK', 'Hong Kong SAR', 'HKD', 'ZH_TW'],
  ['IE', 'Ireland', 'EUR', 'EN'],
  ['IT', 'Italy', 'EUR', 'EN'],
  ['JP', 'Japan', 'JPY', 'JA'],
  ['MX', 'Mexico', 'MXN', 'ES'],
  ['NL', 'Netherlands', 'EUR', 'NL'],
  ['NO', 'Norway', 'NOK', 'EN'],
  ['PT', 'Portugal', 'EUR', 'PT_PT'],
  ['SG', 'Singapore', 'SGD', 'ZH_CN'],
  ['ES', 'Spain', 'EUR', 'ES'],
  ['SE', 'Sweden', 'SEK', 'EN'],
  ['CH', 'Switzerland', 'CHF', 'EN'],
  ['AE', 'United Arab Emirates', 'AED', 'AR'],
  ['GB', 'United Kingdom', 'GBP', 'EN'],
  ['US', 'United States', 'USD', 'EN'],
];

export const MARKETS: Market[] = MARKET_ROWS.map(([countryCode, name, currency, language]) => ({
  countryCode,
  name,
  currency,
  language,
  languages: language === 'EN' ? ['EN'] : [language, 'EN'],
}));

export const PRIMARY_COUNTRY: CountryCode = 'US';

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
