import type {CountryCode, LengthUnit, Market, WeekDay} from './types';

const SUNDAY: WeekDay = 0;
const MONDAY: WeekDay = 1;
const SATURDAY: WeekDay = 6;

// Sunday by default, Monday for "most of Europe", Saturday in the
// Middle East. Portugal is the European exception, as in CLDR's week data.
const MONDAY_FIRST_COUNTRIES: ReadonlySet<CountryCode> = new Set<CountryCode>([
  'AT',
  'BE',
  'CH',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IT',
  'NL',
  'NO',
  'SE',
]);
const SATURDAY_FIRST_COUNTRIES: ReadonlySet<CountryCode> = new Set<CountryCode>(['AE']);

export function weekStartForCountry(countryCode: CountryCode): WeekDay {
  if (MONDAY_FIRST_COUNTRIES.has(countryCode)) return MONDAY;
  if (SATURDAY_FIRST_COUNTRIES.has(countryCode)) return SATURDAY;
  return SUNDAY;
}

export function weekStartFor(market: Pick<Market, 'weekStart'>): WeekDay {
  return market.weekStart;
}

export function lengthUnitFor(market: Pick<Market, 'lengthUnit'>): LengthUnit {
  return market.lengthUnit;
}
