import type {AppLoadContext} from '@shopify/remix-oxygen';
import {loadSavingsCapInfo} from '@cms/loaders';
import {toContentLocale} from '@cms/locale';
import type {SavingsCapInfo} from '@cms/mappers/cart-savings-cap-info';
import {reportContentError} from '~/lib/content.server';
import {loadCachedContent} from '~/lib/content-cache.server';
import {normaliseTag} from './tag-values';

type ContentContext = Pick<
  AppLoadContext,
  'content' | 'contentPreview' | 'market' | 'waitUntil' | 'withCache' | 'deadlines'
>;

/**
 * The savings cap texts content keeps for a programme's members (`cart_savings_cap_info`:
 * title, a body with {used} and {limit}, the text once the cap is used up, a "learn more"
 * link), in the market's language; null when content has none for the type or is down (the
 * store's own words show then). All programmes' texts are one cached entry list per locale.
 */
export async function savingsCapInfoFor(
  context: ContentContext,
  memberType: string,
): Promise<SavingsCapInfo | null> {
  const {content} = context;
  if (!content) return null;
  const locale = toContentLocale(context.market.locale);
  const all = await loadCachedContent<SavingsCapInfo[] | null>({
    name: 'savings cap texts',
    withCache: context.withCache,
    waitUntil: context.waitUntil,
    cacheKey: ['membership', 'savings-cap-info', 1, locale],
    preview: context.contentPreview,
    load: () =>
      loadSavingsCapInfo(context.contentPreview ? content.preview : content.delivery, {
        locale,
        report: reportContentError,
      }),
    fallback: null,
    isComplete: (value) => value !== null,
    budgetMs: context.deadlines.remaining('content'),
  });
  const type = normaliseTag(memberType);
  return all?.find((info) => normaliseTag(info.memberType) === type) ?? null;
}
