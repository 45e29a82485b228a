import {fetchSection, readResource} from '~/lib/section-data';
import type {ProductLists} from '~/lib/product/types';
import {RelatedProducts} from './RelatedProducts';

/**
 * The personalisation service's slots for a page that is not a product page (the front page, a
 * content page), read from `src` once the page is live: the shopper's own, so never in the
 * page's shared HTML. Nothing while they load, or when the service has none.
 */
export default function PersonalisedLists({src}: {src: string}) {
  const lists = readResource(fetchSection<ProductLists>(src));
  return lists.slots.length > 0 ? <RelatedProducts {...lists} /> : null;
}
