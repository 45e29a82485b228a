import type {ProductCardFragment} from '@graphql/storefront.generated';
import {ProductGrid} from '~/components/home/ProductGrid';
import {useT} from '~/lib/i18n/i18n';

/** Up to 10 related products (shoppable ones only, chosen on the server). */
export function RelatedProducts({products}: {products: ProductCardFragment[]}) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="mt-12">
      <h2 id="related-products" className="mb-6 text-2xl font-semibold">
        {t('product.related')}
      </h2>
      <ProductGrid products={products} />
    </section>
  );
}
