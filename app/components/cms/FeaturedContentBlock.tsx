import type {FeaturedContent} from '@cms/mappers/featured-content-v2';
import {SiteLink} from '~/components/ui/links';
import {BUTTON_CLASS} from './button';
import {ContentPicture} from './ContentPicture';

/**
 * An image beside (desktop) or above (mobile) an eyebrow, title, description and
 * buttons, on the block's own colours.
 */
export function FeaturedContentBlock({block}: {block: FeaturedContent}) {
  const {desktop, mobile} = block;
  const imageFirst = desktop.contentPlacement !== 'left';
  const styles = desktop.styles;
  const links = [
    ...block.buttons,
    ...(block.shopButton.display && block.shopButton.link ? [block.shopButton.link] : []),
  ];
  return (
    <section
      className="-mx-4 grid items-center md:grid-cols-2"
      style={{backgroundColor: styles.backgroundColor, color: styles.textColor}}
      data-testid="featured-content-block"
      aria-labelledby={`featured-${block.uid}`}
    >
      <div className={imageFirst ? '' : 'md:order-2'}>
        <ContentPicture
          desktop={desktop.image}
          mobile={mobile.image}
          sizes="(min-width: 900px) 50vw, 100vw"
          className="aspect-[4/5] w-full object-cover md:aspect-[4/3]"
        />
      </div>
      <div className="flex flex-col items-start gap-3 px-6 py-10 md:px-16">
        {block.eyebrow ? (
          <p className="text-xs font-semibold uppercase tracking-[0.2em]">{block.eyebrow}</p>
        ) : null}
        {block.title ? (
          <h2 id={`featured-${block.uid}`} className="text-3xl font-bold tracking-tight">
            {block.title}
          </h2>
        ) : null}
        {block.description ? <p className="max-w-prose text-base opacity-90">{block.description}</p> : null}
        {links.length > 0 ? (
          <div className="mt-3 flex flex-wrap gap-3">
            {links.map((link, index) => (
              <SiteLink
                key={`${link.url}-${index}`}
                link={link}
                className={`${BUTTON_CLASS} ${index === 0 ? 'bg-brand text-white' : 'border border-current'}`}
              />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
