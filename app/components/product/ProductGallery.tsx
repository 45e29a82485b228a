import {Image} from '@shopify/hydrogen';
import {Suspense, type CSSProperties} from 'react';
import {lazyWithPreload} from '~/components/ui/lazy';
import {useT} from '~/lib/i18n/i18n';
import type {GalleryItem, GalleryView} from '~/lib/product/types';
import {VideoFrame} from './VideoFrame';

const GalleryVideo = lazyWithPreload(() => import('./GalleryVideo').then((module) => module.GalleryVideo));

/** The store's image steps: 15 widths from 200 px, 200 px apart, and a 100 px placeholder. */
const SRC_SET = {intervals: 15, startingWidth: 200, incrementSize: 200, placeholderWidth: 100} as const;

export const galleryVideoId = (productHandle: string) => `${productHandle}-video`;

/**
 * Position of each item per device: videos go last where the product says so, otherwise
 * right after the first image.
 */
function itemOrder(items: GalleryItem[], videoLast: boolean): number[] {
  let image = 0;
  return items.map((item) => {
    if (item.kind === 'video') return videoLast ? items.length + 1 : 1;
    image += 1;
    return image === 1 ? 0 : image;
  });
}

/**
 * Up to 10 images and videos: a swipeable row on phones, two columns from 900 px. Images
 * are 4:5; videos keep their own shape or fall back to 1:1 on phones and 16:9 on desktop.
 */
export function ProductGallery({
  gallery,
  name,
  handle,
}: {
  gallery: GalleryView;
  name: string;
  handle: string;
}) {
  const t = useT();
  const mobileOrder = itemOrder(gallery.items, gallery.videoLast.mobile);
  const desktopOrder = itemOrder(gallery.items, gallery.videoLast.desktop);
  const count = gallery.items.length;
  // An odd number of images leaves a gap in two columns: the first one spans both.
  const leadSpans = gallery.items.filter((item) => item.kind === 'image').length % 2 === 1;
  let firstImage = true;
  return (
    <section aria-label={t('product.gallery.label')} className="relative -mx-4 md:mx-0">
      <ul
        className="flex snap-x snap-mandatory overflow-x-auto md:grid md:grid-cols-2 md:gap-2 md:overflow-visible"
        data-testid="product-gallery"
      >
        {gallery.items.map((item, index) => {
          const eager = item.kind === 'image' && firstImage;
          if (item.kind === 'image') firstImage = false;
          const style = {'--order-m': mobileOrder[index], '--order-d': desktopOrder[index]} as CSSProperties;
          return (
            <li
              key={item.id}
              style={style}
              className={`w-full shrink-0 snap-center order-[var(--order-m)] md:order-[var(--order-d)] ${
                (item.kind === 'video' && (item.aspectRatio === null || item.aspectRatio > 1)) ||
                (eager && leadSpans)
                  ? 'md:col-span-2'
                  : ''
              }`}
              aria-label={t('product.gallery.item', {position: index + 1, count})}
            >
              {item.kind === 'image' ? (
                <Image
                  data={{url: item.url, altText: item.alt, width: item.width, height: item.height}}
                  aspectRatio="4/5"
                  sizes="(min-width: 900px) 30vw, 100vw"
                  srcSetOptions={SRC_SET}
                  loading={eager ? 'eager' : 'lazy'}
                  // React 18 knows only the lowercase attribute (the camel-case prop warns).
                  {...(eager ? {fetchpriority: 'high'} : {})}
                  className="h-full w-full bg-neutral-100 object-cover"
                />
              ) : (
                <Suspense
                  fallback={<VideoFrame video={item} id={galleryVideoId(handle)} flags={gallery.video} />}
                >
                  <GalleryVideo video={item} id={galleryVideoId(handle)} flags={gallery.video} name={name} />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Brings the video's code early: it is in view on most screens. */
export const preloadGalleryVideo = () => GalleryVideo.preload();
