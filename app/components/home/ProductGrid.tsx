import type {ProductCardFragment} from '@graphql/storefront.generated';
import {ProductCard} from '~/components/product/ProductCard';
import {useT} from '~/lib/i18n/i18n';

/** Products in four columns from 900 px, two below; the first row loads eagerly. */
export function ProductGrid({products}: {products: ProductCardFragment[]}) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} loading={index < 4 ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({count}: {count: number}) {
  const t = useT();
  return (
    <ul
      className="grid grid-cols-2 gap-4 md:grid-cols-4"
      aria-busy="true"
      aria-label={t('home.loadingProducts')}
    >
      {Array.from({length: count}, (_, index) => (
        <li key={index} className="aspect-[4/5] animate-pulse bg-neutral-100 motion-reduce:animate-none" />
      ))}
    </ul>
  );
}
