import {parseProductTags} from './tags';

export interface ShoppableInput {
  tags: readonly string[];
  availableForSale: boolean;
}

/**
 * A product is shoppable only if it is not tagged for removal from search and it can be
 * bought now or its shoppers may sign up to hear when it is back.
 */
export function isShoppable(product: ShoppableInput): boolean {
  const tags = parseProductTags(product.tags);
  return !tags.findifyRemove && (product.availableForSale || tags.backInStockEnabled);
}

/** Every product list on the page drops products that are not shoppable. */
export function shoppableOnly<T extends ShoppableInput>(products: readonly T[]): T[] {
  return products.filter(isShoppable);
}
