import type {ProductCardFragment} from '@graphql/storefront.generated';

export type ProductListItem = ProductCardFragment & {tags: string[]; availableForSale: boolean};

/**
 * A product list item as its card shows it: without what only the shoppable rule read
 * (tags, availability) and the image's id, so lists stay small in the page's data.
 */
export function productCard({
  tags: _tags,
  availableForSale: _available,
  featuredImage,
  ...card
}: ProductListItem) {
  if (!featuredImage) return {...card, featuredImage} satisfies ProductCardFragment;
  const {id: _id, ...image} = featuredImage;
  return {...card, featuredImage: image} satisfies ProductCardFragment;
}
