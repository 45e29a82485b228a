import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CacheShort} from '@shopify/hydrogen';
import {HOME_PRODUCTS_QUERY} from '@graphql/products';
import type {ContentBlock, Page} from '@cms/mappers/page';
import {productViewer, visibleTo} from './customer/product-access.server';
import {loadContentPage} from './content-page.server';
import {reportError} from './errors';
import {HOME_PRODUCT_COUNT, isLeadBlock, type LeadBlockType} from './home';
import {productCard, type ProductCardView} from './product/cards';
import {isShoppable} from './search/shoppable';

const HOME_PAGE_SLUG = 'home';
/** Some best sellers may not be listable (sold out, hidden from search): ask for spare ones. */
const HOME_PRODUCT_CANDIDATES = 24;

/**
 * The home page's content blocks to show now (display on, events not over) in the market's
 * locale, or null when content has none or is unavailable (the page then shows its built-in hero).
 */
export async function loadHomePage(context: Parameters<typeof loadContentPage>[0]): Promise<Page | null> {
  const result = await loadContentPage(context, HOME_PAGE_SLUG);
  return result.status === 'found' ? result.page : null;
}

/**
 * The home page's bestsellers in the market that may be listed (see `isShoppable`) and the
 * shopper may see, as cards at their member prices; none (reported) when the Storefront API
 * fails. The request is everyone's (cached); the shopper's rule runs on its answer.
 */
export async function loadHomeProducts(context: AppLoadContext): Promise<{products: ProductCardView[]}> {
  try {
    const [{products}, viewer] = await Promise.all([
      context.storefront.query(HOME_PRODUCTS_QUERY, {
        variables: {first: HOME_PRODUCT_CANDIDATES},
        cache: CacheShort(),
      }),
      productViewer(context),
    ]);
    const cards = visibleTo(viewer, products.nodes)
      .filter(isShoppable)
      .slice(0, HOME_PRODUCT_COUNT)
      .map(({productType: _type, ...item}) => productCard(item, viewer.tags));
    return {products: cards};
  } catch (error) {
    reportError('SECTION-LOAD', error, {section: 'home products'});
    return {products: []};
  }
}

/** The home page's first screen's block, as its lazy section takes it (none: content changed since the page). */
export interface HomeLead {
  block: LeadBlockType | null;
}

/** The home page's lead block (see `splitLead`). */
export async function loadHomeLead(context: Parameters<typeof loadHomePage>[0]): Promise<HomeLead> {
  return {block: splitLead((await loadHomePage(context))?.blocks ?? []).lead};
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
