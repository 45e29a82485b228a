/**
 * Yotpo-like reviews app, the public widget API the storefront reads product reviews from:
 * - `GET /v1/widget/{app_key}/products/{product_id}/reviews.json?per_page=&page=&sort=&direction=&star=`
 *   → `{status: {code, message}, response: {pagination, bottomline, products, product_tags, reviews}}`
 * The product id is the Shopify product id. A product without reviews answers 200 with a
 * zero bottom line and no reviews, as the widget API does.
 */
import {errorResponse} from '../http';
import {getCatalogue} from '../seed/index';
import {averageScore} from '../seed/reviews';
import type {Catalogue, ProductReview} from '../seed/types';
import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';

const PATH = /^\/v1\/widget\/([^/]+)\/products\/([^/]+)\/reviews\.json$/;
const DEFAULT_PER_PAGE = 5;
const MAX_PER_PAGE = 150;

type SortKey = 'date' | 'rating' | 'votes_up' | 'votes_down';

function positiveInt(value: string | null, fallback: number): number {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : fallback;
}

function sorted(reviews: ProductReview[], sort: SortKey, direction: 'asc' | 'desc'): ProductReview[] {
  const value = (review: ProductReview) =>
    sort === 'rating'
      ? review.score
      : sort === 'votes_up'
        ? review.votesUp
        : sort === 'votes_down'
          ? review.votesDown
          : Date.parse(review.createdAt);
  const sign = direction === 'asc' ? 1 : -1;
  return [...reviews].sort((a, b) => sign * (value(a) - value(b)) || b.id - a.id);
}

function starDistribution(reviews: ProductReview[]): Record<string, number> {
  const distribution: Record<string, number> = {'1': 0, '2': 0, '3': 0, '4': 0, '5': 0};
  for (const review of reviews) distribution[String(review.score)] += 1;
  return distribution;
}

function widgetReviews(catalogue: Catalogue, productId: string, params: URLSearchParams, origin: string) {
  const product = catalogue.productsById.get(Number(productId));
  const all = product ? (catalogue.reviews.get(product.id) ?? []) : [];
  const star = Number(params.get('star'));
  const matching = star >= 1 && star <= 5 ? all.filter((review) => review.score === star) : all;
  const perPage = Math.min(positiveInt(params.get('per_page'), DEFAULT_PER_PAGE), MAX_PER_PAGE);
  const page = positiveInt(params.get('page'), 1);
  const sortParam = params.get('sort');
  const sort: SortKey = ['date', 'rating', 'votes_up', 'votes_down'].includes(sortParam ?? '')
    ? (sortParam as SortKey)
    : 'date';
  const direction = params.get('direction') === 'asc' ? 'asc' : 'desc';
  const pageReviews = sorted(matching, sort, direction).slice((page - 1) * perPage, page * perPage);
  const average = averageScore(all);
  return {
    status: {code: 200, message: 'OK'},
    response: {
      pagination: {page, per_page: perPage, total: matching.length},
      bottomline: {
        total_review: all.length,
        average_score: average,
        total_organic_reviews: all.length,
        organic_average_score: average,
        star_distribution: all.length ? starDistribution(all) : null,
      },
      products: product
        ? [
            {
              id: product.id,
              domain_key: String(product.id),
              name: product.title.en,
              social_links: {},
              embedded_widget_link: '',
              testimonials_product_link: '',
              product_link: `${catalogue.shop.primaryDomain.url}/products/${product.handle}`,
              image_url: product.images[0] ? `${origin}/images/${product.images[0].name}.svg` : null,
            },
          ]
        : [],
      product_tags: null,
      reviews: pageReviews.map((review) => ({
        id: review.id,
        score: review.score,
        votes_up: review.votesUp,
        votes_down: review.votesDown,
        content: review.content,
        title: review.title,
        created_at: review.createdAt,
        deleted: false,
        verified_buyer: review.verifiedBuyer,
        source_review_id: null,
        sentiment: null,
        custom_fields: null,
        product_id: review.productId,
        user: {
          user_id: review.id + 1_000_000,
          social_image: null,
          user_type: 'User',
          is_social_connected: 0,
          display_name: review.displayName,
        },
      })),
    },
  };
}

export function createReviewsService(options: {seed: number}): EmulatorService {
  return {
    name: 'reviews',
    matches: (url) => PATH.test(url.pathname),
    handle(req: EmulatorRequest): EmulatorResponse {
      if (req.method !== 'GET' && req.method !== 'HEAD') return errorResponse(405, 'Use GET');
      const [, appKey, productId] = PATH.exec(req.url.pathname) ?? [];
      if (!appKey || decodeURIComponent(appKey).trim() === '') return errorResponse(404, 'App not found');
      return {
        status: 200,
        headers: {'Cache-Control': 'public, max-age=300'},
        body: widgetReviews(
          getCatalogue(options.seed),
          decodeURIComponent(productId),
          req.url.searchParams,
          req.url.origin,
        ),
        operation: 'GET /v1/widget/:app_key/products/:id/reviews.json',
      };
    },
  };
}
