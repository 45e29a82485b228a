import {useLoaderData, type MetaFunction, type ShouldRevalidateFunction} from '@remix-run/react';
import {data, type HeadersFunction, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CollectionHeader, CollectionSeoText} from '~/components/collection/CollectionHeader';
import {DeferredStyles} from '~/page-weight/shell';
import {LazySection, lazyWithPreload} from '~/page-weight';
import type {RouteShellOptions} from '~/components/layout/route-shell';
import {ListingUnavailable} from '~/components/search/ListingUnavailable';
import {LISTING_COLUMNS, ProductGridSkeleton} from '~/components/ui/ProductGridSkeleton';
import {gatedSearchFilterFor} from '~/lib/customer/membership.server';
import {reportError} from '~/lib/errors';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {ALL_PRODUCTS_HANDLE, allProductsCollection, loadCollection} from '~/lib/search/collection.server';
import {searchClientConfig} from '~/lib/search/config.server';
import {
  allProductsListingSetup,
  collectionListingSetup,
  listingSection,
} from '~/components/search/listing/listing-section.server';
import {COLLECTION_PAGE_TEXTS, searchMessages} from '~/lib/search/messages.server';
import {listingShouldRevalidate} from '~/lib/search/revalidation';
import {pageMeta} from '~/lib/seo';

/**
 * A collection page, `/collections/{handle}` (the sale pages and the `/collection/…` aliases
 * included; `/collections/all` is every product the shopper may see, as on Shopify): the
 * collection's header and SEO texts from the Storefront API, its products
 * through the same InstantSearch list as search results, limited to the collection (a server
 * section: rendered into the HTML, its data not in the loader data; see the search page).
 */
const ListingSection = lazyWithPreload(
  () => import('~/components/search/listing/ListingSection').then((module) => module.ListingSection),
  {onServer: 'with-its-section'},
);

/** The heading and the whole list paint with `first-screen-listing.css`; the SEO text follows the whole sheet. */
export const handle: RouteShellOptions = {firstScreenSheet: 'listing'};

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.collection.seo.title,
    description: args.data?.collection.seo.description,
    noindex: args.data?.collection.noindex,
  });

/** A members-only collection is one customer's page: kept out of every cache. */
const MEMBERS_ONLY_HEADERS = {'Cache-Control': 'private, no-store'};
export const headers: HeadersFunction = ({loaderHeaders}) => loaderHeaders;

export const shouldRevalidate: ShouldRevalidateFunction = listingShouldRevalidate;

export async function loader({params, context, request}: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const handle = params.handle ?? '';
  const allProducts = handle === ALL_PRODUCTS_HANDLE;
  const [collection, messages, config, gatedClause] = await Promise.all([
    allProducts ? allProductsCollection(context) : loadCollection(context, handle),
    searchMessages(context, COLLECTION_PAGE_TEXTS),
    searchClientConfig(context),
    gatedSearchFilterFor(context),
  ]);
  const base = {collection, messages};
  const init = collection.membersOnly ? {headers: MEMBERS_ONLY_HEADERS} : {};
  if (!config) {
    reportError('SEARCH-001', new Error('Search is not configured'));
    return data({...base, listing: null}, init);
  }
  const setup = allProducts
    ? allProductsListingSetup(config, gatedClause)
    : collectionListingSetup(config, collection.handle, gatedClause);
  return data({...base, listing: listingSection(context, {setup, url, code: ListingSection})}, init);
}

export default function CollectionPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <Collection />
    </I18nProvider>
  );
}

function Collection() {
  const {collection, listing} = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      <CollectionHeader heading={collection.heading} description={collection.description} />
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
      {collection.footerSeo ? <CollectionSeoText {...collection.footerSeo} /> : null}
    </div>
  );
}
