import {useT} from '~/lib/i18n/i18n';
import {useMarket} from '~/lib/market-context';
import {isReviewSummaryValid, listedReviews, type ProductReviews, type Review} from '~/lib/product/reviews';
import {StarRating} from './StarRating';

/**
 * The reviews list with its summary, from the reviews app. A summary that is not valid
 * (no results, no reviews, or "0.00") shows "No reviews yet"; with the `reviews.mustHaveBody`
 * flag, reviews without text are left out.
 */
export function ReviewsSection({
  reviews,
  mustHaveBody,
}: {
  reviews: ProductReviews | null;
  mustHaveBody: boolean;
}) {
  const t = useT();
  const {locale} = useMarket();
  if (!reviews) return <p className="text-sm text-neutral-600">{t('product.reviews.unavailable')}</p>;
  const {summary} = reviews;
  if (!isReviewSummaryValid(summary))
    return <p className="text-sm text-neutral-600">{t('product.reviews.none')}</p>;
  const listed = listedReviews(reviews.reviews, mustHaveBody);
  const date = new Intl.DateTimeFormat(locale, {dateStyle: 'medium'});
  return (
    <div className="space-y-6">
      <p className="flex items-center gap-3">
        <StarRating
          average={summary.average_rating}
          label={t('product.reviews.rating', {rating: summary.average_rating})}
          size={20}
        />
        <span className="text-sm">
          {t('product.reviews.summary', {rating: summary.average_rating, count: summary.review_count})}
        </span>
      </p>
      <ul className="divide-y divide-neutral-200" data-testid="review-list">
        {listed.map((review: Review) => (
          <li key={review.id} className="py-4">
            <article className="space-y-1">
              <StarRating
                average={String(review.rating)}
                label={t('product.reviews.rating', {rating: review.rating})}
              />
              {review.title ? <h3 className="font-semibold">{review.title}</h3> : null}
              {review.comments ? <p className="text-sm">{review.comments}</p> : null}
              <p className="text-xs text-neutral-600">
                {t('product.reviews.by', {author: review.author || t('product.reviews.anonymous')})} ·{' '}
                <time dateTime={review.date_created}>{date.format(new Date(review.date_created))}</time>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
