import type {CurrencyCode} from '@shopify/storefront-schema-2025-07/storefront-api-types';
import type {ProductCardFragment} from '@graphql/storefront.generated';
import type {ProductSearchHit} from './algolia.server';

/**
 * A search hit in the shape the shared `ProductCard` takes (the Storefront API's
 * card fragment), so search results look and link like every other product grid.
 * A missing compare-at price is zero, as the Storefront API reports it.
 */
export function searchHitToProductCard(hit: ProductSearchHit): ProductCardFragment {
  // The index holds the market's price and its ISO currency code (the record's `currency`).
  const currencyCode = hit.currency as CurrencyCode;
  const money = (amount: number) => ({amount: String(amount), currencyCode});
  return {
    id: /^\d+$/.test(hit.objectID) ? `gid://shopify/Product/${hit.objectID}` : hit.objectID,
    handle: hit.handle,
    title: hit.title,
    featuredImage: hit.image ? {url: hit.image, altText: hit.title} : null,
    priceRange: {minVariantPrice: money(hit.price)},
    compareAtPriceRange: {minVariantPrice: money(hit.compare_at_price ?? 0)},
  };
}
