import {Await} from '@remix-run/react';
import type {ContentBlock} from '@cms/mappers/page';
import {Suspense, useEffect, useMemo} from 'react';
import {LazySection, lazyWithPreload} from '~/page-weight';
import {whenIdle} from '~/lib/when-idle';
import {whenScrolled} from '~/lib/when-scrolled';
import {NOTHING_ON_FAILURE} from '~/lib/streamed';
import {DeferredStyles} from '~/page-weight/shell';
import {useT} from '~/lib/i18n/i18n';
import type {AddToBagMessage} from '~/lib/cart/bag-status';
import {REVIEWS_SECTION_ID} from '~/lib/product/reviews';
import type {
  ProductDetailsSectionData,
  ProductExtrasSection,
  ProductLists,
  ProductPageView,
  PurchasePart,
  ReviewsSectionData,
} from '~/lib/product/types';
import {fetchSection, type SectionRef} from '~/lib/section-data';
import {PurchaseContext} from './purchase-context';
import {ProductJsonLd} from './ProductJsonLd';
import {useEarlierViews} from './use-earlier-views';

// The first screen is server HTML that hydrates when its code arrives: the purchase column, the
// gallery and the breadcrumbs when the shopper reaches for them (a press before then is taken and
// pressed again or followed); the column also once the page scrolls, and the gallery when the
// browser is idle if it has a video to play. Below the fold or shown on demand: their code
// arrives later.
const Breadcrumbs = lazyWithPreload(() => import('./Breadcrumbs').then((module) => module.Breadcrumbs));
const GalleryColumn = lazyWithPreload(() =>
  import('./ProductGallery').then((module) => module.GalleryColumn),
);
const PurchasePanel = lazyWithPreload(() =>
  import('./PurchasePanel').then((module) => module.PurchasePanelSection),
);
const ProductDetails = lazyWithPreload(() =>
  import('./ProductDetails').then((module) => module.ProductDetailsSection),
);
const ReviewsList = lazyWithPreload(() =>
  import('./ReviewsSection').then((module) => module.ReviewsListSection),
);
const RelatedProducts = lazyWithPreload(() =>
  import('./RelatedProducts').then((module) => module.RelatedProducts),
);
const PersonalisedSlots = lazyWithPreload(() =>
  import('./RelatedProducts').then((module) => module.PersonalisedSlots),
);
const RecentlyViewed = lazyWithPreload(() =>
  import('./RecentlyViewed').then((module) => module.RecentlyViewed),
);
const ContentBlocks = lazyWithPreload(() =>
  import('~/components/cms/ContentBlocks').then((module) => module.ContentBlocks),
);

/**
 * The purchase column loads once the page scrolls: on phones its sticky "Add to bag" bar shows
 * when the column's own button has scrolled away, so it must be live by then. Where pay-later
 * providers' scripts fill placements in the column, it loads when the browser is idle. A shopper
 * who only looks at the first screen loads neither its code nor its data: the server's HTML is
 * whole, and a press on it before then is taken and pressed again.
 */
function useLoadPurchaseColumn(providerScripts: boolean) {
  useEffect(() => {
    const load = () => void PurchasePanel.preload();
    return providerScripts ? whenIdle(load) : whenScrolled(load);
  }, [providerScripts]);
}

export interface ProductPageProps {
  product: ProductPageView;
  collection: {handle: string; title: Promise<string>} | null;
  /** The purchase column's texts, placements and length unit (a section: they arrive with its code). */
  purchase: SectionRef<PurchasePart>;
  /** The related products and the family's colours: rendered by the server, their data not in the page's. */
  lists: SectionRef<ProductExtrasSection>;
  /** The personalised slots: the server renders their place empty, the browser fills it (null where the service is not configured). */
  recommendations: SectionRef<ProductLists> | null;
  /** The details under the purchase column, likewise. */
  details: SectionRef<ProductDetailsSectionData>;
  /** The reviews list, likewise. */
  reviews: SectionRef<ReviewsSectionData>;
  blocks: Promise<ContentBlock[]>;
  recentlyViewedUserId: string | null;
  /** The signed token the back-in-stock sign-up requires (null when no variant is sold out). */
  backInStockToken: string | null;
  bagOutcome: {message: AddToBagMessage; text: string} | null;
  /** The search that led here (`queryId` in the address), credited when the product is added. */
  searchQueryId: string | null;
  /** A members-only product: its page is for its members, so no structured data for search engines. */
  membersOnly: boolean;
  /** Pay-later providers' scripts fill placements in the purchase column (it loads when idle). */
  providerScripts: boolean;
}

/** The product page: breadcrumbs, gallery and purchase column, then details, blocks, reviews and lists. */
export function ProductPage(props: ProductPageProps) {
  const {product, recommendations} = props;
  const t = useT();
  useLoadPurchaseColumn(props.providerScripts);
  const earlierViews = useEarlierViews(product.id, product.handle, props.recentlyViewedUserId);
  // The personalised slots' data when idle, their code as they near the viewport: a shopper
  // without a session gets one from this read, which records the view their page could not.
  useEffect(
    () =>
      recommendations
        ? whenIdle(() => void fetchSection(recommendations.src).promise.catch(() => undefined))
        : undefined,
    [recommendations],
  );
  const {lists, backInStockToken, bagOutcome, searchQueryId} = props;
  const purchase = useMemo(
    () => ({product, lists, backInStockToken, bagOutcome, searchQueryId}),
    [product, lists, backInStockToken, bagOutcome, searchQueryId],
  );

  return (
    <div className="pb-24 md:pb-0">
      {props.membersOnly ? null : <ProductJsonLd product={product} />}
      <LazySection
        component={Breadcrumbs}
        when="interaction"
        props={{collection: props.collection, productName: product.name}}
      />
      <div className="grid gap-8 md:grid-cols-12">
        <LazySection
          component={GalleryColumn}
          when={product.gallery.items.some((item) => item.kind === 'video') ? 'idle' : 'interaction'}
          props={{gallery: product.gallery, name: product.name, handle: product.handle}}
        />
        <div className="md:col-span-5">
          <PurchaseContext.Provider value={purchase}>
            <LazySection component={PurchasePanel} section={props.purchase} when="interaction" />
          </PurchaseContext.Provider>
          {/* The first screen ends here: what follows waits for the whole sheet. */}
          <DeferredStyles />
          <div className="mt-6">
            {/* Nothing in it runs in the browser: the server's HTML is final until reached for. */}
            <LazySection component={ProductDetails} section={props.details} when="interaction" />
          </div>
        </div>
      </div>

      <Suspense fallback={null}>
        <Await resolve={props.blocks} errorElement={NOTHING_ON_FAILURE}>
          {(blocks) =>
            blocks.length > 0 ? (
              <div className="mt-12">
                <LazySection component={ContentBlocks} props={{blocks}} />
              </div>
            ) : null
          }
        </Await>
      </Suspense>

      <section id={REVIEWS_SECTION_ID} aria-labelledby="reviews-title" className="mt-12 scroll-mt-24">
        <h2 id="reviews-title" className="mb-4 text-2xl font-semibold">
          {t('product.reviews.title')}
        </h2>
        <LazySection
          component={ReviewsList}
          section={props.reviews}
          fallback={<p aria-busy="true">{t('product.reviews.loading')}</p>}
        />
      </section>

      <LazySection component={RelatedProducts} section={props.lists} />
      {props.recommendations ? (
        <LazySection component={PersonalisedSlots} section={props.recommendations} />
      ) : null}

      {earlierViews.length > 0 ? (
        <LazySection component={RecentlyViewed} props={{ids: earlierViews}} />
      ) : null}
    </div>
  );
}
