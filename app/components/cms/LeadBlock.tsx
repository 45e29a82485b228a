import type {ContentBlock} from '@cms/mappers/page';
import {FeaturedContentBlock} from './FeaturedContentBlock';
import {HeroBlock} from './HeroBlock';

/**
 * The block types that may open a page on its first screen: their code is in the page's first
 * load and their classes in `first-screen-home.css`. A page whose first block is of another type
 * renders it with the rest, as a lazy section (see the home page).
 */
const FIRST_SCREEN_BLOCKS: ReadonlySet<ContentBlock['type']> = new Set(['hero', 'featured_content_v2']);

export type LeadBlockType = Extract<ContentBlock, {type: 'hero' | 'featured_content_v2'}>;

export function isLeadBlock(block: ContentBlock | undefined): block is LeadBlockType {
  return block !== undefined && FIRST_SCREEN_BLOCKS.has(block.type);
}

/** A page's lead block as a lazy section (the home page's `/api/home/lead`). */
export function LeadSection({block}: {block: LeadBlockType | null}) {
  return block ? <LeadBlock block={block} /> : null;
}

/** A page's first content block: its image loads eagerly and a hero's headline is the page's h1. */
function LeadBlock({block}: {block: LeadBlockType}) {
  return block.type === 'hero' ? <HeroBlock block={block} eager /> : <FeaturedContentBlock block={block} />;
}
