import {currencyFractionDigits} from '@markets';
import type {ProductCardFragment} from '@graphql/storefront.generated';
import {cardMemberPrice, type CardMemberPrice} from './member-pricing';

/** A product card as every list shows it: the Storefront's card fields, and the shopper's member price. */
export type ProductCardView = ProductCardFragment & {
  /** What the bag will charge this shopper, where their tags earn a member price. */
  memberPrice?: CardMemberPrice;
};

export type ProductListItem = ProductCardFragment & {
  tags: string[];
  availableForSale: boolean;
  /** The product's gated discount values (`tag::percentage`, comma-separated). */
  gatedDiscount?: {value: string} | null;
};

/**
 * A card with the member price a shopper with these tags gets (none for a guest or a
 * product without discount values).
 */
export function withMemberPrice(
  card: ProductCardFragment,
  discountValues: string | null | undefined,
  customerTags: readonly string[],
): ProductCardView {
  const price = card.priceRange.minVariantPrice;
  const memberPrice = cardMemberPrice(
    price,
    discountValues,
    customerTags,
    currencyFractionDigits(price.currencyCode),
  );
  return memberPrice ? {...card, memberPrice} : card;
}

/**
 * A product list item as its card shows it to a shopper with these tags: without what only
 * the list's rules read (tags, availability, discount values) and the image's id, so lists stay
 * small in the page's data.
 */
export function productCard(
  {tags: _tags, availableForSale: _available, gatedDiscount, featuredImage, ...card}: ProductListItem,
  customerTags: readonly string[] = [],
): ProductCardView {
  const image = featuredImage ? (({id: _id, ...rest}) => rest)(featuredImage) : featuredImage;
  return withMemberPrice({...card, featuredImage: image}, gatedDiscount?.value, customerTags);
}
