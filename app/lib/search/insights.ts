import aa from 'search-insights';
import {consentStore, isGranted} from '~/lib/consent/consent-store';
import {reportError} from '~/lib/errors';
import {SEARCH_LIMITS, type SearchClientConfig} from './config';

/**
 * Search analytics (clicks, conversions, views) through Algolia's `search-insights`, bundled
 * with the search code (never loaded from a CDN). Nothing is sent, and no cookie is set,
 * unless the shopper allowed analytics (consent category C0002); the check runs on every
 * event, so withdrawing consent stops them at once. A signed-in shopper is identified by
 * the hash of their account id; a guest by the library's anonymous cookie token.
 */

type Credentials = Pick<SearchClientConfig, 'appId' | 'apiKey' | 'host' | 'userToken'>;

let initialisedFor: string | null = null;

function analyticsAllowed(): boolean {
  return isGranted(consentStore.getSnapshot(), 'C0002');
}

/** The library, initialised for these credentials, or null without consent. */
function client(credentials: Credentials): typeof aa | null {
  if (!analyticsAllowed()) return null;
  const key = `${credentials.appId}|${credentials.host ?? ''}|${credentials.userToken ?? ''}`;
  if (initialisedFor !== key) {
    aa('init', {
      appId: credentials.appId,
      apiKey: credentials.apiKey,
      useCookie: true,
      partial: initialisedFor !== null,
      ...(credentials.host ? {host: credentials.host.replace(/\/+$/, '')} : {}),
      ...(credentials.userToken ? {authenticatedUserToken: credentials.userToken} : {}),
    });
    initialisedFor = key;
  }
  return aa;
}

function send(task: (insights: typeof aa) => unknown, credentials: Credentials) {
  try {
    const insights = client(credentials);
    if (insights) void Promise.resolve(task(insights)).catch((error) => reportError('SEARCH-002', error));
  } catch (error) {
    reportError('SEARCH-002', error);
  }
}

/** A shopper opened a product from a list with a query id: its position counts from 1. */
export function trackClick(
  credentials: Credentials,
  event: {index: string; queryID: string | undefined; objectID: string; position: number},
) {
  send(
    (insights) =>
      event.queryID
        ? insights('clickedObjectIDsAfterSearch', {
            eventName: 'Product Clicked',
            index: event.index,
            queryID: event.queryID,
            objectIDs: [event.objectID],
            positions: [event.position],
          })
        : insights('clickedObjectIDs', {
            eventName: 'Product Clicked',
            index: event.index,
            objectIDs: [event.objectID],
          }),
    credentials,
  );
}

/** Products a shopper saw; only the first ten count. */
export function trackView(credentials: Credentials, event: {index: string; objectIDs: string[]}) {
  const objectIDs = event.objectIDs.slice(0, SEARCH_LIMITS.impressions);
  if (objectIDs.length === 0) return;
  send(
    (insights) => insights('viewedObjectIDs', {eventName: 'Products Viewed', index: event.index, objectIDs}),
    credentials,
  );
}

const CLICKED_KEY = 'alderline:search-clicks';
const MAX_REMEMBERED_CLICKS = 50;

interface RememberedClick {
  objectID: string;
  index: string;
  queryID: string;
}

/**
 * Remembers which search led to a product, so adding it to the bag later can be credited to
 * that search (a conversion with the same query id). Kept for the browser session only.
 */
export function rememberSearchClick(click: RememberedClick) {
  if (!analyticsAllowed()) return;
  try {
    const clicks = readClicks().filter((entry) => entry.objectID !== click.objectID);
    clicks.unshift(click);
    window.sessionStorage.setItem(CLICKED_KEY, JSON.stringify(clicks.slice(0, MAX_REMEMBERED_CLICKS)));
  } catch {
    // Storage full or blocked: the conversion is simply not attributed.
  }
}

function readClicks(): RememberedClick[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(CLICKED_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RememberedClick[]) : [];
  } catch {
    return [];
  }
}

/**
 * A product found through search was added to the bag: Insights' "added to cart after search"
 * for the search that found it (the remembered click, else the search the page was opened from).
 */
export function trackConversion(
  credentials: Credentials,
  added: {objectID: string; price: number; quantity: number; currency: string},
  openedFrom?: {index: string; queryID: string},
) {
  const search = readClicks().find((entry) => entry.objectID === added.objectID) ?? openedFrom;
  if (!search) return;
  send(
    (insights) =>
      insights('addedToCartObjectIDsAfterSearch', {
        eventName: 'Product Added To Cart',
        index: search.index,
        queryID: search.queryID,
        objectIDs: [added.objectID],
        objectData: [{price: added.price, quantity: added.quantity}],
        value: added.price * added.quantity,
        currency: added.currency,
      }),
    credentials,
  );
}
