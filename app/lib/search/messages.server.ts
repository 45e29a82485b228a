import type {AppLoadContext} from '@shopify/remix-oxygen';
import {loadSearchContent} from '@cms/loaders';
import {toContentLocale} from '@cms/locale';
import type {SearchContent} from '@cms/mappers/search';
import {reportContentError} from '~/lib/content.server';
import {loadCachedContent} from '~/lib/content-cache.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import type {MessageBundle, MessagePath} from '~/lib/i18n/types';

const SEARCH_CONTENT_CACHE_VERSION = 1;

type SearchContentContext = Pick<
  AppLoadContext,
  'content' | 'contentPreview' | 'market' | 'waitUntil' | 'withCache'
>;

/** The search entry of the content service (placeholder, group titles, no-results texts), cached per locale. */
async function searchContent(context: SearchContentContext): Promise<SearchContent | null> {
  const {content, contentPreview: preview} = context;
  if (!content) return null;
  const locale = toContentLocale(context.market.locale);
  return loadCachedContent<SearchContent | null>({
    name: 'search',
    withCache: context.withCache,
    waitUntil: context.waitUntil,
    cacheKey: ['search', SEARCH_CONTENT_CACHE_VERSION, locale],
    preview,
    load: () =>
      loadSearchContent(preview ? content.preview : content.delivery, {locale, report: reportContentError}),
    fallback: null,
    isComplete: (entry) => entry !== null,
  });
}

/** What the results page's own first screen shows (and its title): the list brings its own texts. */
export const SEARCH_PAGE_TEXTS: readonly MessagePath[] = [
  'search.title',
  'search.titleWithQuery',
  'search.prompt',
  'search.inputLabel',
  'search.placeholder',
  'search.submit',
  'search.loadingProducts',
  'search.unavailableTitle',
  'search.unavailableBody',
];

/** What a collection page shows around its list. */
export const COLLECTION_PAGE_TEXTS: readonly MessagePath[] = [
  'search.loadingProducts',
  'search.unavailableTitle',
  'search.unavailableBody',
];

/**
 * What a result or collection list shows, sent with the list's section data (never in a page's
 * loader data): counts, sorts, facets and their values, pages, the filter drawer, empty and
 * failure states. Every facet value's text comes along: filters change in the browser, and a
 * value the first results lacked may appear once one is removed.
 */
export const LISTING_TEXTS: readonly MessagePath[] = [
  'search.resultCount',
  'search.productCount',
  'search.noResultsTitle',
  'search.noResultsBody',
  'search.collectionEmptyTitle',
  'search.collectionEmptyBody',
  'search.unavailableTitle',
  'search.unavailableBody',
  'search.products',
  'search.pagination',
  'search.previousPage',
  'search.nextPage',
  'search.pageLink',
  'search.sortBy',
  'search.sortFeatured',
  'search.sortBestSellers',
  'search.sortNewest',
  'search.sortPriceDesc',
  'search.sortPriceAsc',
  'search.applySort',
  'search.facetGender',
  'search.facetCategory',
  'search.facetSize',
  'search.facetColor',
  'search.facetActivity',
  'search.facetInseam',
  'search.facetLength',
  'search.facetFabric',
  'search.facetLined',
  'search.facetFit',
  'search.facetSupport',
  'search.facetValues',
  'search.valueCount',
  'search.chosenFilters',
  'search.removeFilter',
  'search.clearAll',
  'search.showFilters',
  'search.filtersTitle',
  'search.closeFilters',
  'search.showProducts',
  'search.colours',
  'search.moreColours',
];

/**
 * The `search` texts in the market's language (all of them, or only those under `paths`),
 * content's texts on top of the built-in ones.
 */
export async function searchMessages(
  context: SearchContentContext,
  paths: readonly MessagePath[] = ['search'],
): Promise<MessageBundle> {
  const entry = await searchContent(context);
  return messagesFor(context.market.locale, paths, {
    'search.placeholder': entry?.placeholder,
    'search.products': entry?.titles.products,
    'search.suggestions': entry?.titles.suggestions,
    'search.recentSearches': entry?.titles.recentSearches,
    'search.viewAll': entry?.viewAllLabel,
    'search.clear': entry?.clearLabel,
    'search.cancel': entry?.cancelLabel,
    'search.noResultsTitle': entry?.noResults.title,
    'search.noResultsBody': entry?.noResults.body,
  });
}
