import {createContext} from 'react';
import type {AddToBagMessage} from '~/lib/cart/bag-status';
import type {ProductExtrasSection, ProductPageView} from '~/lib/product/types';
import type {SectionRef} from '~/lib/section-data';

/** The column's data from the page; its texts, placements and length unit come with its code. */
export interface PurchasePanelProps {
  product: ProductPageView;
  /** The family's colours: the section of the lists under the product, which carries them. */
  lists: SectionRef<ProductExtrasSection>;
  /** The signed token the back-in-stock sign-up requires (null when no variant is sold out). */
  backInStockToken: string | null;
  bagOutcome: {message: AddToBagMessage; text: string} | null;
  /** The search that led here (`queryId` in the address), credited when the product is added. */
  searchQueryId: string | null;
}

/**
 * The purchase column's data, from the page's: the column is a section whose texts arrive with
 * its code (`/api/product-texts/purchase`), so its data comes this way.
 */
export const PurchaseContext = createContext<PurchasePanelProps | null>(null);
