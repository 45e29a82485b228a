import {CacheShort} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import pRetry, {AbortError} from 'p-retry';
import {storefrontContext} from '@markets';
import {PRODUCT_METAFIELD_IDENTIFIERS, PRODUCT_QUERY} from '@graphql/products';
import type {ProductQuery} from '@graphql/storefront.generated';
import {requireService} from '~/lib/service-unavailable.server';
import {WorkerMemory} from '~/lib/worker-memory.server';

/** Product fetches are retried up to 5 times… */
const PRODUCT_FETCH_RETRIES = 5;
/** …within one deadline for all attempts, so a failing Storefront API costs a shopper seconds, not minutes. */
const PRODUCT_FETCH_DEADLINE_MS = 4_000;
/** First retry after 100 ms, doubling: 100, 200, 400, 800, 1600. */
const FIRST_RETRY_DELAY_MS = 100;

export interface RetryOptions {
  retries?: number;
  deadlineMs?: number;
  firstRetryDelayMs?: number;
}

type QueryProduct = (handle: string) => Promise<ProductQuery>;

/**
 * The product page's critical data in one Storefront request, retried on failure within a
 * deadline. Throws the last error when every attempt failed (the page then shows its error
 * page); a product that does not exist is not an error (null product).
 */
export async function fetchProduct(
  query: QueryProduct,
  handle: string,
  {
    retries = PRODUCT_FETCH_RETRIES,
    deadlineMs = PRODUCT_FETCH_DEADLINE_MS,
    firstRetryDelayMs = FIRST_RETRY_DELAY_MS,
  }: RetryOptions = {},
): Promise<ProductQuery> {
  const deadline = Date.now() + deadlineMs;
  return pRetry(
    async () => {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new AbortError('The product request ran out of time');
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No product answer within ${remaining} ms`)), remaining);
      });
      try {
        return await Promise.race([query(handle), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    {retries, minTimeout: firstRetryDelayMs, factor: 2, randomize: false, maxRetryTime: deadlineMs},
  );
}

/** A product's page data as Hydrogen's Storefront client caches it by default: fresh for a second, stale for nine more. */
const PRODUCT_CACHE = CacheShort();
/** Per worker: products read lately, as that cache keeps them (`WorkerMemory`). */
const products = new WorkerMemory(200);

/**
 * The product page's critical data for the market: from the worker's memory while the cache
 * would call it fresh, else one Storefront request (through Hydrogen's cache), retried within
 * what is left of the request's Storefront budget. When every attempt fails, a 503 with
 * Retry-After (`requireService`), not an error page.
 */
export function loadProductAnswer(
  context: Pick<AppLoadContext, 'storefront' | 'market' | 'deadlines' | 'waitUntil'>,
  handle: string,
): Promise<ProductQuery> {
  const {country, language} = storefrontContext(context.market);
  return products.read(
    `${country}|${language}|${handle}`,
    PRODUCT_CACHE,
    () =>
      requireService(
        fetchProduct(
          (productHandle) =>
            context.storefront.query(PRODUCT_QUERY, {
              variables: {handle: productHandle, metafields: [...PRODUCT_METAFIELD_IDENTIFIERS]},
              cache: PRODUCT_CACHE,
            }),
          handle,
          {deadlineMs: context.deadlines.remaining('storefront')},
        ),
        'storefront',
      ),
    {waitUntil: context.waitUntil},
  );
}
