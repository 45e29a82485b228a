import {describe, expect, it} from 'vitest';
import {MARKETS, getMarket} from './markets';
import {currencyFractionDigits, formatMoney} from './money';
import type {CountryCode} from './types';

const US = getMarket('US');
const market = (code: CountryCode) => getMarket(code);

describe('formatMoney, short', () => {
  it('drops a trailing .00 but keeps other cents', () => {
    expect(formatMoney('68.00', 'USD', US)).toBe('$68');
    expect(formatMoney(68, 'USD', US)).toBe('$68');
    expect(formatMoney('68.5', 'USD', US)).toBe('$68.50');
    expect(formatMoney(68.5, 'USD', US)).toBe('$68.50');
    expect(formatMoney(1234.5, 'USD', US)).toBe('$1,234.50');
  });

  it('drops zeros that only appear after rounding to the currency', () => {
    expect(formatMoney(68.001, 'USD', US)).toBe('$68');
  });

  it('uses the locale symbol position, without whitespace', () => {
    expect(formatMoney('68.00', 'GBP', market('GB'))).toBe('£68');
    expect(formatMoney('68.00', 'EUR', market('FR'))).toBe('68€');
    expect(formatMoney('68.00', 'EUR', market('DE'))).toBe('68€');
    expect(formatMoney('68.50', 'EUR', market('DE'))).toBe('68,50€');
    expect(formatMoney('68.00', 'EUR', market('NL'))).toBe('€68');
  });

  it('removes narrow no-break spaces too', () => {
    const formatted = formatMoney(1234.5, 'EUR', market('FR'));
    expect(formatted).not.toMatch(/\s/);
    expect(formatted).toBe('1234,50€');
  });

  it('formats yen without decimals and with the ¥ sign', () => {
    expect(formatMoney(6800, 'JPY', market('JP'))).toBe('¥6,800');
    expect(formatMoney('6800.00', 'JPY', US)).toBe('¥6,800');
    expect(formatMoney(6800.4, 'JPY', market('JP'))).toBe('¥6,800');
  });

  it('keeps three decimals for three-decimal currencies unless whole', () => {
    expect(formatMoney(1.5, 'BHD', US)).toContain('1.500');
    expect(formatMoney('2.000', 'KWD', US)).toBe('KWD2');
  });

  it('formats AED in ar-AE with no trailing zeros', () => {
    const formatted = formatMoney('68.00', 'AED', market('AE'));
    expect(formatted).toContain('د.إ');
    expect(formatted).toMatch(/68|٦٨/);
    expect(formatted).not.toMatch(/[.,٫][0٠]+/);
    expect(formatted).not.toMatch(/\s/);
  });
});

describe('formatMoney, explicit', () => {
  it.each<[CountryCode, string, string]>([
    ['AU', 'AUD', '$68 AUD'],
    ['CA', 'CAD', '$68 CAD'],
    ['MX', 'MXN', '$68 MXN'],
    ['SG', 'SGD', '$68 SGD'],
    ['CH', 'CHF', 'CHF 68'],
  ])('%s %s → %s', (code, currency, expected) => {
    expect(formatMoney('68.00', currency, market(code))).toBe(expected);
  });

  it('keeps cents and names foreign dollars too', () => {
    expect(formatMoney('68.5', 'AUD', market('AU'))).toBe('$68.50 AUD');
    expect(formatMoney(68, 'USD', market('CA'))).toBe('$68 USD');
  });
});

describe('formatMoney, auto', () => {
  it.each<[CountryCode, string]>([
    ['DK', 'DKK'],
    ['NO', 'NOK'],
    ['SE', 'SEK'],
  ])('%s uses the locale format without a trailing ,00', (code, currency) => {
    const {locale} = market(code);
    const intl = new Intl.NumberFormat(locale, {style: 'currency', currency});
    expect(formatMoney(1234.5, currency, market(code))).toBe(intl.format(1234.5));
    expect(formatMoney(68, currency, market(code))).toBe(intl.format(68).replace(/,00/, ''));
    expect(formatMoney(68, currency, market(code))).toContain('kr');
  });
});

describe('formatMoney, bad input', () => {
  it.each<string | number>(['', '  ', 'abc', '12abc', '0x10', 'Infinity', NaN, Infinity])(
    'returns "" for %s',
    (amount) => {
      expect(formatMoney(amount, 'USD', US)).toBe('');
    },
  );

  it('returns "" for an unusable currency code instead of throwing', () => {
    expect(formatMoney(68, 'DOLLARS', US)).toBe('');
    expect(formatMoney(68, '', US)).toBe('');
  });

  it('accepts signs, exponents and surrounding spaces', () => {
    expect(formatMoney(' 68.00 ', 'USD', US)).toBe('$68');
    expect(formatMoney('-68', 'USD', US)).toBe('-$68');
    expect(formatMoney('6.8e1', 'USD', US)).toBe('$68');
  });
});

describe('formatMoney in every market', () => {
  const EXPECTED_MARK: Record<CountryCode, string> = {
    AT: '€',
    AU: 'AUD',
    BE: '€',
    CA: 'CAD',
    DK: 'kr',
    FI: '€',
    FR: '€',
    DE: '€',
    HK: '$',
    IE: '€',
    IT: '€',
    JP: '¥',
    MX: 'MXN',
    NL: '€',
    NO: 'kr',
    PT: '€',
    SG: 'SGD',
    ES: '€',
    SE: 'kr',
    CH: 'CHF',
    AE: 'د.إ',
    GB: '£',
    US: '$',
  };

  it.each(MARKETS.map((m) => [m.countryCode, m] as const))(
    '%s formats 1234.5 in its own currency',
    (code, m) => {
      const formatted = formatMoney(1234.5, m.currency, m);
      expect(formatted).toContain(EXPECTED_MARK[code]);
      expect(formatted).toMatch(/1.?23[45]|١٬?٢٣[٤٥]/);
    },
  );
});

describe('currencyFractionDigits', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['BHD', 3],
    ['KWD', 3],
    ['JOD', 3],
    ['OMR', 3],
    ['TND', 3],
  ])('%s → %i', (currency, digits) => {
    expect(currencyFractionDigits(currency)).toBe(digits);
  });
});
