import type {SearchOverlayData} from '~/routes/($locale).api.search';
import {productsIndex} from './config';

/**
 * Credits an add to bag to the search that led to the product. Loaded only when a shopper who
 * came from search adds something: the analytics code and the search connection (the same
 * answer the overlay uses, kept by the browser for a few minutes) are fetched then.
 */
export async function reportAddedAfterSearch(added: {
  /** `/api/search` in the page's market. */
  searchDataPath: string;
  objectID: string;
  queryID: string;
  price: number;
  quantity: number;
  currency: string;
}): Promise<void> {
  const [{trackConversion}, response] = await Promise.all([
    import('./insights'),
    fetch(added.searchDataPath, {credentials: 'same-origin'}),
  ]);
  if (!response.ok) return;
  const {config} = (await response.json()) as SearchOverlayData;
  if (!config) return;
  const {objectID, price, quantity, currency, queryID} = added;
  trackConversion(config, {objectID, price, quantity, currency}, {index: productsIndex(config), queryID});
}
