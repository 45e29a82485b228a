import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {ALL_GRANTED} from '~/lib/consent/categories';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {pushEvent, pushPageData} from './data-layer';
import {analyticsEvent} from './events';

let reports: ErrorReport[];
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => setErrorSink(consoleSink));

const context = {
  sessionId: 's',
  url: 'http://shop.test/products/jogger',
  market: {country: 'US', language: 'en-US', currency: 'USD'},
  consent: ALL_GRANTED,
};

describe('data layer', () => {
  it('receives the page data, then each event under its GA4 name', () => {
    const host: {dataLayer?: Array<Record<string, unknown>>} = {};
    const page = analyticsEvent('page_viewed', {path: '/products/jogger'}, context);
    const product = analyticsEvent('product_viewed', {products: [{handle: 'jogger'}]}, context);
    expect(pushPageData(page, host)).toBe(true);
    pushEvent(page, host);
    pushEvent(product, host);
    expect(host.dataLayer).toEqual([
      expect.objectContaining({
        event: 'page_data',
        currency: 'USD',
        consent: expect.objectContaining({analytics: true}),
      }),
      expect.objectContaining({event: 'page_view', path: '/products/jogger'}),
      expect.objectContaining({event: 'view_item', products: [{handle: 'jogger'}]}),
    ]);
    expect(reports).toEqual([]);
  });

  it('reports DL-PUSH-002 for page data and DL-PUSH-001 for an event that cannot be pushed, and goes on', () => {
    const broken = {
      dataLayer: Object.assign([], {
        push() {
          throw new Error('tag manager replaced push');
        },
      }),
    };
    const page = analyticsEvent('page_viewed', {}, context);
    expect(pushPageData(page, broken)).toBe(false);
    expect(pushEvent(page, broken)).toBe(false);
    expect(reports.map((report) => [report.code, report.details])).toEqual([
      ['DL-PUSH-002', {event: 'page_viewed'}],
      ['DL-PUSH-001', {event: 'page_viewed'}],
    ]);
  });
});
