import type {AppLoadContext} from '@shopify/remix-oxygen';
import {loadProductBadges} from '@cms/loaders';
import {toContentLocale} from '@cms/locale';
import type {ContentBlock} from '@cms/mappers/page';
import type {ProductBadges} from '@cms/mappers/product-badges';
import {loadPdpBlocks, parseCmsComponents, type CmsComponentRef} from '@cms/pdp-blocks';
import {reportContentError} from '~/lib/content.server';
import {loadCachedContent} from '~/lib/content-cache.server';
import {reportError} from '~/lib/errors';

type ContentContext = Pick<
  AppLoadContext,
  'content' | 'contentPreview' | 'market' | 'waitUntil' | 'withCache'
>;

const CONTENT_CACHE_VERSION = 1;

/** The product badges content (tag → badge) for the market's locale; null when unavailable. */
export function loadBadges(context: ContentContext): Promise<ProductBadges | null> {
  const {content} = context;
  if (!content) return Promise.resolve(null);
  const locale = toContentLocale(context.market.locale);
  return loadCachedContent<ProductBadges | null>({
    name: 'product badges',
    withCache: context.withCache,
    waitUntil: context.waitUntil,
    cacheKey: ['product-badges', CONTENT_CACHE_VERSION, locale],
    preview: context.contentPreview,
    load: () =>
      loadProductBadges(context.contentPreview ? content.preview : content.delivery, {
        locale,
        report: reportContentError,
      }),
    fallback: null,
    isComplete: (badges) => badges !== null,
  });
}

/**
 * The blocks a product's CMS components metafield names, in its order, showing only those
 * whose display flag is on. Bad JSON is reported ("Error parsing CMS components") and the
 * page renders without blocks.
 */
export function loadProductBlocks(
  context: ContentContext,
  cmsComponents: string | null,
): Promise<ContentBlock[]> {
  let refs: CmsComponentRef[];
  try {
    refs = parseCmsComponents(cmsComponents);
  } catch (error) {
    reportError('CMS-PARSE-COMPONENTS', error, {value: cmsComponents?.slice(0, 200)});
    return Promise.resolve([]);
  }
  const {content} = context;
  if (!content || refs.length === 0) return Promise.resolve([]);
  const locale = toContentLocale(context.market.locale);
  return loadCachedContent<ContentBlock[]>({
    name: 'product blocks',
    withCache: context.withCache,
    waitUntil: context.waitUntil,
    cacheKey: ['product-blocks', CONTENT_CACHE_VERSION, locale, refs.map((ref) => `${ref.type}:${ref.uid}`)],
    preview: context.contentPreview,
    load: () =>
      loadPdpBlocks(context.contentPreview ? content.preview : content.delivery, refs, {
        locale,
        report: reportContentError,
      }),
    fallback: [],
    isComplete: (blocks) => blocks.length > 0,
  });
}
