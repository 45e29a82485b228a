import type {LeadBlockType} from '~/lib/home';
import {FeaturedContentBlock} from './FeaturedContentBlock';
import {HeroBlock} from './HeroBlock';

/** A page's lead block as a lazy section (the home page's `/api/home/lead`). */
export function LeadSection({block}: {block: LeadBlockType | null}) {
  return block ? <LeadBlock block={block} /> : null;
}

/** A page's first content block: its image loads eagerly and a hero's headline is the page's h1. */
function LeadBlock({block}: {block: LeadBlockType}) {
  return block.type === 'hero' ? <HeroBlock block={block} eager /> : <FeaturedContentBlock block={block} />;
}
