import {weekStartForCountry} from './calendar';
import {localePathPrefix, textDirectionOf} from './locale';
import {COUNTRY_CODES} from './types';
import type {CountryCode, KlarnaId, Market} from './types';

/** What is written by hand per market; the rest is derived in `buildMarket`. */
type MarketDefinition = Omit<
  Market,
  | 'countryCode'
  | 'checkoutDomain'
  | 'cookieDomain'
  | 'headlessCheckoutReturnDomain'
  | 'pathPrefix'
  | 'dir'
  | 'weekStart'
>;

export const DEFAULT_COUNTRY_CODE: CountryCode = 'US';

// The second pay-later provider's on-site messaging client ids: one for all
// European markets, one each for Australia and Canada.
const KLARNA_EU = {
  klarnaId: 'klarna-eu',
  klarnaDataClientId: '5b8e2f0a-3c41-4d97-a6e2-1f0c9b7d4e53',
} as const satisfies KlarnaFields;
const KLARNA_AU = {
  klarnaId: 'klarna-au',
  klarnaDataClientId: 'c2a7d9e4-8f16-4b3a-9e05-6d1b3f8a2c70',
} as const satisfies KlarnaFields;
const KLARNA_CA = {
  klarnaId: 'klarna-na',
  klarnaDataClientId: '9e4f1b6c-2d83-47a5-b0c9-8a3e5d7f1b26',
} as const satisfies KlarnaFields;

interface KlarnaFields {
  klarnaId: KlarnaId;
  klarnaDataClientId: string;
}

const DEFINITIONS: Record<CountryCode, MarketDefinition> = {
  AT: {
    label: 'Austria',
    locale: 'en-AT',
    language: 'EN',
    currency: 'EUR',
    currencyFormat: 'short',
    domain: 'www.alderline.at',
    coordinates: {lat: 47.5162, lng: 14.5501},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_EU,
    isInternational: true,
    isNewIntlCountry: true,
    lengthUnit: 'cm',
  },
  AU: {
    label: 'Australia',
    locale: 'en-AU',
    language: 'EN',
    currency: 'AUD',
    currencyFormat: 'explicit',
    domain: 'www.alderline.com.au',
    coordinates: {lat: -25.2744, lng: 133.7751},
    boldMetricsEnabled: false,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_AU,
    isInternational: true,
    isNewIntlCountry: false,
    lengthUnit: 'cm',
  },
  BE: {
    label: 'Belgium',
    locale: 'en-BE',
    language: 'EN',
    currency: 'EUR',
    currencyFormat: 'short',
    domain: 'www.alderline.be',
    coordinates: {lat: 50.5039, lng: 4.4699},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_EU,
    isInternational: true,
    isNewIntlCountry: true,
    lengthUnit: 'cm',
  },
  CA: {
    label: 'Canada',
    locale: 'en-CA',
    language: 'EN',
    currency: 'CAD',
    currencyFormat: 'explicit',
    domain: 'www.alderline.ca',
    coordinates: {lat: 56.1304, lng: -106.3468},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_CA,
    isInternational: true,
    isNewIntlCountry: false,
    lengthUnit: 'cm',
  },
  DK: {
    label: 'Denmark',
    locale: 'en-DK',
    language: 'EN',
    currency: 'DKK',
    currencyFormat: 'auto',
    domain: 'www.alderline.dk',
    coordinates: {lat: 56.2639, lng: 9.5018},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_EU,
    isInternational: true,
    isNewIntlCountry: true,
    lengthUnit: 'cm',
  },
  FI: {
    label: 'Finland',
    locale: 'en-FI',
    language: 'EN',
    currency: 'EUR',
    currencyFormat: 'short',
    domain: 'www.alderline.fi',
    coordinates: {lat: 61.9241, lng: 25.7482},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_EU,
    isInternational: true,
    isNewIntlCountry: true,
    lengthUnit: 'cm',
  },
  FR: {
    label: 'France',
    locale: 'fr-FR',
    language: 'FR',
    currency: 'EUR',
    currencyFormat: 'short',
    domain: 'www.alderline.fr',
    coordinates: {lat: 46.2276, lng: 2.2137},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_EU,
    isInternational: true,
    isNewIntlCountry: false,
    lengthUnit: 'cm',
  },
  DE: {
    label: 'Germany',
    locale: 'de-DE',
    language: 'DE',
    currency: 'EUR',
    currencyFormat: 'short',
    domain: 'www.alderline.de',
    coordinates: {lat: 51.1657, lng: 10.4515},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_EU,
    isInternational: true,
    isNewIntlCountry: false,
    lengthUnit: 'cm',
  },
  HK: {
    label: 'Hong Kong',
    // Shopify's own name for the territory.
    shopifyCountry: 'Hong Kong SAR',
    locale: 'zh-HK',
    language: 'ZH_TW',
    currency: 'HKD',
    currencyFormat: 'short',
    domain: 'www.alderline.com.hk',
    coordinates: {lat: 22.3193, lng: 114.1694},
    boldMetricsEnabled: false,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: false,
    isInternational: true,
    isNewIntlCountry: false,
    lengthUnit: 'cm',
  },
  IE: {
    // Shoppers see "Republic of Ireland" so it is not mistaken for Northern
    // Ireland, which the GB market serves; Shopify calls the country "Ireland".
    label: 'Republic of Ireland',
    shopifyCountry: 'Ireland',
    locale: 'en-IE',
    language: 'EN',
    currency: 'EUR',
    currencyFormat: 'short',
    domain: 'www.alderline.ie',
    coordinates: {lat: 53.1424, lng: -7.6921},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: false,
    isInternational: true,
    isNewIntlCountry: false,
    lengthUnit: 'cm',
  },
  IT: {
    label: 'Italy',
    locale: 'en-IT',
    language: 'EN',
    currency: 'EUR',
    currencyFormat: 'short',
    domain: 'www.alderline.it',
    coordinates: {lat: 41.8719, lng: 12.5674},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_EU,
    isInternational: true,
    isNewIntlCountry: true,
    lengthUnit: 'cm',
  },
  JP: {
    label: 'Japan',
    locale: 'ja-JP',
    language: 'JA',
    currency: 'JPY',
    currencyFormat: 'short',
    domain: 'www.alderline.jp',
    coordinates: {lat: 36.2048, lng: 138.2529},
    boldMetricsEnabled: false,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: false,
    isInternational: true,
    isNewIntlCountry: true,
    lengthUnit: 'cm',
  },
  MX: {
    label: 'Mexico',
    locale: 'es-MX',
    language: 'ES',
    currency: 'MXN',
    currencyFormat: 'explicit',
    domain: 'www.alderline.com.mx',
    coordinates: {lat: 23.6345, lng: -102.5528},
    boldMetricsEnabled: false,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: false,
    isInternational: true,
    isNewIntlCountry: false,
    lengthUnit: 'cm',
  },
  NL: {
    label: 'Netherlands',
    locale: 'nl-NL',
    language: 'NL',
    currency: 'EUR',
    currencyFormat: 'short',
    domain: 'www.alderline.nl',
    coordinates: {lat: 52.1326, lng: 5.2913},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_EU,
    isInternational: true,
    isNewIntlCountry: false,
    lengthUnit: 'cm',
  },
  NO: {
    label: 'Norway',
    locale: 'en-NO',
    language: 'EN',
    currency: 'NOK',
    currencyFormat: 'auto',
    domain: 'www.alderline.no',
    coordinates: {lat: 60.472, lng: 8.4689},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_EU,
    isInternational: true,
    isNewIntlCountry: true,
    lengthUnit: 'cm',
  },
  PT: {
    label: 'Portugal',
    locale: 'pt-PT',
    language: 'PT_PT',
    currency: 'EUR',
    currencyFormat: 'short',
    domain: 'www.alderline.pt',
    coordinates: {lat: 39.3999, lng: -8.2245},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: false,
    isInternational: true,
    isNewIntlCountry: true,
    lengthUnit: 'cm',
  },
  SG: {
    label: 'Singapore',
    locale: 'zh-SG',
    language: 'ZH_CN',
    currency: 'SGD',
    currencyFormat: 'explicit',
    domain: 'www.alderline.com.sg',
    coordinates: {lat: 1.3521, lng: 103.8198},
    boldMetricsEnabled: false,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: false,
    isInternational: true,
    isNewIntlCountry: false,
    lengthUnit: 'cm',
  },
  ES: {
    label: 'Spain',
    locale: 'es-ES',
    language: 'ES',
    currency: 'EUR',
    currencyFormat: 'short',
    domain: 'www.alderline.es',
    coordinates: {lat: 40.4637, lng: -3.7492},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_EU,
    isInternational: true,
    isNewIntlCountry: true,
    lengthUnit: 'cm',
  },
  SE: {
    label: 'Sweden',
    locale: 'en-SE',
    language: 'EN',
    currency: 'SEK',
    currencyFormat: 'auto',
    domain: 'www.alderline.se',
    coordinates: {lat: 60.1282, lng: 18.6435},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_EU,
    isInternational: true,
    isNewIntlCountry: true,
    lengthUnit: 'cm',
  },
  CH: {
    label: 'Switzerland',
    locale: 'en-CH',
    language: 'EN',
    currency: 'CHF',
    currencyFormat: 'explicit',
    domain: 'www.alderline.ch',
    coordinates: {lat: 46.8182, lng: 8.2275},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: false,
    isInternational: true,
    isNewIntlCountry: true,
    lengthUnit: 'cm',
  },
  AE: {
    label: 'United Arab Emirates',
    locale: 'ar-AE',
    language: 'AR',
    currency: 'AED',
    currencyFormat: 'short',
    domain: 'www.alderline.ae',
    coordinates: {lat: 23.4241, lng: 53.8478},
    boldMetricsEnabled: false,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: false,
    isInternational: true,
    isNewIntlCountry: false,
    lengthUnit: 'cm',
  },
  GB: {
    label: 'United Kingdom',
    locale: 'en-GB',
    language: 'EN',
    currency: 'GBP',
    currencyFormat: 'short',
    domain: 'www.alderline.co.uk',
    coordinates: {lat: 55.3781, lng: -3.436},
    boldMetricsEnabled: true,
    defaultEmailSubscription: false,
    displayAfterpay: false,
    displayKlarna: true,
    ...KLARNA_EU,
    isInternational: true,
    isNewIntlCountry: false,
    lengthUnit: 'cm',
  },
  US: {
    label: 'United States',
    locale: 'en-US',
    language: 'EN',
    currency: 'USD',
    currencyFormat: 'short',
    domain: 'www.alderline.com',
    coordinates: {lat: 37.0902, lng: -95.7129},
    defaultZoom: 4,
    boldMetricsEnabled: true,
    defaultEmailSubscription: true,
    displayAfterpay: true,
    displayKlarna: false,
    isInternational: false,
    isNewIntlCountry: false,
    lengthUnit: 'in',
    supportPhoneNumber: '1-888-555-0142',
  },
};

function registrableDomain(host: string): string {
  return host.replace(/^www\./, '');
}

function buildMarket(countryCode: CountryCode, definition: MarketDefinition): Market {
  const siteDomain = registrableDomain(definition.domain);
  return Object.freeze({
    ...definition,
    coordinates: Object.freeze({...definition.coordinates}),
    countryCode,
    checkoutDomain: `checkout.${siteDomain}`,
    cookieDomain: `.${siteDomain}`,
    headlessCheckoutReturnDomain: definition.domain,
    pathPrefix: countryCode === DEFAULT_COUNTRY_CODE ? '' : localePathPrefix(definition.locale, countryCode),
    dir: textDirectionOf(definition.locale),
    weekStart: weekStartForCountry(countryCode),
  });
}

/** All 23 markets, in the order the store lists them (country dialogs, address forms). */
export const MARKETS: readonly Market[] = Object.freeze(
  COUNTRY_CODES.map((countryCode) => buildMarket(countryCode, DEFINITIONS[countryCode])),
);

const MARKET_BY_COUNTRY: ReadonlyMap<CountryCode, Market> = new Map(
  MARKETS.map((market) => [market.countryCode, market]),
);

export function getMarket(countryCode: CountryCode): Market {
  const market = MARKET_BY_COUNTRY.get(countryCode);
  if (!market) throw new Error(`No market for country ${countryCode}`);
  return market;
}

export const DEFAULT_MARKET: Market = getMarket(DEFAULT_COUNTRY_CODE);

export function isCountryCode(value: string): value is CountryCode {
  return MARKET_BY_COUNTRY.has(value as CountryCode);
}

/** Case-insensitive lookup for untrusted input such as a geolocation answer. */
export function findMarket(countryCode: string): Market | undefined {
  const normalized = countryCode.trim().toUpperCase();
  return isCountryCode(normalized) ? getMarket(normalized) : undefined;
}
