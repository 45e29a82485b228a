import {ANALYTICS_BATCH_MAX} from './collector';
import type {AnalyticsEvent, AnalyticsEventName} from './events';

const EVENT_NAMES: ReadonlySet<string> = new Set<AnalyticsEventName>([
  'page_viewed',
  'product_viewed',
  'collection_viewed',
  'search_viewed',
  'cart_viewed',
  'cart_updated',
  'product_added_to_cart',
]);
const SHORT_TEXT = 200;
const URL_TEXT = 2000;
const DATA_BYTES = 4000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';

/**
 * A batch the browser posted, `{events: [...]}` with 1 to 20 known events, or null. Only the
 * known fields travel on; an event's own data is bounded in size.
 */
export function parseAnalyticsBatch(value: unknown): AnalyticsEvent[] | null {
  if (!isRecord(value) || !Array.isArray(value.events)) return null;
  const events = value.events as unknown[];
  if (events.length === 0 || events.length > ANALYTICS_BATCH_MAX) return null;
  const parsed: AnalyticsEvent[] = [];
  for (const event of events) {
    if (!isRecord(event)) return null;
    const {name, id, time, sessionId, url, market, consent, data} = event;
    if (!isText(name, SHORT_TEXT) || !EVENT_NAMES.has(name)) return null;
    if (!isText(id, SHORT_TEXT) || !isText(time, SHORT_TEXT) || !isText(sessionId, SHORT_TEXT)) return null;
    if (!isText(url, URL_TEXT) || !isRecord(market) || !isRecord(consent) || !isRecord(data)) return null;
    if (!isText(market.country, 8) || !isText(market.language, 16) || !isText(market.currency, 8))
      return null;
    const {analytics, preferences, marketing, sale_of_data} = consent;
    if (![analytics, preferences, marketing, sale_of_data].every(isFlag)) return null;
    if (JSON.stringify(data).length > DATA_BYTES) return null;
    parsed.push({
      name: name as AnalyticsEventName,
      id,
      time,
      sessionId,
      url,
      market: {country: market.country, language: market.language, currency: market.currency},
      consent: {
        analytics: analytics as boolean,
        preferences: preferences as boolean,
        marketing: marketing as boolean,
        sale_of_data: sale_of_data as boolean,
      },
      data,
    });
  }
  return parsed;
}
