import {Image} from '@shopify/hydrogen';
import {Suspense, useEffect, type CSSProperties} from 'react';
import {lazyWithPreload} from '~/page-weight';
import {whenIdle} from '~/lib/when-idle';
import {useT} from '~/lib/i18n/i18n';
import type {GalleryItem, GalleryView, PageGallery} from '~/lib/product/types';
import {VideoFrame} from './VideoFrame';

const GalleryVideo = lazyWithPreload(() => import('./GalleryVideo').then((module) => module.GalleryVideo));

/** The store's image steps: 15 widths from 200 px, 200 px apart, and a 100 px placeholder. */
const SRC_SET = {intervals: 15, startingWidth: 200, incrementSize: 200, placeholderWidth: 100} as const;

/** The settings the page leaves out where the gallery has no video. */
const NO_VIDEO_SETTINGS: Omit<GalleryView, 'items'> = {
  video: {autoplay: false, loop: false, muted: true, controls: true},
  videoLast: {desktop: true, mobile: true},
  videoButton: {desktop: false, mobile: false},
};

const galleryVideoId = (productHandle: string) => `${productHandle}-video`;

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
function ProductGallery({gallery, name, handle}: {gallery: PageGallery; name: string; handle: string}) {
  const t = useT();
  const {video, videoLast} = {...NO_VIDEO_SETTINGS, ...gallery};
  const mobileOrder = itemOrder(gallery.items, videoLast.mobile);
  const desktopOrder = itemOrder(gallery.items, videoLast.desktop);
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
              key={item.url}
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
                <Suspense fallback={<VideoFrame video={item} id={galleryVideoId(handle)} flags={video} />}>
                  <GalleryVideo video={item} id={galleryVideoId(handle)} flags={video} name={name} />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The page's left column: the gallery and, where the product asks for it on this device, a
 * "watch the video" button that scrolls to the video. The video's code comes when the browser
 * is idle: it is in view on most screens.
 */
export function GalleryColumn({gallery, name, handle}: {gallery: PageGallery; name: string; handle: string}) {
  const t = useT();
  const hasVideo = gallery.items.some((item) => item.kind === 'video');
  const {videoButton} = {...NO_VIDEO_SETTINGS, ...gallery};
  useEffect(() => (hasVideo ? whenIdle(() => void GalleryVideo.preload()) : undefined), [hasVideo]);
  return (
    <div className="md:col-span-7">
      <ProductGallery gallery={gallery} name={name} handle={handle} />
      {hasVideo && (videoButton.desktop || videoButton.mobile) ? (
        <button
          type="button"
          onClick={() =>
            document
              .getElementById(galleryVideoId(handle))
              ?.scrollIntoView({behavior: 'smooth', block: 'center', inline: 'center'})
          }
          className={`mt-3 text-sm font-semibold underline underline-offset-4 ${
            videoButton.mobile ? 'inline-block' : 'hidden'
          } ${videoButton.desktop ? 'md:inline-block' : 'md:hidden'}`}
        >
          {t('product.gallery.watchVideo')}
        </button>
      ) : null}
    </div>
  );
}
