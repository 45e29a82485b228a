import type {GalleryVideo, GalleryView} from '~/lib/product/types';

/**
 * The gallery video's markup, without behaviour: the server renders it and the browser
 * shows it until the video's code has arrived. Never autoplays from the markup, so a
 * reduced-motion preference is read before anything moves.
 */
export function VideoFrame({
  video,
  id,
  flags,
  videoRef,
  onClick,
}: {
  video: GalleryVideo;
  id: string;
  flags: GalleryView['video'];
  videoRef?: React.Ref<HTMLVideoElement>;
  onClick?: () => void;
}) {
  return (
    // Shopify's product videos come with their sources and a preview image only: there is no
    // caption file to offer a <track> from.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      id={id}
      ref={videoRef}
      className={`h-full w-full bg-neutral-100 object-cover ${video.aspectRatio === null ? 'aspect-square md:aspect-video' : ''}`}
      style={video.aspectRatio === null ? undefined : {aspectRatio: String(video.aspectRatio)}}
      poster={video.poster ?? undefined}
      muted={flags.muted}
      loop={flags.loop}
      controls={flags.controls}
      playsInline
      preload="metadata"
      aria-label={video.alt}
      onClick={onClick}
      tabIndex={flags.controls ? undefined : -1}
    >
      <source src={video.url} type="video/mp4" />
    </video>
  );
}
