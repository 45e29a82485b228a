import {useLoaderData, type MetaFunction, type ShouldRevalidateFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ListingUnavailable} from '~/components/search/ListingUnavailable';
import {SearchForm} from '~/components/search/SearchForm';
import {LazySection, lazyWithPreload} from '~/page-weight';
import {DeferredStyles} from '~/page-weight/shell';
import type {RouteShellOptions} from '~/components/layout/route-shell';
import {LISTING_COLUMNS, ProductGridSkeleton} from '~/components/ui/ProductGridSkeleton';
import {reportError} from '~/lib/errors';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {searchClientConfig} from '~/lib/search/config.server';
import {listingSection, searchListingSetup} from '~/components/search/listing/listing-section.server';
import {readListingParams} from '~/lib/search/listing-params';
import {SEARCH_PAGE_TEXTS, searchMessages} from '~/lib/search/messages.server';
import {listingShouldRevalidate} from '~/lib/search/revalidation';
import {metaTranslator, pageMeta} from '~/lib/seo';

/**
 * The search results page, `/search?q={query}`: InstantSearch over the market's products
 * index with facets, sorts and pages, its state in the address. The server runs the searches
 * and renders the whole list (a server section: its data is not in the loader data); the
 * list's code and data (a lazy chunk and the list endpoint) arrive when the shopper reaches
 * for the list, and hydrate it without searching again.
 */
const ListingSection = lazyWithPreload(
  () => import('~/components/search/listing/ListingSection').then((module) => module.ListingSection),
  {onServer: 'with-its-section'},
);

/** Hydrogen warns about titles over 120 characters; the query is cut well before that. */
const TITLE_QUERY_LENGTH = 60;

/** The heading, the form and the whole list paint with `first-screen-listing.css`. */
export const handle: RouteShellOptions = {firstScreenSheet: 'listing'};

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = metaTranslator(args);
  const query = args.data?.query;
  return pageMeta(args, {
    title: query
      ? t('search.titleWithQuery', {query: shortened(query, TITLE_QUERY_LENGTH)})
      : t('search.title'),
    // Result pages are thin, endless and user-made: never indexed. The empty form page may be.
    noindex: Boolean(query),
  });
};

function shortened(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length - 1).join('')}…` : text;
}

/** Filters, sorts and pages are the list's own business; a new query loads the page again. */
export const shouldRevalidate: ShouldRevalidateFunction = listingShouldRevalidate;

export async function loader({context, request}: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const {query} = readListingParams(url.searchParams);
  const messages = await searchMessages(context, SEARCH_PAGE_TEXTS);
  const base = {query, messages};
  if (!query) return {...base, status: 'idle' as const};

  const config = await searchClientConfig(context);
  if (!config) {
    reportError('SEARCH-001', new Error('Search is not configured'));
    return {...base, status: 'unavailable' as const};
  }
  const listing = listingSection(context, {setup: searchListingSetup(config), url, code: ListingSection});
  return {...base, status: 'ok' as const, listing};
}

export default function SearchPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <Search />
    </I18nProvider>
  );
}

function Search() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">{t('search.title')}</h1>
      <SearchForm query={data.query} />
      <div className="mt-8">
        {data.status === 'idle' ? <p className="text-neutral-700">{t('search.prompt')}</p> : null}
        {data.status === 'unavailable' ? <ListingUnavailable /> : null}
        {data.status === 'ok' ? (
          <LazySection
            component={ListingSection}
            section={data.listing}
            when="interaction"
            fallback={
              <ProductGridSkeleton count={8} columns={LISTING_COLUMNS} label={t('search.loadingProducts')} />
            }
          />
        ) : null}
      </div>
      <DeferredStyles />
    </div>
  );
}
