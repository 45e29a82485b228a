import {I18nProvider, useT} from '~/lib/i18n/i18n';
import type {ProductLists} from '~/lib/product/types';
import {ProductListPlaceholder, ProductListSection} from './ProductListSection';

/**
 * Up to 10 related products, then the personalisation service's slots under their own
 * titles (shoppable products only, chosen on the server).
 *
 * The server writes the related list's place (its title and a box per card), not its cards:
 * the browser renders them as the list nears the viewport, as it did over server-rendered
 * cards before, with the data it fetches then. Ten cards were a third of the product page's
 * markup and most of what its render took beyond the home page's, for a list no shopper sees
 * on arrival; the page's links to other products stay in collections, search and the sitemap.
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
      {import.meta.env.SSR ? (
        <ProductListPlaceholder id="related-products" title={t('product.related')} count={products.length} />
      ) : (
        <ProductListSection id="related-products" title={t('product.related')} products={products} />
      )}
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
