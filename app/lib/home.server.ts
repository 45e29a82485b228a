import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CacheShort} from '@shopify/hydrogen';
import {HOME_PRODUCTS_QUERY} from '@graphql/products';
import type {ProductCardFragment} from '@graphql/storefront.generated';
import {loadPage} from '@cms/loaders';
import {toContentLocale} from '@cms/locale';
import {visibleBlocks, type ContentBlock, type Page} from '@cms/mappers/page';
import {isLeadBlock, type LeadBlockType} from '~/components/cms/LeadBlock';
import {contentRetry, reportContentError} from './content.server';
import {reportError} from './errors';
import {HOME_PRODUCT_COUNT} from './home';
import {isShoppable} from './search/shoppable';
import {loadCachedContent} from './content-cache.server';

const HOME_PAGE_SLUG = 'home';
/** Some best sellers may not be listable (sold out, hidden from search): ask for spare ones. */
const HOME_PRODUCT_CANDIDATES = 24;
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

/**
 * The home page's bestsellers in the market that may be listed (see `isShoppable`), as cards;
 * none (reported) when the Storefront API fails.
 */
export async function loadHomeProducts(
  context: Pick<AppLoadContext, 'storefront'>,
): Promise<{products: ProductCardFragment[]}> {
  try {
    const {products} = await context.storefront.query(HOME_PRODUCTS_QUERY, {
      variables: {first: HOME_PRODUCT_CANDIDATES},
      cache: CacheShort(),
    });
    const cards = products.nodes
      .filter(isShoppable)
      .slice(0, HOME_PRODUCT_COUNT)
      .map(({tags: _tags, availableForSale: _available, productType: _type, ...card}) => card);
    return {products: cards};
  } catch (error) {
    reportError('SECTION-LOAD', error, {section: 'home products'});
    return {products: []};
  }
}

/** The blocks after the page's lead, as `ContentBlocks` takes them (the first leads when no lead was split off). */
export interface MoreBlocks {
  blocks: ContentBlock[];
  leads: boolean;
}

export function moreBlocks(blocks: readonly ContentBlock[]): MoreBlocks {
  const {lead, more} = splitLead(blocks);
  return {blocks: more, leads: lead === null};
}

/** The home page's blocks after its first screen's (see `LeadBlock`). */
export async function loadHomeMoreBlocks(context: Parameters<typeof loadHomePage>[0]): Promise<MoreBlocks> {
  return moreBlocks((await loadHomePage(context))?.blocks ?? []);
}

/** The first block when it can open the page on its first screen, and the blocks after it. */
export function splitLead(blocks: readonly ContentBlock[]): {
  lead: LeadBlockType | null;
  more: ContentBlock[];
} {
  const [first, ...rest] = blocks;
  return isLeadBlock(first) ? {lead: first, more: rest} : {lead: null, more: [...blocks]};
}
