import type {AppLoadContext} from '@shopify/remix-oxygen';
import {loadCartContent} from '@cms/loaders';
import {toContentLocale} from '@cms/locale';
import type {CartContent} from '@cms/mappers/shopping-cart';
import {contentRetry, reportContentError} from '~/lib/content.server';
import {loadCachedContent} from '~/lib/content-cache.server';

const CART_CONTENT_CACHE_VERSION = 1;

/**
 * The bag's texts from content (`shopping_cart`: free-shipping threshold, empty bag, order
 * summary, warehouse-sale and final-sale texts), cached per locale; null when content has
 * none or is slow or down (the bag then uses its built-in texts).
 */
export function loadBagContent(
  context: Pick<
    AppLoadContext,
    'content' | 'contentPreview' | 'market' | 'waitUntil' | 'withCache' | 'deadlines' | 'env'
  >,
): Promise<CartContent | null> {
  const {content, contentPreview: preview} = context;
  if (!content) return Promise.resolve(null);
  const locale = toContentLocale(context.market.locale);
  return loadCachedContent<CartContent | null>({
    name: 'bag texts',
    withCache: context.withCache,
    waitUntil: context.waitUntil,
    cacheKey: ['shopping-cart', CART_CONTENT_CACHE_VERSION, locale],
    preview,
    load: () =>
      loadCartContent(preview ? content.preview : content.delivery, {
        locale,
        report: reportContentError,
        retry: contentRetry(context.env),
      }),
    fallback: null,
    isComplete: (value) => value !== null,
    budgetMs: context.deadlines.remaining('content'),
  });
}
