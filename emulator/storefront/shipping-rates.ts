import type {CountryCode} from '../seed/types';

/**
 * The shop's shipping rates per country, in the country's currency, as a merchant sets them in
 * Shopify's shipping settings: standard shipping at a flat rate, free from an order value (the
 * same amounts the content's free-shipping messages name), and express at a flat rate.
 */
interface CountryRates {
  standard: number;
  freeFrom: number;
  express: number;
}

const RATES: Record<CountryCode, CountryRates> = {
  US: {standard: 8, freeFrom: 75, express: 20},
  GB: {standard: 4.95, freeFrom: 60, express: 12},
  AU: {standard: 12, freeFrom: 100, express: 25},
  CA: {standard: 12, freeFrom: 100, express: 25},
  IE: {standard: 6, freeFrom: 70, express: 15},
  AT: {standard: 6, freeFrom: 70, express: 15},
  BE: {standard: 6, freeFrom: 70, express: 15},
  DK: {standard: 45, freeFrom: 500, express: 110},
  FI: {standard: 6, freeFrom: 70, express: 15},
  IT: {standard: 6, freeFrom: 70, express: 15},
  NO: {standard: 69, freeFrom: 750, express: 169},
  SE: {standard: 69, freeFrom: 750, express: 169},
  CH: {standard: 9, freeFrom: 80, express: 19},
  FR: {standard: 5.95, freeFrom: 70, express: 14},
  DE: {standard: 4.95, freeFrom: 70, express: 12},
  HK: {standard: 60, freeFrom: 600, express: 150},
  SG: {standard: 10, freeFrom: 100, express: 25},
  JP: {standard: 800, freeFrom: 10000, express: 1800},
  MX: {standard: 150, freeFrom: 1500, express: 350},
  ES: {standard: 5.95, freeFrom: 70, express: 14},
  NL: {standard: 5.95, freeFrom: 70, express: 14},
  PT: {standard: 5.95, freeFrom: 70, express: 14},
  AE: {standard: 30, freeFrom: 300, express: 60},
};

export interface DeliveryOptionRecord {
  handle: 'standard' | 'express';
  title: string;
  cost: number;
}

/**
 * The options checkout would offer a cart of `subtotal` shipping to `country`, cheapest first;
 * none for a country the shop does not ship to.
 */
export function deliveryOptionsFor(country: string, subtotal: number): DeliveryOptionRecord[] {
  const rates = RATES[country as CountryCode];
  if (!rates) return [];
  return [
    {handle: 'standard', title: 'Standard', cost: subtotal >= rates.freeFrom ? 0 : rates.standard},
    {handle: 'express', title: 'Express', cost: rates.express},
  ];
}
