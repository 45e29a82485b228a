import {BEST_RATING, isReviewSummaryValid} from './reviews';
import type {ProductPageView} from './types';
import type {VariantView} from './variant-selection';
import {videoObjectJsonLd} from './video';

/**
 * schema.org Product for the page: one Offer per variant in the market's currency, an
 * AggregateRating only when the review summary is valid, and a VideoObject for the
 * gallery video only when its data is complete.
 */
export function productJsonLd(
  product: Pick<
    ProductPageView,
    | 'gallery'
    | 'reviewSummary'
    | 'title'
    | 'name'
    | 'description'
    | 'vendor'
    | 'options'
    | 'currencyCode'
    | 'videoMeta'
  > & {variants: readonly VariantView[]},
  url: string,
): Record<string, unknown>[] {
  const images = product.gallery.items.flatMap((item) => (item.kind === 'image' ? [item.url] : []));
  const summary = product.reviewSummary;
  const productBlock: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    url,
    brand: {'@type': 'Brand', name: product.vendor},
    ...(images.length ? {image: images} : {}),
    ...(product.variants[0]?.sku ? {sku: product.variants[0].sku} : {}),
    offers: product.variants.map((variant) => {
      const query = new URLSearchParams(
        product.options.map((option, index) => [option.name, variant.options[index]]),
      );
      return {
        '@type': 'Offer',
        ...(variant.sku ? {sku: variant.sku} : {}),
        price: variant.price,
        priceCurrency: product.currencyCode,
        availability: variant.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: `${url}?${query.toString()}`,
      };
    }),
  };
  if (isReviewSummaryValid(summary)) {
    productBlock.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: summary.average_rating,
      reviewCount: summary.review_count,
      bestRating: BEST_RATING,
      worstRating: 1,
    };
  }
  const video = product.gallery.items.find((item) => item.kind === 'video');
  const videoBlock =
    video &&
    videoObjectJsonLd({
      name: product.name,
      description: product.description,
      contentUrl: video.url,
      thumbnailUrl: video.poster,
      uploadDate: product.videoMeta?.uploadDate,
      duration: product.videoMeta?.duration,
    });
  return videoBlock ? [productBlock, videoBlock] : [productBlock];
}
