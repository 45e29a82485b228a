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

/**
 * The place of a list the browser fills later: its title, and an empty box per card of the
 * cards' size (image and two lines of text), so nothing below moves when the cards arrive.
 * Marked busy for screen readers until then.
 */
export function ProductListPlaceholder({id, title, count}: {id: string; title: string; count: number}) {
  if (count === 0) return null;
  return (
    <section id={id} aria-busy="true" className="mt-12">
      <h2 className="mb-6 text-2xl font-semibold">{title}</h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {Array.from({length: count}, (_, index) => (
          <li key={index} className="mb-12 aspect-[4/5] bg-neutral-100" />
        ))}
      </ul>
    </section>
  );
}
