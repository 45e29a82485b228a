import {Image} from '@shopify/hydrogen';
import {CardPrice} from '~/components/product/ProductCard';
import {SearchIcon} from '~/components/ui/icons';
import {useT} from '~/lib/i18n/i18n';
import {productHitToCard} from '~/lib/search/product-card';
import {
  SOURCE,
  type CategoryItem,
  type Item,
  type ProductItem,
  type RecentItem,
  type SuggestionItem,
} from './items';

/**
 * The overlay's product images: two to a row on phones, four on wide screens, in a panel no
 * wider than the page: 160 to 640 px wide covers them up to 3x on phones. (Four widths: with
 * exactly three, Hydrogen's Image writes 1x/2x/3x and the browser would ignore `sizes`.)
 */
const OVERLAY_IMAGE_SIZES = '(min-width: 1024px) 15vw, (min-width: 768px) 30vw, 45vw';
const OVERLAY_SRC_SET = {intervals: 4, startingWidth: 160, incrementSize: 160, placeholderWidth: 80} as const;

/** What one option of the overlay shows, by the group it is in. */
export function OverlayOption({
  item,
  sourceId,
  query,
  currency,
  customerTags,
}: {
  item: Item;
  sourceId: string;
  query: string;
  currency: string;
  customerTags: readonly string[];
}) {
  const t = useT();
  if (sourceId === SOURCE.redirect) {
    return <span className="block p-2 font-medium">{t('search.goTo', {query})} →</span>;
  }
  if (sourceId === SOURCE.products) {
    return <ProductOption product={item as ProductItem} currency={currency} customerTags={customerTags} />;
  }
  if (sourceId === SOURCE.categories) {
    return <span className="block px-2 py-1.5">{(item as CategoryItem).title}</span>;
  }
  const recent = sourceId === SOURCE.recent;
  return (
    <span className="flex items-center gap-2 px-2 py-1.5">
      {recent ? (
        <ClockIcon />
      ) : (
        <SearchIcon width={16} height={16} className="text-neutral-500" aria-hidden="true" />
      )}
      <span>{recent ? (item as RecentItem).label : (item as SuggestionItem).query}</span>
    </span>
  );
}

function ProductOption({
  product,
  currency,
  customerTags,
}: {
  product: ProductItem;
  currency: string;
  customerTags: readonly string[];
}) {
  const card = productHitToCard(product, currency, customerTags);
  return (
    <span className="block p-1">
      <span className="block aspect-[4/5] overflow-hidden bg-neutral-100">
        {card.featuredImage ? (
          <Image
            data={card.featuredImage}
            // The product's name is written beside it.
            alt=""
            aspectRatio="4/5"
            sizes={OVERLAY_IMAGE_SIZES}
            srcSetOptions={OVERLAY_SRC_SET}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : null}
      </span>
      <span className="mt-1 block text-sm font-medium">{product.title}</span>
      <span className="block text-sm">
        <CardPrice product={card} />
      </span>
    </span>
  );
}

function ClockIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      className="text-neutral-500"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}
