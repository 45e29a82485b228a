import {createFetchRequester} from '@algolia/requester-fetch';
import {liteClient} from 'algoliasearch/lite';
import type {Market} from '@markets';
import {reportError} from '~/lib/errors';
import {truncateQuery} from './search-params';

/**
 * Server-side product search for the search results page, against
 * Algolia or the local emulator. The worker has no XMLHttpRequest, which the
 * browser build of `algoliasearch/lite` would pick, so the client is given the
 * fetch requester explicitly.
 */

/** Which products a shopper may find. */
export const STORE_SEARCH_FILTER =
  '(requires_shipping:false OR online_inventory_available:true OR tags:back-in-stock-enabled) AND NOT tags:findify-remove';

/** Four columns of six rows on the results page. */
export const SEARCH_HITS_PER_PAGE = 24;

/** Algolia answers at most `paginationLimitedTo` (1000) hits; pages past that are always empty. */
const SEARCH_MAX_PAGE = Math.ceil(1000 / SEARCH_HITS_PER_PAGE) - 1;

/** Only what a result card shows; the records are large (variants, images, tags). */
const ATTRIBUTES_TO_RETRIEVE = ['handle', 'title', 'price', 'compare_at_price', 'currency', 'image'];

export type SearchEnv = Pick<Env, 'PUBLIC_ALGOLIA_APP_ID' | 'PUBLIC_ALGOLIA_SEARCH_KEY' | 'ALGOLIA_HOST'>;

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
type AlgoliaHost = NonNullable<ClientOptions['hosts']>[number];

/** The part of the Algolia client this module uses; tests pass a fake. */
export type ProductSearchClient = Pick<ReturnType<typeof liteClient>, 'searchForHits'>;

/** `{country}_products`, the country in lower case. */
export function productsIndexName(market: Pick<Market, 'countryCode'>): string {
  return `${market.countryCode.toLowerCase()}_products`;
}

/**
 * ALGOLIA_HOST (`http://127.0.0.1:4100` for the emulator) as the client's one host;
 * undefined (Algolia's own hosts) when it is empty. A value without a scheme is https.
 */
export function algoliaHosts(host: string | undefined): AlgoliaHost[] | undefined {
  const value = host?.trim();
  if (!value) return undefined;
  const url = new URL(value.includes('://') ? value : `https://${value}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`ALGOLIA_HOST must be an http(s) URL, got ${url.protocol}`);
  }
  const path = url.pathname.replace(/\/+$/, '');
  return [
    {url: `${url.host}${path}`, protocol: url.protocol === 'http:' ? 'http' : 'https', accept: 'readWrite'},
  ];
}

/** A search client for one request. Throws when the app id or key is missing. */
export function createSearchClient(env: SearchEnv): ProductSearchClient {
  const hosts = algoliaHosts(env.ALGOLIA_HOST);
  return liteClient(env.PUBLIC_ALGOLIA_APP_ID ?? '', env.PUBLIC_ALGOLIA_SEARCH_KEY ?? '', {
    requester: createFetchRequester(),
    ...(hosts ? {hosts} : {}),
  });
}

export interface ProductSearchInput {
  market: Pick<Market, 'countryCode' | 'currency'>;
  query: string;
  /** Zero-based, as Algolia counts. */
  page: number;
}

/** The products index request for a query; pure so it can be tested. */
export function productSearchRequest({market, query, page}: ProductSearchInput) {
  return {
    indexName: productsIndexName(market),
    query: truncateQuery(query),
    filters: STORE_SEARCH_FILTER,
    hitsPerPage: SEARCH_HITS_PER_PAGE,
    page: Math.min(Math.max(0, Math.trunc(page) || 0), SEARCH_MAX_PAGE),
    clickAnalytics: true,
    attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
    attributesToHighlight: [],
  };
}

/** One product as the results page shows it. Prices are in the market's currency. */
export interface ProductSearchHit {
  objectID: string;
  handle: string;
  title: string;
  price: number;
  compare_at_price: number | null;
  currency: string;
  image: string | null;
}

export interface ProductSearchResult {
  hits: ProductSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  /** For click and conversion events (clickAnalytics); absent if the service sent none. */
  queryID: string | null;
}

export interface SearchDependencies {
  createClient?: (env: SearchEnv) => ProductSearchClient;
}

/**
 * Searches the market's products index. Any failure (service down, timeout, bad
 * credentials, missing configuration) is reported (SEARCH-001) and answered with
 * null, so the page can say search is unavailable instead of failing.
 */
export async function searchProducts(
  input: ProductSearchInput & {env: SearchEnv},
  {createClient = createSearchClient}: SearchDependencies = {},
): Promise<ProductSearchResult | null> {
  const request = productSearchRequest(input);
  try {
    const client = createClient(input.env);
    const {results} = await client.searchForHits<Record<string, unknown>>({requests: [request]});
    const [result] = results;
    if (!result) throw new Error('The search service answered without a result');
    return {
      hits: (result.hits ?? []).flatMap((hit) => {
        const mapped = toSearchHit(hit, input.market.currency);
        return mapped ? [mapped] : [];
      }),
      nbHits: result.nbHits ?? 0,
      page: result.page ?? request.page,
      nbPages: result.nbPages ?? 0,
      queryID: result.queryID ?? null,
    };
  } catch (error) {
    reportError('SEARCH-001', error, {index: request.indexName});
    return null;
  }
}

/** A record as a hit; records without a usable handle, title or price are left out. */
function toSearchHit(hit: Record<string, unknown>, marketCurrency: string): ProductSearchHit | null {
  const {objectID, handle, title, image, currency} = hit;
  const price = toAmount(hit.price);
  if (typeof handle !== 'string' || !handle || typeof title !== 'string' || price === null) return null;
  return {
    objectID: String(objectID),
    handle,
    title,
    price,
    compare_at_price: toAmount(hit.compare_at_price),
    currency: typeof currency === 'string' && currency ? currency : marketCurrency,
    image: typeof image === 'string' && image ? image : null,
  };
}

function toAmount(value: unknown): number | null {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : null;
}
