import {useFetcher} from '@remix-run/react';
import {useEffect, useState} from 'react';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import type {ReviewsSectionData} from '~/lib/product/types';
import {useLocalizePath, useMarket} from '~/lib/market-context';
import {isReviewSummaryValid, listedReviews, type ProductReviews, type Review} from '~/lib/product/reviews';
import {StarRating} from './StarRating';
import {dateFormat} from '~/lib/i18n/intl';

/**
 * The reviews list with its summary, from the reviews app. A summary that is not valid
 * (no results, no reviews, or "0.00") shows "No reviews yet"; with the `reviews.mustHaveBody`
 * flag, reviews without text are left out.
 */
export function ReviewsSection({
  reviews,
  mustHaveBody,
  productId,
}: {
  reviews: ProductReviews | null;
  mustHaveBody: boolean;
  productId: string;
}) {
  const t = useT();
  const {locale} = useMarket();
  const localize = useLocalizePath();
  const more = useFetcher<ProductReviews>();
  const [pages, setPages] = useState<ProductReviews[]>([]);
  const loaded = more.state === 'idle' ? more.data : undefined;
  useEffect(() => {
    if (loaded?.reviews) setPages((earlier) => (earlier.includes(loaded) ? earlier : [...earlier, loaded]));
  }, [loaded]);
  if (!reviews) return <p className="text-sm text-neutral-600">{t('product.reviews.unavailable')}</p>;
  const {summary} = reviews;
  if (!isReviewSummaryValid(summary))
    return <p className="text-sm text-neutral-600">{t('product.reviews.none')}</p>;
  const all = [reviews, ...pages];
  const listed = listedReviews(
    all.flatMap((page) => page.reviews),
    mustHaveBody,
  );
  const lastPage = all[all.length - 1].page;
  const seen = all.reduce((count, page) => count + page.reviews.length, 0);
  const date = dateFormat(locale, {dateStyle: 'medium'});
  return (
    <div className="space-y-6">
      <p className="flex items-center gap-3">
        <StarRating
          average={summary.average_rating}
          label={t('product.reviews.rating', {rating: Number(summary.average_rating)})}
          size={20}
        />
        <span className="text-sm">
          {t('product.reviews.summary', {
            rating: Number(summary.average_rating),
            count: summary.review_count,
          })}
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
      {seen < summary.results_count && reviews.reviews.length > 0 ? (
        <button
          type="button"
          disabled={more.state !== 'idle'}
          onClick={() =>
            more.load(
              `${localize('/api/product-reviews')}?${new URLSearchParams({product: productId, page: String(lastPage + 1)})}`,
            )
          }
          className="rounded border border-neutral-900 px-4 py-2 text-sm font-semibold disabled:opacity-50"
        >
          {more.state !== 'idle' ? t('product.reviews.loading') : t('product.reviews.showMore')}
        </button>
      ) : null}
    </div>
  );
}

/** The reviews list as a section of the page: its data and its own texts from `/api/review-list/…`. */
export function ReviewsListSection({messages, ...props}: ReviewsSectionData) {
  return (
    <I18nProvider messages={messages}>
      <ReviewsSection {...props} />
    </I18nProvider>
  );
}
