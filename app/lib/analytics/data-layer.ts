import {reportError} from '~/lib/errors';
import type {AnalyticsEvent} from './events';

/**
 * The data layer tag managers read (`window.dataLayer`): first the page's data, then each
 * event, in the names GA4's e-commerce events use. A push that throws (a tag replaced
 * `push`, a frozen array) is reported (DL-PUSH-002 for page data, DL-PUSH-001 for an event)
 * and never stops the page or the other events.
 */
const GA4_NAMES: Record<AnalyticsEvent['name'], string> = {
  page_viewed: 'page_view',
  product_viewed: 'view_item',
  collection_viewed: 'view_item_list',
  search_viewed: 'search',
  cart_viewed: 'view_cart',
  cart_updated: 'cart_updated',
  product_added_to_cart: 'add_to_cart',
};

type DataLayerEntry = Record<string, unknown>;
type DataLayerHost = {dataLayer?: DataLayerEntry[]};

export function pushPageData(event: AnalyticsEvent, host: DataLayerHost = window as DataLayerHost): boolean {
  return push(
    host,
    {
      event: 'page_data',
      page: {url: event.url, country: event.market.country, language: event.market.language},
      currency: event.market.currency,
      consent: event.consent,
    },
    'DL-PUSH-002',
    event.name,
  );
}

export function pushEvent(event: AnalyticsEvent, host: DataLayerHost = window as DataLayerHost): boolean {
  return push(
    host,
    {event: GA4_NAMES[event.name], event_id: event.id, ...event.data},
    'DL-PUSH-001',
    event.name,
  );
}

function push(
  host: DataLayerHost,
  entry: DataLayerEntry,
  code: 'DL-PUSH-001' | 'DL-PUSH-002',
  name: string,
): boolean {
  try {
    host.dataLayer ??= [];
    host.dataLayer.push(entry);
    return true;
  } catch (error) {
    reportError(code, error, {event: name});
    return false;
  }
}
