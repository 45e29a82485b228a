import type {ComparisonCarousel} from '@cms/mappers/comparison-carousel';
import {MarketLink} from '~/components/ui/links';
import {ContentPicture} from './ContentPicture';

/**
 * Cards to compare side by side: a swipeable row on small screens (the content's
 * mobile layout), a grid from 900 px. The row scrolls with the keyboard too.
 */
export function ComparisonCarouselBlock({block}: {block: ComparisonCarousel}) {
  const headingId = `carousel-${block.uid}`;
  return (
    <section className="py-10" data-testid="comparison-carousel-block" aria-labelledby={headingId}>
      <div className="mb-6 text-center">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {block.title ?? ''}
        </h2>
        {block.description ? <p className="mt-2 text-neutral-600">{block.description}</p> : null}
      </div>
      <ul
        // A scrolling list must be reachable by keyboard to be scrolled with the arrow keys; it
        // keeps its list role for the cards.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={block.title ?? undefined}
        className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0"
      >
        {block.cards.map((card) => (
          <li key={card.id} className="w-[78%] shrink-0 snap-start md:w-auto">
            <article className="flex h-full flex-col bg-neutral-50">
              <ContentPicture
                desktop={card.image}
                mobile={null}
                sizes="(min-width: 900px) 33vw, 80vw"
                className="aspect-[4/5] w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="text-lg font-semibold">{card.title}</h3>
                {card.description ? <p className="text-sm text-neutral-600">{card.description}</p> : null}
                {card.details.length > 0 ? (
                  <ul className="mt-1 space-y-1 text-sm">
                    {card.details.map((detail) => (
                      <li key={detail.text} className="flex gap-2">
                        <span aria-hidden="true">✓</span>
                        {detail.text}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {card.cta ? (
                  <MarketLink to={card.cta.url} className="mt-auto pt-3 text-sm font-semibold underline">
                    {card.cta.text}
                  </MarketLink>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
