import type {CurrencyFormat, Market} from './types';

type CurrencyDisplay = 'narrowSymbol' | 'symbol' | 'code';

const DECIMAL_AMOUNT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const WHITESPACE = /\s+/g;
const FULLWIDTH_YEN = /\uFFE5/g;

const formatterCache = new Map<string, Intl.NumberFormat>();

function currencyFormatter(
  locale: string,
  currency: string,
  currencyDisplay: CurrencyDisplay,
): Intl.NumberFormat {
  const cacheKey = `${locale}|${currency}|${currencyDisplay}`;
  let formatter = formatterCache.get(cacheKey);
  if (!formatter) {
    const fractionDigits = currencyFractionDigits(currency);
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      // A trailing .00 (,00 …) goes; '68.50' keeps its zero.
      trailingZeroDisplay: 'stripIfInteger',
    });
    formatterCache.set(cacheKey, formatter);
  }
  return formatter;
}

const fractionDigitsCache = new Map<string, number>();

/**
 * ISO 4217 minor-unit digits as Intl knows them: USD 2, JPY 0, BHD 3. Throws on a malformed code.
 * Kept per currency: building a number format is the costly part, and a product page asks on
 * every render of its price.
 */
export function currencyFractionDigits(currency: string): number {
  let digits = fractionDigitsCache.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', {style: 'currency', currency}).resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigitsCache.set(currency, digits);
  }
  return digits;
}

function parseAmount(amount: string | number): number | undefined {
  if (typeof amount === 'number') {
    return Number.isFinite(amount) ? amount : undefined;
  }
  const trimmed = amount.trim();
  if (!DECIMAL_AMOUNT.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

function formatShort(value: number, currency: string, locale: string): string {
  return (
    currencyFormatter(locale, currency, 'narrowSymbol')
      .format(value)
      .replace(WHITESPACE, '')
      // CLDR's Japanese data uses the full-width '￥'; the site shows '¥' everywhere.
      .replace(FULLWIDTH_YEN, '¥')
  );
}

/**
 * 'explicit' = the short form followed by the ISO code ('$68 AUD'), so
 * dollar-style prices cannot be mistaken for US dollars. When the short form
 * already shows the code (CHF has no other symbol), the locale's code format
 * is used with a plain space instead ('CHF 68').
 */
function formatExplicit(value: number, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  const short = formatShort(value, currency, locale);
  if (!short.includes(code)) return `${short} ${code}`;
  return currencyFormatter(locale, currency, 'code').format(value).replace(WHITESPACE, ' ').trim();
}

const FORMATTERS: Record<CurrencyFormat, (value: number, currency: string, locale: string) => string> = {
  short: formatShort,
  explicit: formatExplicit,
  auto: (value, currency, locale) => currencyFormatter(locale, currency, 'symbol').format(value),
};

/**
 * Formats a price for a market. Returns '' for a non-numeric amount or an
 * unusable currency code rather than throwing, so a bad price never breaks a page.
 */
export function formatMoney(
  amount: string | number,
  currency: string,
  market: Pick<Market, 'locale' | 'currencyFormat'>,
): string {
  const value = parseAmount(amount);
  if (value === undefined) return '';
  try {
    return FORMATTERS[market.currencyFormat](value, currency, market.locale);
  } catch {
    return '';
  }
}
