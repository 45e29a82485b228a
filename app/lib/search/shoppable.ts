/**
 * Whether a product may be listed (home grid, collections, search, and every list on a product
 * page): never one marked for removal from search, and only a gift card, one for sale, or one a
 * shopper can sign up to hear about when it is back in stock.
 */
export function isShoppable(product: {
  tags: readonly string[];
  availableForSale: boolean;
  /** Lists that do not read it (a product page's) treat the product as no gift card. */
  productType?: string;
}): boolean {
  if (product.tags.includes('findify-remove')) return false;
  return (
    product.productType === 'Gift Card' ||
    product.availableForSale ||
    product.tags.includes('back-in-stock-enabled')
  );
}
