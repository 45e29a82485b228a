import {numericIdOf} from '~/lib/customer/global-id';
import {productsIndex, type SearchOverlayData} from './config';

/**
 * Credits an add to bag to the search that led to the product. Loaded only when a shopper who
 * came from search adds something: the analytics code and the search connection (the same
 * answer the overlay uses, kept by the browser for a few minutes) are fetched then.
 */
export async function reportAddedAfterSearch(added: {
  /** `/api/search` in the page's market. */
  searchDataPath: string;
  /** The product's global id; the search index knows it by its number. */
  productId: string;
  queryID: string;
  price: number;
  quantity: number;
  currency: string;
}): Promise<void> {
  const [{trackConversion}, response] = await Promise.all([
    import('./insights'),
    fetch(added.searchDataPath, {credentials: 'same-origin'}),
  ]);
  const objectID = numericIdOf(added.productId);
  if (!response.ok || !objectID) return;
  const {config} = (await response.json()) as SearchOverlayData;
  if (!config) return;
  const {price, quantity, currency, queryID} = added;
  trackConversion(config, {objectID, price, quantity, currency}, {index: productsIndex(config), queryID});
}
