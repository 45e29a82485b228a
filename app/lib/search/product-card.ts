import type {CurrencyCode} from '@shopify/storefront-schema-2025-07/storefront-api-types';
import {withMemberPrice, type ProductCardView} from '~/lib/product/cards';
import type {FamilyFields} from './colour-order';

/** A product record as lists retrieve it (`CARD_ATTRIBUTES`), with InstantSearch's position and query id. */
export interface ProductHit extends FamilyFields {
  objectID: string;
  handle: string;
  title: string;
  price: number;
  compare_at_price?: number | null;
  currency?: string | null;
  image?: string | null;
  color?: string | null;
  /** The product's metafields the index holds: its gated discount values (`tag::percentage`, …). */
  meta?: {custom?: {gated_discount?: string | null} | null} | null;
  __position: number;
  __queryID?: string;
}

/**
 * A search hit in the shape the shared `ProductCard` takes (the Storefront API's card
 * fragment), so lists look and link like every other product grid. The index holds the
 * market's own price and currency; a missing compare-at price is zero, as the Storefront API
 * reports it. A shopper whose tags (`customerTags`) earn a member price gets it on the card.
 */
export function productHitToCard(
  hit: Pick<
    ProductHit,
    'objectID' | 'handle' | 'title' | 'price' | 'compare_at_price' | 'currency' | 'image' | 'meta'
  >,
  marketCurrency: string,
  customerTags: readonly string[] = [],
): ProductCardView {
  const currencyCode = (hit.currency || marketCurrency) as CurrencyCode;
  const money = (amount: number | null | undefined) => ({amount: String(amount ?? 0), currencyCode});
  return withMemberPrice(
    {
      id: /^\d+$/.test(hit.objectID) ? `gid://shopify/Product/${hit.objectID}` : hit.objectID,
      handle: hit.handle,
      title: hit.title,
      featuredImage: hit.image ? {url: hit.image, altText: hit.title} : null,
      priceRange: {minVariantPrice: money(hit.price)},
      compareAtPriceRange: {minVariantPrice: money(hit.compare_at_price)},
    },
    hit.meta?.custom?.gated_discount,
    customerTags,
  );
}
