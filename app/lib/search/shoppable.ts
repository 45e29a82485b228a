/**
 * Whether a product may be listed (home grid, collections, search): never one marked for
 * removal from search, and only a gift card, one for sale, or one a shopper can sign up to
 * hear about when it is back in stock.
 */
export function isShoppable(product: {
  tags: string[];
  availableForSale: boolean;
  productType: string;
}): boolean {
  if (product.tags.includes('findify-remove')) return false;
  return (
    product.productType === 'Gift Card' ||
    product.availableForSale ||
    product.tags.includes('back-in-stock-enabled')
  );
}
