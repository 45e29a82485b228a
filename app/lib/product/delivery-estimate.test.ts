import {describe, expect, it} from 'vitest';
import {getMarket} from '@markets';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import {deliveryEstimateText, deliveryWindow} from './delivery-estimate';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe('deliveryWindow', () => {
  it('counts working days from the next working day, 3 to 5 in the US', () => {
    // Ordered on Wednesday 11 June 2025: leaves Thursday, arrives Tuesday to Thursday.
    const {from, to} = deliveryWindow(getMarket('US'), day('2025-06-11'));
    expect([isoDay(from), isoDay(to)]).toEqual(['2025-06-17', '2025-06-19']);
  });

  it('skips the weekend for an order placed on Friday, and takes longer abroad', () => {
    // Friday 13 June: leaves Monday 16; 5 to 9 working days from there.
    const {from, to} = deliveryWindow(getMarket('FR'), day('2025-06-13'));
    expect([isoDay(from), isoDay(to)]).toEqual(['2025-06-23', '2025-06-27']);
  });
});

describe('deliveryEstimateText', () => {
  it('writes the window in the market’s words and dates', () => {
    const text = (country: 'US' | 'JP') => {
      const market = getMarket(country);
      return deliveryEstimateText(
        market,
        day('2025-06-11'),
        createTranslator(messagesFor(market.locale, ['product']), market.locale),
      );
    };
    expect(text('US')).toBe('Estimated delivery: Tue, Jun 17 – Thu, Jun 19');
    expect(text('JP')).toMatch(/^お届け予定：6月\d+日\(.\)～6月\d+日\(.\)$/);
  });
});
