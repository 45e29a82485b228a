import type {AppLoadContext} from '@shopify/remix-oxygen';
import {loadLayoutContent, type LayoutContent} from '@cms/layout';
import {toContentLocale} from '@cms/locale';
import {contentRetry, reportContentError} from './content.server';
import {loadCachedContent} from './content-cache.server';
import {resolveFeatureFlags, type FeatureFlagValues} from './flags';

export type {LayoutContent};
export type {Footer as FooterContent} from '@cms/mappers/footer';
export const EMPTY_LAYOUT: LayoutContent = Object.freeze({
  header: null,
  banner: null,
  footer: null,
  siteVariables: null,
  countrySwitcher: null,
});

/** Bump when the shape of `LayoutContent` changes, so old cache entries are not read. */
const LAYOUT_CACHE_VERSION = 1;

/** What loading the layout needs from the request context. */
export type LayoutContext = Pick<
  AppLoadContext,
  'content' | 'contentPreview' | 'market' | 'waitUntil' | 'withCache' | 'deadlines' | 'env'
>;

/**
 * Header, banner, footer, site variables and country switcher for the request's
 * market, cached per content locale. Never throws: a piece that failed is null
 * and its component shows a built-in fallback.
 */
export function loadLayout(context: LayoutContext): Promise<LayoutContent> {
  const {content} = context;
  if (!content) return Promise.resolve(EMPTY_LAYOUT);
  const locale = toContentLocale(context.market.locale);
  return loadCachedContent({
    name: 'layout',
    withCache: context.withCache,
    waitUntil: context.waitUntil,
    cacheKey: ['layout', LAYOUT_CACHE_VERSION, locale],
    preview: context.contentPreview,
    load: () =>
      loadLayoutContent(content, {
        locale,
        preview: context.contentPreview,
        report: reportContentError,
        retry: contentRetry(context.env),
      }),
    fallback: EMPTY_LAYOUT,
    isComplete: (layout) => Object.values(layout).every((piece) => piece !== null),
    budgetMs: context.deadlines.remaining('content'),
  });
}

const layoutByRequest = new WeakMap<LayoutContext, Promise<LayoutContent>>();

/** The layout content, loaded at most once per request (root and page loaders share it). */
export function getLayoutContent(context: LayoutContext): Promise<LayoutContent> {
  let pending = layoutByRequest.get(context);
  if (!pending) {
    pending = loadLayout(context);
    layoutByRequest.set(context, pending);
  }
  return pending;
}

/** Feature flags for this request: defaults, then site variables, then `ff.*` overrides. */
export async function getFeatureFlags(context: LayoutContext, request: Request): Promise<FeatureFlagValues> {
  const layout = await getLayoutContent(context);
  return resolveFeatureFlags(layout.siteVariables?.featureFlags, new URL(request.url).searchParams);
}
