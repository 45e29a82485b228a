import type {ProductCardView} from '~/lib/product/cards';
import {ProductCard} from '~/components/product/ProductCard';

/** Products in four columns from 900 px, two below; the first row loads eagerly. */
export function ProductGrid({products}: {products: ProductCardView[]}) {
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
