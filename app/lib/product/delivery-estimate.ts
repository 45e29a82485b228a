import type {Market} from '@markets';
import {dateFormat} from '~/lib/i18n/intl';
import type {Translate} from '~/lib/i18n/translator';

/**
 * Working days from an order to the door with standard shipping: the US ships from its own
 * warehouse, every other market from the international one. Orders leave the next working day.
 */
const TRANSIT_WORKING_DAYS = {domestic: {min: 3, max: 5}, international: {min: 5, max: 9}} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` plus `days` working days (Monday to Friday, UTC). */
function addWorkingDays(date: Date, days: number): Date {
  let result = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  let left = days;
  while (left > 0) {
    result = new Date(result.getTime() + DAY_MS);
    const weekday = result.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return result;
}

/** When an order placed at `now` arrives: the first and last day, counting working days. */
export function deliveryWindow(market: Pick<Market, 'isInternational'>, now: Date): {from: Date; to: Date} {
  const transit = market.isInternational ? TRANSIT_WORKING_DAYS.international : TRANSIT_WORKING_DAYS.domestic;
  // The parcel leaves the next working day.
  const shipped = addWorkingDays(now, 1);
  return {from: addWorkingDays(shipped, transit.min), to: addWorkingDays(shipped, transit.max)};
}

/**
 * The product page's delivery estimate in the market's words and dates ("Estimated delivery:
 * Thu, 12 Jun – Mon, 16 Jun"), written by the server like the page's other numbers.
 */
export function deliveryEstimateText(
  market: Pick<Market, 'isInternational' | 'locale'>,
  now: Date,
  t: Translate,
): string {
  const {from, to} = deliveryWindow(market, now);
  const format = dateFormat(market.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return t('product.deliveryEstimate', {from: format.format(from), to: format.format(to)});
}
