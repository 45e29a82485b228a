import pRetry, {AbortError} from 'p-retry';
import type {ProductQuery} from '@graphql/storefront.generated';

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
