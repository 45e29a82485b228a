import type {ProductCardFragment} from '@graphql/storefront.generated';
import {useT} from '~/lib/i18n/i18n';
import type {RecommendationSlot} from '~/lib/product/types';
import {ProductListSection} from './ProductListSection';

/**
 * Up to 10 related products, then the personalisation service's slots under their own
 * titles (shoppable products only, chosen on the server).
 */
export function RelatedProducts({
  products,
  slots,
}: {
  products: ProductCardFragment[];
  slots: RecommendationSlot[];
}) {
  const t = useT();
  return (
    <>
      <ProductListSection id="related-products" title={t('product.related')} products={products} />
      {slots.map((slot) => (
        <ProductListSection
          key={slot.divId}
          id={slot.divId}
          resultId={slot.resultId}
          title={slot.title || t('product.recommended')}
          products={slot.products}
        />
      ))}
    </>
  );
}
