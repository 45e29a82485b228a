import type {ContentBlock} from '@cms/mappers/page';
import {ComparisonCarouselBlock} from './ComparisonCarouselBlock';
import {FeaturedContentBlock} from './FeaturedContentBlock';
import {FullWidthVideoBlock} from './FullWidthVideoBlock';
import {HeroBlock} from './HeroBlock';

/**
 * Content blocks in content order (the loader keeps only those to show now). With `leads`,
 * the first block is the page's lead: its image loads eagerly and a hero headline becomes
 * the page's h1 (a page usually renders its lead with `LeadBlock` and the rest here).
 */
export function ContentBlocks({blocks, leads = false}: {blocks: readonly ContentBlock[]; leads?: boolean}) {
  return (
    <div className="flex flex-col gap-12">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'hero':
            return <HeroBlock key={block.uid} block={block} eager={leads && index === 0} />;
          case 'featured_content_v2':
            return <FeaturedContentBlock key={block.uid} block={block} />;
          case 'comparison_carousel':
            return <ComparisonCarouselBlock key={block.uid} block={block} />;
          case 'full_width_video':
            return <FullWidthVideoBlock key={block.uid} block={block} />;
        }
      })}
    </div>
  );
}
