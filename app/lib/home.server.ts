import type {AppLoadContext} from '@shopify/remix-oxygen';
import {loadPage} from '@cms/loaders';
import {toContentLocale} from '@cms/locale';
import {visibleBlocks, type Page} from '@cms/mappers/page';
import {contentRetry, reportContentError} from './content.server';
import {loadCachedContent} from './content-cache.server';

const HOME_PAGE_SLUG = 'home';
const PAGE_CACHE_VERSION = 1;

/**
 * The home page's content blocks to show now (display on, events not over) in the market's
 * locale, or null when content has none or is unavailable (the page then shows its built-in hero).
 */
export async function loadHomePage(
  context: Pick<
    AppLoadContext,
    'content' | 'contentPreview' | 'market' | 'waitUntil' | 'withCache' | 'deadlines' | 'env'
  >,
): Promise<Page | null> {
  const {content, contentPreview: preview} = context;
  if (!content) return null;
  const locale = toContentLocale(context.market.locale);
  const page = await loadCachedContent<Page | null>({
    name: 'home page',
    withCache: context.withCache,
    waitUntil: context.waitUntil,
    cacheKey: ['page', PAGE_CACHE_VERSION, HOME_PAGE_SLUG, locale],
    preview,
    load: () =>
      loadPage(preview ? content.preview : content.delivery, {
        locale,
        slug: HOME_PAGE_SLUG,
        report: reportContentError,
        retry: contentRetry(context.env),
      }),
    fallback: null,
    isComplete: (page) => page !== null,
    budgetMs: context.deadlines.remaining('content'),
  });
  return page && {...page, blocks: visibleBlocks(page.blocks, new Date())};
}
