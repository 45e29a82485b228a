import {ProductCard} from '~/components/product/ProductCard';
import type {BagUpsellView} from '~/lib/cart/bag-view';

/** The personalisation service's products under the bag, one row of cards (loaded on demand). */
export default function BagUpsell({view}: {view: BagUpsellView}) {
  const heading = `${view.slotId}-title`;
  return (
    <section
      id={view.slotId}
      data-result-id={view.resultId}
      aria-labelledby={heading}
      className="space-y-4 border-t border-neutral-200 pt-8"
    >
      <h2 id={heading} className="text-2xl font-semibold">
        {view.title}
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {view.products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}
