/** The 23 storefront countries, in the order the store lists them (country dialogs, address forms). */
export const COUNTRY_CODES = [
  'AT',
  'AU',
  'BE',
  'CA',
  'DK',
  'FI',
  'FR',
  'DE',
  'HK',
  'IE',
  'IT',
  'JP',
  'MX',
  'NL',
  'NO',
  'PT',
  'SG',
  'ES',
  'SE',
  'CH',
  'AE',
  'GB',
  'US',
] as const;

/** ISO 3166-1 alpha-2 code of a country we run a storefront for. */
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** ISO 4217 codes of the currencies our markets sell in. */
export type MarketCurrencyCode =
  | 'AED'
  | 'AUD'
  | 'CAD'
  | 'CHF'
  | 'DKK'
  | 'EUR'
  | 'GBP'
  | 'HKD'
  | 'JPY'
  | 'MXN'
  | 'NOK'
  | 'SEK'
  | 'SGD'
  | 'USD';

/**
 * The Storefront API `LanguageCode` enum values our markets use. A subset of
 * Hydrogen's `LanguageCode`; `context.test.ts` checks that at compile time.
 */
export type StorefrontLanguageCode =
  | 'AR'
  | 'DE'
  | 'EN'
  | 'ES'
  | 'FR'
  | 'JA'
  | 'NL'
  | 'PT_PT'
  | 'ZH_CN'
  | 'ZH_TW';

/** BCP-47 tag whose region is one of our countries, e.g. 'en-GB', 'zh-HK'. */
export type MarketLocale = `${string}-${CountryCode}`;

/**
 * short: narrow symbol, no whitespace ('£68').
 * explicit: names the currency so dollar-style prices are unambiguous ('$68 AUD').
 * auto: the locale's own Intl format ('68 kr.').
 */
export type CurrencyFormat = 'short' | 'explicit' | 'auto';

/** Group id of the second pay-later provider's messaging, by region. */
export type KlarnaId = 'klarna-eu' | 'klarna-au' | 'klarna-na';

export type LengthUnit = 'cm' | 'in';

export type TextDirection = 'ltr' | 'rtl';

/** Day index as in `Date.prototype.getDay()`: 0 Sunday … 6 Saturday. */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** '' for the unprefixed default market, otherwise '/{language}-{country}' in lower case. */
export type PathPrefix = '' | `/${string}`;

export interface Coordinates {
  readonly lat: number;
  readonly lng: number;
}

/** One country storefront's configuration ("Market"). */
export interface Market {
  /** Country name shown to shoppers, in English. */
  readonly label: string;
  /**
   * The commerce platform's name for the country where it differs from `label`
   * (HK and IE only). A display/matching string, never an API input: the
   * Storefront API takes `countryCode`.
   */
  readonly shopifyCountry?: string;
  readonly locale: MarketLocale;
  readonly currency: MarketCurrencyCode;
  readonly currencyFormat: CurrencyFormat;
  /** Production host, e.g. 'www.alderline.co.uk'. */
  readonly domain: string;
  /** Host of the hosted checkout: the registrable domain under a `checkout.` subdomain. */
  readonly checkoutDomain: string;
  /** Leading-dot domain so cookies are shared by the storefront and checkout hosts. */
  readonly cookieDomain: string;
  /** Host the hosted checkout sends shoppers back to (the headless storefront). */
  readonly headlessCheckoutReturnDomain: string;
  /** Approximate geographic centre of the country, for maps. */
  readonly coordinates: Coordinates;
  /** Map zoom level; only set where the default is unsuitable (US only). */
  readonly defaultZoom?: number;
  readonly countryCode: CountryCode;
  readonly language: StorefrontLanguageCode;
  readonly boldMetricsEnabled: boolean;
  readonly defaultEmailSubscription: boolean;
  /** First pay-later provider (Afterpay). */
  readonly displayAfterpay: boolean;
  /** Second pay-later provider (Klarna). */
  readonly displayKlarna: boolean;
  /** Present only when `displayKlarna`. */
  readonly klarnaId?: KlarnaId;
  /** Klarna on-site messaging client id, per region; present only when `displayKlarna`. */
  readonly klarnaDataClientId?: string;
  readonly isInternational: boolean;
  readonly isNewIntlCountry: boolean;
  readonly lengthUnit: LengthUnit;
  /** Customer-service phone number for display; US only. */
  readonly supportPhoneNumber?: string;
  /** URL prefix in single-host deployments ('' for the US). */
  readonly pathPrefix: PathPrefix;
  /** Text direction of the locale's language, for `<html dir>`. */
  readonly dir: TextDirection;
  readonly weekStart: WeekDay;
}
