import {currencyFractionDigits, formatMoney} from '@markets';
import {useT} from '~/lib/i18n/i18n';
import {useMarket} from '~/lib/market-context';
import {discountedAmount} from '~/lib/product/member-pricing';
import {isReviewSummaryValid, REVIEWS_SECTION_ID} from '~/lib/product/reviews';
import type {ProductPageView} from '~/lib/product/types';
import type {VariantView} from '~/lib/product/variant-selection';
import {Price} from './Price';
import {StarRating} from './StarRating';

/** The lowest price among the variants, with its compare-at price, while no variant is chosen. */
function lowestPriced(variants: VariantView[]): VariantView | undefined {
  return [...variants].sort((a, b) => Number(a.price) - Number(b.price))[0];
}

/** Badges, name, subtitle, rating and price: the top of the product's column. */
export function ProductSummary({product, variant}: {product: ProductPageView; variant: VariantView | null}) {
  const t = useT();
  const market = useMarket();
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
            label={t('product.reviews.rating', {rating: summary.average_rating})}
          />
          <span>{t('product.reviews.count', {count: summary.review_count})}</span>
        </a>
      ) : null}
      {shown ? (
        <div className="text-lg" aria-label={t('product.price')}>
          <Price
            price={{amount: shown.price, currencyCode: product.currencyCode}}
            compareAt={
              shown.compareAtPrice ? {amount: shown.compareAtPrice, currencyCode: product.currencyCode} : null
            }
          />
          {product.memberPrice ? (
            <p className="mt-1 text-base font-semibold text-red-700" data-testid="member-price">
              {product.memberPrice.kind === 'gated' ? t('product.warehousePrice') : t('product.memberPrice')}:{' '}
              {formatMoney(
                discountedAmount(
                  shown.price,
                  product.memberPrice.percentage,
                  currencyFractionDigits(product.currencyCode),
                ),
                product.currencyCode,
                market,
              )}{' '}
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
