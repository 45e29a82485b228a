import type {ContentBlock} from '@cms/mappers/page';
import {isEventOver} from '@cms/mappers/featured-content-v2';
import {ComparisonCarouselBlock} from './ComparisonCarouselBlock';
import {FeaturedContentBlock} from './FeaturedContentBlock';
import {FullWidthVideoBlock} from './FullWidthVideoBlock';
import {HeroBlock} from './HeroBlock';

/** The blocks content wants shown now: display on, and no event that has passed. */
export function visibleBlocks(blocks: readonly ContentBlock[], now: Date): ContentBlock[] {
  return blocks.filter(
    (block) => block.display && !(block.type === 'featured_content_v2' && isEventOver(block, now)),
  );
}

/**
 * Content blocks in content order (filter them with `visibleBlocks` first). The
 * first block is the page's lead: its image loads eagerly and a hero headline
 * becomes the page's h1.
 */
export function ContentBlocks({blocks}: {blocks: readonly ContentBlock[]}) {
  return (
    <div className="flex flex-col gap-12">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'hero':
            return <HeroBlock key={block.uid} block={block} eager={index === 0} />;
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
