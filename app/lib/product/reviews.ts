/**
 * Product reviews in the shapes the store works with: a summary (`results_count`,
 * `average_rating` as a string where "0.00" means no rating, `review_count`) and reviews
 * (author, date, comments, rating). Two sources fill them: Shopify's standard product
 * review metafields (`reviews.rating`, `reviews.rating_count`, kept up to date by the
 * reviews app) for the summary the page shows at once, and the reviews app's widget API
 * (Yotpo) for the list, streamed later. See docs/decisions/020-product-reviews.md.
 */

/** The reviews section's id: the summary's rating links to it. */
export const REVIEWS_SECTION_ID = 'reviews';

export interface ReviewSummary {
  results_count: number;
  /** Two decimals; "0.00" means the product has no rating. */
  average_rating: string;
  review_count: number;
}

export interface Review {
  id: string;
  author: string;
  /** ISO date-time. */
  date_created: string;
  title: string;
  comments: string;
  /** 1 to 5. */
  rating: number;
}

/** One page of a product's reviews from the reviews app, with its summary. */
export interface ProductReviews {
  summary: ReviewSummary;
  reviews: Review[];
  page: number;
}

const NO_RATING = '0.00';
/** Ratings run from 1 to 5; structured data says so with bestRating 5. */
export const BEST_RATING = 5;

/** A summary is worth showing only with results, reviews and a real average. */
export function isReviewSummaryValid(summary: ReviewSummary | null | undefined): summary is ReviewSummary {
  return (
    !!summary && summary.results_count > 0 && summary.review_count > 0 && summary.average_rating !== NO_RATING
  );
}

export function formatAverageRating(value: unknown): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) return NO_RATING;
  return Math.min(number, BEST_RATING).toFixed(2);
}

function count(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : 0;
}

/**
 * The summary from Shopify's review metafields: `reviews.rating` is a rating value
 * (`{"value": "4.5", "scale_min": "1.0", "scale_max": "5.0"}`), `reviews.rating_count` an
 * integer. Every rating counts as a result and a review. Missing or damaged values give
 * the empty summary.
 */
export function summaryFromRatingMetafields(
  rating: string | null | undefined,
  ratingCount: string | null | undefined,
): ReviewSummary {
  let value: unknown;
  let scaleMax = BEST_RATING;
  try {
    const parsed = rating ? (JSON.parse(rating) as {value?: unknown; scale_max?: unknown}) : null;
    value = parsed?.value;
    const max = Number(parsed?.scale_max);
    if (Number.isFinite(max) && max > 0) scaleMax = max;
  } catch {
    value = null;
  }
  const reviews = count(ratingCount);
  const average = formatAverageRating(Number(value) * (BEST_RATING / scaleMax));
  return {results_count: reviews, average_rating: reviews > 0 ? average : NO_RATING, review_count: reviews};
}

/** With the `reviews.mustHaveBody` flag on, reviews without any text are not listed. */
export function listedReviews(reviews: readonly Review[], mustHaveBody: boolean): Review[] {
  return mustHaveBody ? reviews.filter((review) => review.comments.trim() !== '') : [...reviews];
}
