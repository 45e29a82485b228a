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
 * The savings cap texts content keeps for every programme's members (`cart_savings_cap_info`:
 * title, a body with {used} and {limit}, the text once the cap is used up, a "learn more"
 * link), in the market's language, as one cached entry list per locale; null when content has
 * none or is down (the store's own words show then). Needs nothing from the customer, so a
 * caller can start it beside the customer's own call.
 */
export async function loadSavingsCapTexts(context: ContentContext): Promise<SavingsCapInfo[] | null> {
  const {content} = context;
  if (!content) return null;
  const locale = toContentLocale(context.market.locale);
  return loadCachedContent<SavingsCapInfo[] | null>({
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
}

/** The texts for one programme (`memberType`, as the customer's tag names it), or null. */
export function savingsCapInfoOf(all: SavingsCapInfo[] | null, memberType: string): SavingsCapInfo | null {
  const type = normaliseTag(memberType);
  return all?.find((info) => normaliseTag(info.memberType) === type) ?? null;
}
