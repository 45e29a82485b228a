import type {ContentEntry} from '../entry';
import type {MapContext} from '../map-context';
import {booleanOr, entryList, optionalText, requiredText} from '../read';
import {mapComparisonCarousel, type ComparisonCarousel} from './comparison-carousel';
import {isEventOver, mapFeaturedContentV2, type FeaturedContent} from './featured-content-v2';
import {mapFullWidthVideo, type FullWidthVideo} from './full-width-video';
import {mapHero, type Hero} from './hero';

/** A content block of a page or a product page, told apart by `type` (its content type). */
export type ContentBlock = Hero | FeaturedContent | ComparisonCarousel | FullWidthVideo;

export interface Page {
  slug: string;
  title: string | null;
  seoDescription: string | null;
  noindex: boolean;
  blocks: ContentBlock[];
}

const BLOCK_MAPPERS: Record<ContentBlock['type'], (entry: ContentEntry) => ContentBlock> = {
  hero: mapHero,
  featured_content_v2: mapFeaturedContentV2,
  comparison_carousel: mapComparisonCarousel,
  full_width_video: mapFullWidthVideo,
};

function mapContentBlock(entry: ContentEntry): ContentBlock {
  const mapper = BLOCK_MAPPERS[entry.contentType as ContentBlock['type']];
  if (!mapper) throw new Error(`${entry.contentType} ${entry.id} is not a content block`);
  return mapper(entry);
}

/** A block that cannot be mapped is reported and left out; the rest of the page still renders. */
export function mapPage(entry: ContentEntry, ctx: MapContext): Page {
  const blocks: ContentBlock[] = [];
  for (const blockEntry of entryList(entry, 'blocks')) {
    try {
      blocks.push(mapContentBlock(blockEntry));
    } catch (error) {
      ctx.warn(error instanceof Error ? error : new Error(String(error)));
    }
  }
  return {
    slug: requiredText(entry, 'slug'),
    title: optionalText(entry, 'title'),
    seoDescription: optionalText(entry, 'seoDescription'),
    noindex: booleanOr(entry, 'noindex', false),
    blocks,
  };
}

/** The blocks content wants shown now: display on, and no event that has passed. */
export function visibleBlocks(blocks: readonly ContentBlock[], now: Date): ContentBlock[] {
  return blocks.filter(
    (block) => block.display && !(block.type === 'featured_content_v2' && isEventOver(block, now)),
  );
}
