import {ProductGrid} from '~/components/home/ProductGrid';
import {useT} from '~/lib/i18n/i18n';
import type {RecommendationSlot} from '~/lib/product/types';

/** The personalisation service's product-page slots, each under its own title. */
export function RecommendationSlots({slots}: {slots: RecommendationSlot[]}) {
  const t = useT();
  return (
    <>
      {slots.map((slot) => (
        <section
          key={slot.divId}
          id={slot.divId}
          data-result-id={slot.resultId}
          aria-labelledby={`${slot.divId}-title`}
          className="mt-12"
        >
          <h2 id={`${slot.divId}-title`} className="mb-6 text-2xl font-semibold">
            {slot.title || t('product.recommended')}
          </h2>
          <ProductGrid products={slot.products} />
        </section>
      ))}
    </>
  );
}
