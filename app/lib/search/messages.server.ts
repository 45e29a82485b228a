import type {AppLoadContext} from '@shopify/remix-oxygen';
import {loadSearchContent} from '@cms/loaders';
import {toContentLocale} from '@cms/locale';
import type {SearchContent} from '@cms/mappers/search';
import {reportContentError} from '~/lib/content.server';
import {loadCachedContent} from '~/lib/content-cache.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import type {MessageBundle} from '~/lib/i18n/types';

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

/** The `search` texts in the market's language, content's texts on top of the built-in ones. */
export async function searchMessages(context: SearchContentContext): Promise<MessageBundle> {
  const entry = await searchContent(context);
  return messagesFor(context.market.locale, ['search'], {
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
