import type {Image} from '@cms/mappers/media';
import {contentImageSrcSet, contentImageUrl} from './content-image';

/** The md breakpoint (900 px): from here the desktop art applies. */
const DESKTOP_MEDIA = '(min-width: 900px)';

/**
 * Art-directed content image: the desktop image from 900 px, the mobile image
 * below, either standing in for the other when missing.
 */
export function ContentPicture({
  desktop,
  mobile,
  sizes = '100vw',
  eager = false,
  className,
}: {
  desktop: Image | null;
  mobile: Image | null;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  const fallback = mobile ?? desktop;
  if (!fallback) return null;
  return (
    <picture>
      {desktop && mobile ? (
        <source media={DESKTOP_MEDIA} srcSet={contentImageSrcSet(desktop)} sizes={sizes} />
      ) : null}
      <img
        src={contentImageUrl(fallback, 800)}
        srcSet={contentImageSrcSet(fallback)}
        sizes={sizes}
        alt={fallback.alt}
        width={fallback.width ?? undefined}
        height={fallback.height ?? undefined}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
