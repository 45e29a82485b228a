import {useT} from '~/lib/i18n/i18n';
import {isReviewSummaryValid, REVIEWS_SECTION_ID} from '~/lib/product/reviews';
import type {PricedVariant, ProductPageView} from '~/lib/product/types';
import {PriceText} from './Price';
import {StarRating} from './StarRating';

/** The lowest price among the variants, with its compare-at price, while no variant is chosen. */
function lowestPriced(variants: PricedVariant[]): PricedVariant | undefined {
  return [...variants].sort((a, b) => Number(a.price) - Number(b.price))[0];
}

/** Badges, name, subtitle, rating and price: the top of the product's column. */
export function ProductSummary({
  product,
  variant,
}: {
  product: ProductPageView;
  variant: PricedVariant | null;
}) {
  const t = useT();
  const shown = variant ?? lowestPriced(product.variants);
  const summary = product.reviewSummary;
  const colour = product.title.includes('|') ? product.title.split('|').slice(1).join('|').trim() : null;
  return (
    <div className="space-y-2">
      {product.badges.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('product.details.title')}>
          {product.badges.map((badge) => (
            <li
              key={badge.tag}
              className="rounded-sm bg-neutral-900 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-white"
              style={{
                backgroundColor: badge.backgroundColor ?? undefined,
                color: badge.color ?? undefined,
              }}
            >
              {badge.label}
            </li>
          ))}
        </ul>
      ) : null}
      <h1 className="text-2xl font-semibold md:text-3xl">{product.name}</h1>
      {product.subtitle || colour ? (
        <p className="text-neutral-600">{[colour, product.subtitle].filter(Boolean).join(' · ')}</p>
      ) : null}
      {isReviewSummaryValid(summary) ? (
        <a href={`#${REVIEWS_SECTION_ID}`} className="inline-flex items-center gap-2 text-sm hover:underline">
          <StarRating
            average={summary.average_rating}
            label={t('product.reviews.rating', {rating: Number(summary.average_rating)})}
          />
          <span>{product.reviewCountText}</span>
        </a>
      ) : null}
      {shown ? (
        <div className="text-lg" aria-label={t('product.price')}>
          <PriceText price={shown.priceText} compareAt={shown.compareAtText} />
          {product.memberPrice && shown.memberPriceText ? (
            <p className="mt-1 text-base font-semibold text-red-700" data-testid="member-price">
              {product.memberPrice.kind === 'gated' ? t('product.warehousePrice') : t('product.memberPrice')}:{' '}
              {shown.memberPriceText}{' '}
              <span className="font-normal">
                ({t('product.percentOff', {percent: product.memberPrice.percentage})})
              </span>
            </p>
          ) : null}
        </div>
      ) : null}
      {product.marketingMessage ? (
        <p className="text-sm text-neutral-700">{product.marketingMessage}</p>
      ) : null}
    </div>
  );
}
