import {useLoaderData, type MetaFunction, type ShouldRevalidateFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Suspense} from 'react';
import {CollectionHeader, CollectionSeoText} from '~/components/collection/CollectionHeader';
import {ListingSkeleton} from '~/components/search/ListingSkeleton';
import {lazyWithPreload} from '~/components/ui/lazy';
import {reportError} from '~/lib/errors';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {collectionFilter, loadCollection} from '~/lib/search/collection.server';
import {productsIndex} from '~/lib/search/config';
import {searchClientConfig} from '~/lib/search/config.server';
import {loadListing} from '~/lib/search/listing.server';
import {searchMessages} from '~/lib/search/messages.server';
import {listingShouldRevalidate} from '~/lib/search/revalidation';
import {pageMeta} from '~/lib/seo';

/**
 * A collection page, `/collections/{handle}` (the sale pages and the `/collection/…` aliases
 * included): the collection's header and SEO texts from the Storefront API, its products
 * through the same InstantSearch list as search results, limited to the collection.
 */
const ProductListing = lazyWithPreload(() =>
  import('~/components/search/listing/ProductListing').then((module) => module.ProductListing),
);
if (typeof document !== 'undefined') void ProductListing.preload();

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.collection.seo.title,
    description: args.data?.collection.seo.description,
    noindex: args.data?.collection.noindex,
  });

export const shouldRevalidate: ShouldRevalidateFunction = listingShouldRevalidate;

export async function loader({params, context, request}: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [collection, messages, config] = await Promise.all([
    loadCollection(context, params.handle ?? ''),
    searchMessages(context),
    searchClientConfig(context),
  ]);
  const base = {collection, messages};
  if (!config) {
    reportError('SEARCH-001', new Error('Search is not configured'));
    return {...base, listing: null};
  }
  const [listing] = await Promise.all([
    loadListing(context, {
      setup: {
        config,
        indexName: productsIndex(config),
        filters: collectionFilter(collection.handle),
        kind: 'collection',
      },
      url,
      messages,
    }),
    ProductListing.preload(),
  ]);
  return {...base, listing};
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
        <Suspense fallback={<ListingSkeleton />}>
          <ProductListing
            {...listing}
            query=""
            empty={{title: t('search.collectionEmptyTitle'), body: t('search.collectionEmptyBody')}}
          />
        </Suspense>
      ) : (
        <div role="status" data-testid="search-message" className="py-12">
          <h2 className="text-lg font-semibold">{t('search.unavailableTitle')}</h2>
          <p className="mt-2 text-neutral-700">{t('search.unavailableBody')}</p>
        </div>
      )}
      {collection.footerSeo ? <CollectionSeoText {...collection.footerSeo} /> : null}
    </div>
  );
}
