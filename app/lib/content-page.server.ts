import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CONTENT_ERROR_CODES} from '@cms/codes';
import {loadPage} from '@cms/loaders';
import {toContentLocale} from '@cms/locale';
import {visibleBlocks, type Page} from '@cms/mappers/page';
import {contentRetry, reportContentError} from './content.server';
import {loadCachedContent} from './content-cache.server';

/** Bump when the cached page's shape changes. */
const PAGE_CACHE_VERSION = 1;

/** The sub-request cache key of a page in a locale. */
const pageCacheKey = (slug: string, contentLocale: string) =>
  ['page', PAGE_CACHE_VERSION, slug, contentLocale] as const;

/**
 * A content page as the request sees it: found (blocks already narrowed to those to show now),
 * missing (content answered and has no such page) or unavailable (content did not answer).
 */
export type ContentPageResult = {status: 'found'; page: Page} | {status: 'missing'} | {status: 'unavailable'};

const UNAVAILABLE: ContentPageResult = {status: 'unavailable'};
const PAGE_FETCH_FAILED = CONTENT_ERROR_CODES.page.get;

type PageContext = Pick<
  AppLoadContext,
  'content' | 'contentPreview' | 'market' | 'waitUntil' | 'withCache' | 'deadlines' | 'env'
>;

/**
 * The page with `slug` in the market's locale (content applies the locale's fallback language),
 * from the sub-request cache (fresh, or stale while it refreshes) or the content service; drafts
 * and no cache in preview. A missing page is cached like a found one, so unknown addresses do
 * not reach the service each time; an outage is never cached.
 */
export async function loadContentPage(context: PageContext, slug: string): Promise<ContentPageResult> {
  const {content, contentPreview: preview} = context;
  if (!content) return UNAVAILABLE;
  const locale = toContentLocale(context.market.locale);
  const result = await loadCachedContent<ContentPageResult>({
    name: `page ${slug}`,
    withCache: context.withCache,
    waitUntil: context.waitUntil,
    cacheKey: pageCacheKey(slug, locale),
    preview,
    load: async () => {
      let failed = false;
      const page = await loadPage(preview ? content.preview : content.delivery, {
        locale,
        slug,
        report: (code, error) => {
          if (code === PAGE_FETCH_FAILED) failed = true;
          reportContentError(code, error);
        },
        retry: contentRetry(context.env),
      });
      if (page) return {status: 'found', page};
      return failed ? UNAVAILABLE : {status: 'missing'};
    },
    fallback: UNAVAILABLE,
    isComplete: (value) => value.status !== 'unavailable',
    budgetMs: context.deadlines.remaining('content'),
  });
  return result.status === 'found'
    ? {status: 'found', page: {...result.page, blocks: visibleBlocks(result.page.blocks, new Date())}}
    : result;
}
