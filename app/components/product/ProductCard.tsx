import {Image} from '@shopify/hydrogen';
import type {ProductCardFragment} from '@graphql/storefront.generated';
import {MarketLink} from '~/components/ui/links';
import {Price} from './Price';

/**
 * A card is at most a quarter of the page's 1280 px column, or half a phone's screen: widths up
 * to 1000 px cover those at two or three device pixels per CSS pixel. Hydrogen's default runs
 * to the image's own width (eight or more URLs per card), which only lengthens every list page.
 */
const CARD_SRC_SET = {intervals: 5, startingWidth: 200, incrementSize: 200, placeholderWidth: 100} as const;

export function ProductCard({product, loading}: {product: ProductCardFragment; loading?: 'eager' | 'lazy'}) {
  const image = product.featuredImage;
  return (
    <MarketLink to={`/products/${product.handle}`} prefetch="intent" className="group block">
      <div className="aspect-[4/5] overflow-hidden bg-neutral-100">
        {image ? (
          <Image
            data={image}
            aspectRatio="4/5"
            srcSetOptions={CARD_SRC_SET}
            sizes="(min-width: 900px) 25vw, 50vw"
            loading={loading}
            className="h-full w-full object-cover transition-transform group-hover:scale-105"
          />
        ) : null}
      </div>
      <h3 className="mt-2 text-sm font-medium">{product.title}</h3>
      <p className="text-sm">
        <Price
          price={product.priceRange.minVariantPrice}
          compareAt={product.compareAtPriceRange.minVariantPrice}
        />
      </p>
    </MarketLink>
  );
}
