import {Await} from '@remix-run/react';
import type {LengthUnit} from '@markets';
import {currencyFractionDigits} from '@markets';
import type {ContentBlock} from '@cms/mappers/page';
import {Suspense, useEffect} from 'react';
import {lazyWithPreload, whenIdle} from '~/components/ui/lazy';
import {LazySection} from '~/components/ui/LazySection';
import {useT} from '~/lib/i18n/i18n';
import type {AddToBagMessage} from '~/lib/cart/bag-status';
import type {ThirdPartyWidgets} from '~/lib/product/pay-later';
import type {ProductReviews} from '~/lib/product/reviews';
import type {ProductExtras, ProductLists, ProductView} from '~/lib/product/types';
import type {SectionRef} from '~/lib/section-data';
import {AddToBag} from './AddToBag';
import {Breadcrumbs} from './Breadcrumbs';
import {FamilySwatches, preloadSwatches} from './FamilySwatches';
import {galleryVideoId, preloadGalleryVideo, ProductGallery} from './ProductGallery';
import {REVIEWS_SECTION_ID, ProductSummary} from './ProductSummary';
import {SizeGuide} from './SizeGuide';
import {optionLabel, VariantPicker} from './VariantPicker';
import {useProductSelection} from './use-product-selection';
import {NOTHING_ON_FAILURE} from '~/components/ui/LazySection';

// Below the fold or shown on demand: their code arrives after the page, the server's HTML shows meanwhile.
const ProductDetails = lazyWithPreload(() =>
  import('./ProductDetails').then((module) => module.ProductDetails),
);
const ReviewsSection = lazyWithPreload(() =>
  import('./ReviewsSection').then((module) => module.ReviewsSection),
);
const RelatedProducts = lazyWithPreload(() =>
  import('./RelatedProducts').then((module) => module.RelatedProducts),
);
const RecentlyViewed = lazyWithPreload(() =>
  import('./RecentlyViewed').then((module) => module.RecentlyViewed),
);
const BackInStockForm = lazyWithPreload(() =>
  import('./BackInStockForm').then((module) => module.BackInStockForm),
);
const ThirdPartyPlacements = lazyWithPreload(() =>
  import('./ThirdPartyPlacements').then((module) => module.ThirdPartyPlacements),
);
const ContentBlocks = lazyWithPreload(() =>
  import('~/components/cms/ContentBlocks').then((module) => module.ContentBlocks),
);

const LAZY_SECTIONS = [
  ThirdPartyPlacements,
  ProductDetails,
  ReviewsSection,
  RelatedProducts,
  RecentlyViewed,
  ContentBlocks,
];

export interface ProductPageProps {
  product: ProductView;
  collection: {handle: string; title: Promise<string>} | null;
  /** The family's colours and the personalised slots (streamed). */
  extras: Promise<Pick<ProductExtras, 'family' | 'slots'>>;
  /** The related products: rendered by the server, their data not in the page's. */
  lists: SectionRef<ProductLists>;
  reviews: Promise<ProductReviews | null>;
  blocks: Promise<ContentBlock[]>;
  mustHaveBody: boolean;
  widgets: ThirdPartyWidgets;
  lengthUnit: LengthUnit;
  recentlyViewedUserId: string | null;
  /** The signed token the back-in-stock sign-up requires (null when no variant is sold out). */
  backInStockToken: string | null;
  bagOutcome: {message: AddToBagMessage; text: string} | null;
  /** The search that led here (`queryId` in the address), credited when the product is added. */
  searchQueryId: string | null;
}

/** The product page: breadcrumbs, gallery and purchase column, then details, blocks, reviews and lists. */
export function ProductPage(props: ProductPageProps) {
  const {product} = props;
  const t = useT();
  const {selection, variant, choose} = useProductSelection(product);
  useEffect(() => {
    // Above the fold: the swatches' code comes at once, the rest when the browser is idle.
    void preloadSwatches();
  }, []);
  useEffect(
    () =>
      whenIdle(() => {
        preloadGalleryVideo();
        for (const section of LAZY_SECTIONS) void section.preload();
      }),
    [],
  );
  const missingOptions = product.options
    .filter((option) => !(option.name in selection))
    .map((option) => optionLabel(t, option.name));
  const sizes =
    product.options.find((option) => option.name === 'Size')?.values.map((value) => value.value) ?? [];
  const priced = variant ?? product.variants[0];
  const hasVideo = product.gallery.items.some((item) => item.kind === 'video');

  return (
    <div className="pb-24 md:pb-0">
      <Breadcrumbs collection={props.collection} productName={product.name} />
      <div className="grid gap-8 md:grid-cols-12">
        <div className="md:col-span-7">
          <ProductGallery gallery={product.gallery} name={product.name} handle={product.handle} />
          {hasVideo && (product.gallery.videoButton.desktop || product.gallery.videoButton.mobile) ? (
            <button
              type="button"
              onClick={() =>
                document
                  .getElementById(galleryVideoId(product.handle))
                  ?.scrollIntoView({behavior: 'smooth', block: 'center', inline: 'center'})
              }
              className={`mt-3 text-sm font-semibold underline underline-offset-4 ${
                product.gallery.videoButton.mobile ? 'inline-block' : 'hidden'
              } ${product.gallery.videoButton.desktop ? 'md:inline-block' : 'md:hidden'}`}
            >
              {t('product.gallery.watchVideo')}
            </button>
          ) : null}
        </div>
        <div className="space-y-6 md:col-span-5">
          <ProductSummary product={product} variant={variant} />
          <FamilySwatches extras={props.extras} />
          <VariantPicker product={product} selection={selection} onChoose={choose} />
          {product.sizeChart && sizes.length > 1 ? (
            <SizeGuide
              chart={product.sizeChart}
              sizes={sizes}
              unit={props.lengthUnit}
              details={product.details}
            />
          ) : null}
          <AddToBag
            variant={variant}
            productName={product.name}
            currencyCode={product.currencyCode}
            missingOptions={missingOptions}
            outcome={props.bagOutcome}
            productId={product.id}
            searchQueryId={props.searchQueryId}
          />
          {variant && !variant.available && product.backInStockEnabled && props.backInStockToken ? (
            <Suspense fallback={null}>
              <BackInStockForm key={variant.id} variantId={variant.id} formToken={props.backInStockToken} />
            </Suspense>
          ) : null}
          {priced ? (
            <Suspense fallback={null}>
              <ThirdPartyPlacements
                widgets={props.widgets}
                amount={priced.price}
                currencyCode={product.currencyCode}
                fractionDigits={currencyFractionDigits(product.currencyCode)}
                sku={variant?.sku ?? null}
                productType={product.productType}
              />
            </Suspense>
          ) : null}
          <Suspense fallback={null}>
            <ProductDetails details={product.details} descriptionHtml={product.descriptionHtml} />
          </Suspense>
        </div>
      </div>

      <Suspense fallback={null}>
        <Await resolve={props.blocks} errorElement={NOTHING_ON_FAILURE}>
          {(blocks) =>
            blocks.length > 0 ? (
              <div className="mt-12">
                <ContentBlocks blocks={blocks} />
              </div>
            ) : null
          }
        </Await>
      </Suspense>

      <section id={REVIEWS_SECTION_ID} aria-labelledby="reviews-title" className="mt-12 scroll-mt-24">
        <h2 id="reviews-title" className="mb-4 text-2xl font-semibold">
          {t('product.reviews.title')}
        </h2>
        <Suspense fallback={<p aria-busy="true">{t('product.reviews.loading')}</p>}>
          <Await resolve={props.reviews} errorElement={NOTHING_ON_FAILURE}>
            {(reviews) => (
              <ReviewsSection reviews={reviews} mustHaveBody={props.mustHaveBody} productId={product.id} />
            )}
          </Await>
        </Suspense>
      </section>

      <LazySection component={RelatedProducts} section={props.lists} />
      <Suspense fallback={null}>
        <Await resolve={props.extras} errorElement={NOTHING_ON_FAILURE}>
          {({slots}) => <RelatedProducts products={[]} slots={slots} />}
        </Await>
      </Suspense>

      <Suspense fallback={null}>
        <RecentlyViewed productId={product.id} handle={product.handle} userId={props.recentlyViewedUserId} />
      </Suspense>
    </div>
  );
}
