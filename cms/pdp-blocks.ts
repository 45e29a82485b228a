import {PDP_BLOCK_TYPES, type PdpBlockType} from './content-types';
import type {EntriesClient} from './fetch-entries';
import {loadOne} from './load-content';
import type {ContentRequest} from './loaders';
import {mapComparisonCarousel} from './mappers/comparison-carousel';
import {isEventOver, mapFeaturedContentV2} from './mappers/featured-content-v2';
import {mapFullWidthVideo} from './mappers/full-width-video';
import {mapHero} from './mappers/hero';
import type {ContentBlock} from './mappers/page';

/** A product's reference to a block, from its CMS components metafield. */
export interface CmsComponentRef {
  type: PdpBlockType;
  uid: string;
}

const CMS_COMPONENTS_PARSE_ERROR = 'Error parsing CMS components';

/**
 * Reads a product's CMS components JSON: `[{"type": "hero", "uid": "pdp-hero-dreamknit"}, ...]`.
 * Malformed JSON throws "Error parsing CMS components"; entries of unknown types are skipped.
 */
export function parseCmsComponents(json: string | null | undefined): CmsComponentRef[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new Error(CMS_COMPONENTS_PARSE_ERROR, {cause: error});
  }
  if (!Array.isArray(parsed)) throw new Error(CMS_COMPONENTS_PARSE_ERROR);
  return parsed.flatMap((item) => {
    const {type, uid} = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const known = typeof type === 'string' && (PDP_BLOCK_TYPES as readonly string[]).includes(type);
    return known && typeof uid === 'string' && uid !== '' ? [{type: type as PdpBlockType, uid}] : [];
  });
}

const PDP_BLOCK_MAPPERS: Record<PdpBlockType, (entry: Parameters<typeof mapHero>[0]) => ContentBlock> = {
  hero: mapHero,
  featured_content_v2: mapFeaturedContentV2,
  comparison_carousel: mapComparisonCarousel,
  full_width_video: mapFullWidthVideo,
};

/** One block by content type and uid; null when missing or failing (reported). */
function loadPdpBlock(
  client: EntriesClient,
  ref: CmsComponentRef,
  request: ContentRequest,
): Promise<ContentBlock | null> {
  return loadOne(client, ref.type, PDP_BLOCK_MAPPERS[ref.type], {
    ...request,
    include: 3,
    filters: {'fields.uid': ref.uid},
  });
}

/** A block shows only when its display flag is on; featured content also needs display_on_pdp and a future (or no) event date. */
export function isPdpBlockVisible(block: ContentBlock, now: Date): boolean {
  if (!block.display) return false;
  if (block.type === 'featured_content_v2') return block.displayOnPdp && !isEventOver(block, now);
  return true;
}

/** A product page's blocks in the product's order, loaded in parallel; hidden and failed ones left out. */
export async function loadPdpBlocks(
  client: EntriesClient,
  refs: readonly CmsComponentRef[],
  request: ContentRequest & {now?: Date},
): Promise<ContentBlock[]> {
  const blocks = await Promise.all(refs.map((ref) => loadPdpBlock(client, ref, request)));
  const now = request.now ?? new Date();
  return blocks.filter((block): block is ContentBlock => block !== null && isPdpBlockVisible(block, now));
}
