import type {ContentBlock} from '@cms/mappers/page';

/** How many bestsellers the home page shows (the grid's placeholder shows as many). */
export const HOME_PRODUCT_COUNT = 12;

/**
 * The block types that may open a page on its first screen: their code is in the page's first
 * load (`LeadBlock` renders them) and their classes in `first-screen-home.css`. A page whose first
 * block is of another type renders it with the rest, as a lazy section (see the home page).
 */
const FIRST_SCREEN_BLOCKS: ReadonlySet<ContentBlock['type']> = new Set(['hero', 'featured_content_v2']);

export type LeadBlockType = Extract<ContentBlock, {type: 'hero' | 'featured_content_v2'}>;

export function isLeadBlock(block: ContentBlock | undefined): block is LeadBlockType {
  return block !== undefined && FIRST_SCREEN_BLOCKS.has(block.type);
}
