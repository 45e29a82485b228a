import {useLoaderData, type MetaFunction, type ShouldRevalidateFunction} from '@remix-run/react';
import {data, type HeadersFunction, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CollectionHeader} from '~/components/collection/CollectionHeader';
import {DeferredStyles} from '~/components/layout/DeferredStyles';
import type {RouteShellOptions} from '~/components/layout/route-shell';
import {ListingUnavailable} from '~/components/search/ListingUnavailable';
import {lazyWithPreload} from '~/components/ui/lazy';
import {LazySection} from '~/components/ui/LazySection';
import {LISTING_COLUMNS, ProductGridSkeleton} from '~/components/ui/ProductGridSkeleton';
import {listCacheControl, productViewer} from '~/lib/customer/product-access.server';
import {gatedSearchFilterFor} from '~/lib/customer/membership.server';
import {reportError} from '~/lib/errors';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {createTranslator} from '~/lib/i18n/translator';
import {ALL_PRODUCTS_HANDLE} from '~/lib/search/collection.server';
import {searchClientConfig} from '~/lib/search/config.server';
import {allProductsListingSetup, listingSection} from '~/components/search/listing/listing-section.server';
import {COLLECTION_PAGE_TEXTS, searchMessages} from '~/lib/search/messages.server';
import {listingShouldRevalidate} from '~/lib/search/revalidation';
import {pageMeta} from '~/lib/seo';
import firstScreenSheet from '~/styles/first-screen-listing.css?url';

/**
 * `/collections/all`: every product the market sells, in the collection pages' list (the same
 * server section, filters and sort). Members-only products stay out unless the shopper's tags
 * unlock their collection.
 */
const ListingSection = lazyWithPreload(() =>
  import('~/components/search/listing/ListingSection').then((module) => module.ListingSection),
);

export const handle: RouteShellOptions = {firstScreenSheet};

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = createTranslator(args.data?.messages ?? {}, 'en-US');
  return pageMeta(args, {title: t('collections.allProducts')});
};

export const headers: HeadersFunction = ({loaderHeaders}) => loaderHeaders;

export const shouldRevalidate: ShouldRevalidateFunction = listingShouldRevalidate;

export async function loader({context, request}: LoaderFunctionArgs) {
  const [messages, config, gatedClause, viewer] = await Promise.all([
    searchMessages(context, [...COLLECTION_PAGE_TEXTS, 'collections.allProducts']),
    searchClientConfig(context),
    gatedSearchFilterFor(context),
    productViewer(context),
  ]);
  // A member may see products a guest does not: never a shared copy of a customer's page.
  const cacheControl = listCacheControl(viewer, '');
  const init = cacheControl ? {headers: {'Cache-Control': cacheControl}} : {};
  const collection = {handle: ALL_PRODUCTS_HANDLE};
  if (!config) {
    reportError('SEARCH-001', new Error('Search is not configured'));
    return data({collection, messages, listing: null}, init);
  }
  const setup = allProductsListingSetup(config, gatedClause);
  const listing = listingSection(context, {setup, url: new URL(request.url)});
  return data({collection, messages, listing}, init);
}

export default function AllProductsPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <AllProducts />
    </I18nProvider>
  );
}

function AllProducts() {
  const {listing} = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      <CollectionHeader heading={t('collections.allProducts')} description="" />
      {listing ? (
        <LazySection
          component={ListingSection}
          section={listing}
          when="interaction"
          fallback={
            <ProductGridSkeleton count={8} columns={LISTING_COLUMNS} label={t('search.loadingProducts')} />
          }
        />
      ) : (
        <ListingUnavailable />
      )}
      <DeferredStyles />
    </div>
  );
}
