import {describe, expect, it} from 'vitest';
import {DEFAULT_MARKET, MARKETS, findMarket, getMarket, isCountryCode} from './markets';
import type {CountryCode} from './types';

// Written out by hand from the rules each market follows, not derived from the data under test.
const STORE_COUNTRIES =
  'AT, AU, BE, CA, DK, FI, FR, DE, HK, IE, IT, JP, MX, NL, NO, PT, SG, ES, SE, CH, AE, GB, US';
const list = (text: string): string[] => text.split(', ');

const EUR_COUNTRIES = list('AT, BE, FI, FR, DE, IE, IT, NL, PT, ES');
const OWN_CURRENCY: Record<string, string> = {
  AU: 'AUD',
  CA: 'CAD',
  DK: 'DKK',
  HK: 'HKD',
  JP: 'JPY',
  MX: 'MXN',
  NO: 'NOK',
  SG: 'SGD',
  SE: 'SEK',
  CH: 'CHF',
  AE: 'AED',
  GB: 'GBP',
  US: 'USD',
};
const NON_ENGLISH_LANGUAGE: Record<string, string> = {
  FR: 'fr',
  DE: 'de',
  HK: 'zh',
  SG: 'zh',
  JP: 'ja',
  MX: 'es',
  ES: 'es',
  NL: 'nl',
  PT: 'pt',
  AE: 'ar',
};
const EXPLICIT_FORMAT = list('AU, CA, MX, SG, CH');
const AUTO_FORMAT = list('DK, NO, SE');
const AFTERPAY = list('US');
const KLARNA = list('AT, AU, BE, CA, DK, FI, FR, DE, IT, NL, NO, ES, SE, GB');
const NO_KLARNA = list('HK, IE, JP, MX, PT, SG, CH, AE, US');
const NO_BOLD_METRICS = list('AU, HK, JP, MX, SG, AE');
const EMAIL_SUBSCRIPTION_DEFAULT = list('US');
const NON_INTERNATIONAL = list('US');
const NEW_INTL = list('AT, BE, DK, FI, IT, JP, NO, PT, ES, SE, CH');
const WITH_SHOPIFY_COUNTRY = list('HK, IE');

// Storefront API language (the rest is English), routing prefix, week start.
const STOREFRONT_LANGUAGE: Record<string, string> = {
  FR: 'FR',
  DE: 'DE',
  HK: 'ZH_TW',
  SG: 'ZH_CN',
  JP: 'JA',
  MX: 'ES',
  ES: 'ES',
  NL: 'NL',
  PT: 'PT_PT',
  AE: 'AR',
};
const EUROPE = list('AT, BE, DK, FI, FR, DE, IE, IT, NL, NO, PT, ES, SE, CH, GB');
const EUROPE_SUNDAY_FIRST = list('PT');
const MIDDLE_EAST = list('AE');

const expectedFor = (code: string) => ({
  currency: EUR_COUNTRIES.includes(code) ? 'EUR' : OWN_CURRENCY[code],
  localeLanguage: NON_ENGLISH_LANGUAGE[code] ?? 'en',
  currencyFormat: EXPLICIT_FORMAT.includes(code) ? 'explicit' : AUTO_FORMAT.includes(code) ? 'auto' : 'short',
  displayAfterpay: AFTERPAY.includes(code),
  displayKlarna: KLARNA.includes(code),
  boldMetricsEnabled: !NO_BOLD_METRICS.includes(code),
  defaultEmailSubscription: EMAIL_SUBSCRIPTION_DEFAULT.includes(code),
  isInternational: !NON_INTERNATIONAL.includes(code),
  lengthUnit: NON_INTERNATIONAL.includes(code) ? 'in' : 'cm',
  isNewIntlCountry: NEW_INTL.includes(code),
  language: STOREFRONT_LANGUAGE[code] ?? 'EN',
  pathPrefix: code === 'US' ? '' : `/${NON_ENGLISH_LANGUAGE[code] ?? 'en'}-${code.toLowerCase()}`,
  dir: code === 'AE' ? 'rtl' : 'ltr',
  weekStart: MIDDLE_EAST.includes(code)
    ? 6
    : EUROPE.includes(code) && !EUROPE_SUNDAY_FIRST.includes(code)
      ? 1
      : 0,
});

describe('MARKETS', () => {
  it('has the 23 countries in the order the store lists them', () => {
    expect(MARKETS.map((market) => market.countryCode)).toEqual(list(STORE_COUNTRIES));
  });

  it('partitions the countries into those that show Klarna and those that do not', () => {
    expect([...KLARNA, ...NO_KLARNA].sort()).toEqual(list(STORE_COUNTRIES).sort());
  });

  describe.each(list(STORE_COUNTRIES))('%s', (code) => {
    const market = getMarket(code as CountryCode);
    const expected = expectedFor(code);

    it('follows the rules written out above', () => {
      expect({
        currency: market.currency,
        localeLanguage: market.locale.split('-')[0],
        currencyFormat: market.currencyFormat,
        displayAfterpay: market.displayAfterpay,
        displayKlarna: market.displayKlarna,
        boldMetricsEnabled: market.boldMetricsEnabled,
        defaultEmailSubscription: market.defaultEmailSubscription,
        isInternational: market.isInternational,
        lengthUnit: market.lengthUnit,
        isNewIntlCountry: market.isNewIntlCountry,
        language: market.language,
        pathPrefix: market.pathPrefix,
        dir: market.dir,
        weekStart: market.weekStart,
      }).toEqual(expected);
    });

    it('has a valid, supported BCP-47 locale for its own country', () => {
      expect(market.locale.endsWith(`-${code}`)).toBe(true);
      expect(Intl.getCanonicalLocales(market.locale)).toEqual([market.locale]);
      expect(Intl.NumberFormat.supportedLocalesOf([market.locale])).toEqual([market.locale]);
    });

    it('sets Klarna ids exactly where Klarna shows, by region', () => {
      if (!expected.displayKlarna) {
        expect(market.klarnaId).toBeUndefined();
        expect(market.klarnaDataClientId).toBeUndefined();
        return;
      }
      const region = code === 'AU' ? 'klarna-au' : code === 'CA' ? 'klarna-na' : 'klarna-eu';
      expect(market.klarnaId).toBe(region);
      expect(market.klarnaDataClientId).toMatch(/\S{8,}/);
    });

    it('has shopifyCountry only for HK and IE, differing from the label', () => {
      if (WITH_SHOPIFY_COUNTRY.includes(code)) {
        expect(market.shopifyCountry).toBeTruthy();
        expect(market.shopifyCountry).not.toBe(market.label);
      } else {
        expect(market).not.toHaveProperty('shopifyCountry');
      }
    });

    it('has US-only fields only in the US', () => {
      if (code === 'US') {
        expect(market.defaultZoom).toBe(4);
        expect(market.supportPhoneNumber).toMatch(/\d{3}.*\d{4}$/);
      } else {
        expect(market).not.toHaveProperty('defaultZoom');
        expect(market).not.toHaveProperty('supportPhoneNumber');
      }
    });

    it('derives checkout, cookie and return domains from its domain', () => {
      const siteDomain = market.domain.replace(/^www\./, '');
      expect(market.domain).toMatch(/^www\.alderline\.[a-z.]+$/);
      expect(market.checkoutDomain).toBe(`checkout.${siteDomain}`);
      expect(market.cookieDomain).toBe(`.${siteDomain}`);
      expect(market.headlessCheckoutReturnDomain).toBe(market.domain);
    });

    it('has plausible coordinates and a label', () => {
      expect(market.label.length).toBeGreaterThan(0);
      expect(Math.abs(market.coordinates.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(market.coordinates.lng)).toBeLessThanOrEqual(180);
    });
  });

  it('shares one Klarna client id across Europe and uses separate ones for AU and CA', () => {
    const clientIds = (codes: string[]) =>
      new Set(codes.map((code) => getMarket(code as CountryCode).klarnaDataClientId));
    const european = KLARNA.filter((code) => EUROPE.includes(code));
    expect(clientIds(european).size).toBe(1);
    const [europeanId] = clientIds(european);
    const auId = getMarket('AU').klarnaDataClientId;
    const caId = getMarket('CA').klarnaDataClientId;
    expect(new Set([europeanId, auId, caId]).size).toBe(3);
  });

  it('gives every market a unique domain, locale and prefix', () => {
    for (const field of ['domain', 'locale', 'pathPrefix'] as const) {
      const values = MARKETS.map((market) => market[field]);
      expect(new Set(values).size, field).toBe(MARKETS.length);
    }
  });

  it('uses www.alderline.com for the US', () => {
    expect(getMarket('US').domain).toBe('www.alderline.com');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(MARKETS)).toBe(true);
    expect(Object.isFrozen(getMarket('GB'))).toBe(true);
    expect(Object.isFrozen(getMarket('GB').coordinates)).toBe(true);
  });
});

describe('DEFAULT_MARKET / lookups', () => {
  it('defaults to the US in USD', () => {
    expect(DEFAULT_MARKET.countryCode).toBe('US');
    expect(DEFAULT_MARKET.currency).toBe('USD');
  });

  it('finds markets from untrusted country strings', () => {
    expect(findMarket(' gb ')?.countryCode).toBe('GB');
    expect(findMarket('ZZ')).toBeUndefined();
    expect(findMarket('')).toBeUndefined();
    expect(isCountryCode('JP')).toBe(true);
    expect(isCountryCode('jp')).toBe(false);
  });
});
