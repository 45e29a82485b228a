import {I18nProvider, useT} from '~/lib/i18n/i18n';
import type {ProductLists} from '~/lib/product/types';
import {ProductListSection} from './ProductListSection';

/**
 * Up to 10 related products, then the personalisation service's slots under their own
 * titles (shoppable products only, chosen on the server).
 */
export function RelatedProducts({messages, ...lists}: ProductLists) {
  return (
    <I18nProvider messages={messages}>
      <Lists {...lists} />
    </I18nProvider>
  );
}

/**
 * The personalisation service's slots, in a box of their own: the server renders it empty
 * (the page never waits for that service) and the browser, watching the box, renders the
 * shopper's slots in it as it nears the viewport.
 */
export function PersonalisedSlots(lists: ProductLists) {
  return (
    <div data-personalised-slots="">
      <RelatedProducts {...lists} />
    </div>
  );
}

function Lists({products, slots}: Pick<ProductLists, 'products' | 'slots'>) {
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
