import {Image} from '@shopify/hydrogen';
import {MarketLink} from '~/components/ui/links';
import {useT} from '~/lib/i18n/i18n';
import type {ProductCardView} from '~/lib/product/cards';
import {Price} from './Price';

/**
 * A card is at most a quarter of the page's 1280 px column, or half a phone's screen: widths up
 * to 1000 px cover those at two or three device pixels per CSS pixel. Hydrogen's default runs
 * to the image's own width (eight or more URLs per card), which only lengthens every list page.
 */
const CARD_SRC_SET = {intervals: 5, startingWidth: 200, incrementSize: 200, placeholderWidth: 100} as const;

export function ProductCard({product, loading}: {product: ProductCardView; loading?: 'eager' | 'lazy'}) {
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
        <CardPrice product={product} />
      </p>
    </MarketLink>
  );
}

/**
 * A card's price: the shopper's member price (what the bag will charge them) with the price
 * everyone pays struck through and what the price is, else the price and any sale price.
 */
export function CardPrice({product}: {product: ProductCardView}) {
  const t = useT();
  const {memberPrice} = product;
  if (!memberPrice) {
    return (
      <Price
        price={product.priceRange.minVariantPrice}
        compareAt={product.compareAtPriceRange.minVariantPrice}
      />
    );
  }
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2" data-testid="member-price">
      <Price price={memberPrice} compareAt={product.priceRange.minVariantPrice} />
      <span className="text-xs font-semibold text-red-700">
        {memberPrice.kind === 'gated' ? t('common.warehousePrice') : t('common.memberPrice')} (
        {t('common.percentOff', {percent: memberPrice.percentage})})
      </span>
    </span>
  );
}
