import {formatDecimal} from '../seed/prices';
import type {CurrencyCode, PriceTable} from '../seed/types';
import type {RequestContext} from './context';

export interface MoneyV2 {
  amount: string;
  currencyCode: CurrencyCode;
}

export function money(amount: number, currencyCode: CurrencyCode): MoneyV2 {
  return {amount: formatDecimal(amount), currencyCode};
}

export function priceIn(table: PriceTable, context: RequestContext): MoneyV2 {
  return money(table[context.currency], context.currency);
}

/** Sums in minor-unit-safe steps so 0.1 + 0.2 style drift never reaches a response. */
export function addAmounts(...amounts: number[]): number {
  return Math.round(amounts.reduce((sum, amount) => sum + amount * 100, 0)) / 100;
}
