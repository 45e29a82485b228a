import type {AppLoadContext} from '@shopify/remix-oxygen';
import {loadCartContent, loadGiftForm, type ContentRequest} from '@cms/loaders';
import type {EntriesClient} from '@cms/fetch-entries';
import {toContentLocale} from '@cms/locale';
import type {CartContent} from '@cms/mappers/shopping-cart';
import type {GiftForm} from '@cms/mappers/send-as-gift-form';
import {contentRetry, reportContentError} from '~/lib/content.server';
import {loadCachedContent} from '~/lib/content-cache.server';

const CART_CONTENT_CACHE_VERSION = 1;

/**
 * The bag's texts from content (`shopping_cart`: free-shipping threshold, empty bag, order
 * summary, warehouse-sale and final-sale texts), cached per locale; null when content has
 * none or is slow or down (the bag then uses its built-in texts).
 */
export function loadBagContent(context: ContentContext): Promise<CartContent | null> {
  return loadBagEntry(context, 'shopping-cart', 'bag texts', loadCartContent);
}

/** The gift card recipient form's texts (`send_as_gift_form`), like the bag's. */
export function loadGiftFormContent(context: ContentContext): Promise<GiftForm | null> {
  return loadBagEntry(context, 'send-as-gift-form', 'gift card form texts', loadGiftForm);
}

type ContentContext = Pick<
  AppLoadContext,
  'content' | 'contentPreview' | 'market' | 'waitUntil' | 'withCache' | 'deadlines' | 'env'
>;

function loadBagEntry<Value>(
  context: ContentContext,
  key: string,
  name: string,
  load: (client: EntriesClient, request: ContentRequest) => Promise<Value | null>,
): Promise<Value | null> {
  const {content, contentPreview: preview} = context;
  if (!content) return Promise.resolve(null);
  const locale = toContentLocale(context.market.locale);
  return loadCachedContent<Value | null>({
    name,
    withCache: context.withCache,
    waitUntil: context.waitUntil,
    cacheKey: [key, CART_CONTENT_CACHE_VERSION, locale],
    preview,
    load: () =>
      load(preview ? content.preview : content.delivery, {
        locale,
        report: reportContentError,
        retry: contentRetry(context.env),
      }),
    fallback: null,
    isComplete: (value) => value !== null,
    budgetMs: context.deadlines.remaining('content'),
  });
}
