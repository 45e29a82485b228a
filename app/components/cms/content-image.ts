import type {Image} from '@cms/mappers/media';

/** Widths offered to the browser, in the spirit of Hydrogen's Image (start 200, step 200). */
const CONTENT_IMAGE_WIDTHS = [400, 800, 1200, 1600, 2000, 2400] as const;

/**
 * A URL on Contentful's Images API (`w`, `h`, `fit`, `fm`). Vector images scale by
 * themselves and keep their format.
 */
export function contentImageUrl(image: Pick<Image, 'url' | 'width' | 'height'>, width: number): string {
  const url = new URL(image.url);
  url.searchParams.set('w', String(width));
  if (image.width && image.height) {
    url.searchParams.set('h', String(Math.round((width * image.height) / image.width)));
    url.searchParams.set('fit', 'fill');
  }
  if (!url.pathname.toLowerCase().endsWith('.svg')) url.searchParams.set('fm', 'webp');
  return url.toString();
}

export function contentImageSrcSet(image: Pick<Image, 'url' | 'width' | 'height'>): string {
  const widths = CONTENT_IMAGE_WIDTHS.filter((width) => !image.width || width <= image.width);
  const offered = widths.length > 0 ? widths : [image.width ?? CONTENT_IMAGE_WIDTHS[0]];
  return offered.map((width) => `${contentImageUrl(image, width)} ${width}w`).join(', ');
}
