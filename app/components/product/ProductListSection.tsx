import type {ProductCardView} from '~/lib/product/cards';
import {ProductGrid} from '~/components/home/ProductGrid';

/** A titled list of product cards under the product (related, personalised, recently viewed). */
export function ProductListSection({
  id,
  title,
  products,
  resultId,
}: {
  id: string;
  title: string;
  products: ProductCardView[];
  /** The personalisation service's result id, for its click tracking. */
  resultId?: string;
}) {
  if (products.length === 0) return null;
  // Not a named region: the service may give two lists the same title, and two landmarks with
  // one name leave a screen reader's landmark list ambiguous. The heading names the list.
  return (
    <section id={id} data-result-id={resultId} className="mt-12">
      <h2 className="mb-6 text-2xl font-semibold">{title}</h2>
      <ProductGrid products={products} />
    </section>
  );
}
