import {CacheCustom, type WithCache} from '@shopify/hydrogen';
import {reportError} from '~/lib/errors';
import {formatAverageRating, type ProductReviews, type Review} from './reviews';

/**
 * The reviews app's public widget API (Yotpo): one product's rating summary and its
 * newest reviews, by the Shopify product id. Read on the server, cached, and mapped to
 * the store's review shapes; the browser never talks to the reviews app.
 */

const YOTPO_ORIGIN = 'https://api-cdn.yotpo.com';
const REVIEWS_PER_PAGE = 5;
const ATTEMPT_TIMEOUT_MS = 3_000;
/** Reviews change slowly: fresh for 5 minutes, then stale for an hour while they refresh. */
export const REVIEWS_CACHE = CacheCustom({mode: 'public', maxAge: 300, staleWhileRevalidate: 3600});

export interface ReviewsConfig {
  baseUrl: string;
  appKey: string;
}

/** Null when no app key is configured; `YOTPO_HOST` points at a stand-in (the local emulator). */
export function readReviewsConfig(env: Partial<Env>): ReviewsConfig | null {
  const appKey = env.YOTPO_APP_KEY?.trim();
  if (!appKey) return null;
  const host = env.YOTPO_HOST?.trim().replace(/\/+$/, '');
  return {baseUrl: host || YOTPO_ORIGIN, appKey};
}

/** The widget API's answer, as far as the store reads it. */
interface WidgetAnswer {
  response?: {
    pagination?: {page?: unknown; total?: unknown};
    bottomline?: {total_review?: unknown; average_score?: unknown};
    reviews?: Array<{
      id?: unknown;
      score?: unknown;
      title?: unknown;
      content?: unknown;
      created_at?: unknown;
      user?: {display_name?: unknown} | null;
    }>;
  };
}

const whole = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
const words = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Maps the widget API's answer to the store's summary and reviews; reviews without a score or date are dropped. */
export function mapWidgetAnswer(answer: WidgetAnswer): ProductReviews {
  const response = answer.response ?? {};
  return {
    summary: {
      results_count: whole(response.pagination?.total),
      average_rating: formatAverageRating(response.bottomline?.average_score),
      review_count: whole(response.bottomline?.total_review),
    },
    reviews: (response.reviews ?? []).flatMap((review): Review[] => {
      const rating = whole(review.score);
      const date = words(review.created_at);
      if (rating < 1 || rating > 5 || !date || Number.isNaN(Date.parse(date))) return [];
      return [
        {
          id: String(review.id),
          author: words(review.user?.display_name),
          date_created: new Date(date).toISOString(),
          title: words(review.title),
          comments: words(review.content),
          rating,
        },
      ];
    }),
    page: whole(response.pagination?.page) || 1,
  };
}

/** `gid://shopify/Product/123` → `123`, the id the reviews app knows products by. */
export function reviewsProductId(productGid: string): string | null {
  const match = /^gid:\/\/shopify\/Product\/(\d+)$/.exec(productGid);
  return match ? match[1] : null;
}

/**
 * A page of a product's reviews, newest first; null when reviews are not configured or
 * the service fails (reported as REVIEWS-GET-001; the page then shows no list).
 */
export async function loadProductReviews(
  context: {env: Partial<Env>; withCache: WithCache},
  productGid: string,
  page = 1,
  fetcher: typeof fetch = fetch,
): Promise<ProductReviews | null> {
  const config = readReviewsConfig(context.env);
  const productId = reviewsProductId(productGid);
  if (!config || !productId) return null;
  const url = new URL(
    `${config.baseUrl}/v1/widget/${encodeURIComponent(config.appKey)}/products/${productId}/reviews.json`,
  );
  url.searchParams.set('per_page', String(REVIEWS_PER_PAGE));
  url.searchParams.set('page', String(page));
  url.searchParams.set('sort', 'date');
  url.searchParams.set('direction', 'desc');
  try {
    return await context.withCache.run(
      {
        cacheKey: ['product-reviews', url.toString()],
        cacheStrategy: REVIEWS_CACHE,
        shouldCacheResult: () => true,
      },
      async () => {
        const response = await fetcher(url, {
          headers: {accept: 'application/json'},
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`Reviews answered ${response.status}`);
        return mapWidgetAnswer((await response.json()) as WidgetAnswer);
      },
    );
  } catch (error) {
    reportError('REVIEWS-GET-001', error, {product: productId, page});
    return null;
  }
}
