import {CURRENCY_CODES, type CurrencyCode, type PriceTable} from './types';

/** Fixed, plausible USD → currency rates (list prices include a small regional uplift). */
const USD_RATES: Record<CurrencyCode, number> = {
  USD: 1,
  EUR: 0.95,
  GBP: 0.8,
  AUD: 1.55,
  CAD: 1.38,
  DKK: 7.1,
  HKD: 7.9,
  JPY: 155,
  MXN: 19,
  NOK: 10.9,
  SGD: 1.38,
  SEK: 10.8,
  CHF: 0.92,
  AED: 3.7,
};

/** Currencies whose retail prices are whole tens (e.g. 698 kr). */
const LARGE_UNIT_CURRENCIES = new Set<CurrencyCode>(['DKK', 'HKD', 'MXN', 'NOK', 'SEK']);

/**
 * Rounds a converted amount to a retail price point: JPY to whole hundreds, large-unit
 * currencies to ..8 (e.g. 698), small amounts to .00/.50, everything else to a whole
 * number ending in 0, 5 or 8.
 */
export function toPricePoint(amount: number, currency: CurrencyCode): number {
  if (currency === 'JPY') return Math.max(100, Math.round(amount / 100) * 100);
  if (LARGE_UNIT_CURRENCIES.has(currency)) return Math.max(8, Math.round(amount / 10) * 10 - 2);
  if (currency === 'AED') return Math.max(5, Math.round(amount / 5) * 5);
  if (amount < 20) return Math.max(0.5, Math.round(amount * 2) / 2);
  const whole = Math.round(amount);
  const endings = [0, 5, 8];
  const decade = Math.floor(whole / 10) * 10;
  const candidates = [...endings.map((e) => decade + e), decade + 10];
  return candidates.reduce((best, c) => (Math.abs(c - whole) < Math.abs(best - whole) ? c : best));
}

export function priceTable(usdAmount: number): PriceTable {
  const table = {} as PriceTable;
  for (const currency of CURRENCY_CODES) {
    table[currency] =
      currency === 'USD' ? usdAmount : toPricePoint(usdAmount * USD_RATES[currency], currency);
  }
  return table;
}

/** The sale price table, guaranteed strictly below `full` in every currency. */
export function discountedTable(full: PriceTable, percentOff: number): PriceTable {
  const table = {} as PriceTable;
  for (const currency of CURRENCY_CODES) {
    const target = toPricePoint(full[currency] * (1 - percentOff / 100), currency);
    const step = currency === 'JPY' ? 100 : LARGE_UNIT_CURRENCIES.has(currency) ? 10 : 1;
    table[currency] = target < full[currency] ? target : Math.max(step / 2, full[currency] - step);
  }
  return table;
}

export function convertFromUsd(usdAmount: number, currency: CurrencyCode): number {
  return toPricePoint(usdAmount * USD_RATES[currency], currency);
}

/** Shopify's Decimal scalar: at least one fractional digit ("68.0", "68.5", "68.95"). */
export function formatDecimal(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const text = String(rounded);
  return text.includes('.') ? text : `${text}.0`;
}
