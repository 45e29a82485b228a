import type {ImageAsset, VideoAsset} from '../../seed/types';
import type {RequestContext, ResolverMap} from '../context';

interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
}

/** Images are served by the emulator itself, so URLs follow whatever host the client used. */
export function imageUrl(
  image: ImageAsset,
  context: RequestContext,
  transform?: ImageTransform | null,
): string {
  const base = `${context.origin}/images/${image.name}.svg`;
  if (!transform) return base;
  const params = new URLSearchParams();
  const scale = transform.scale ?? 1;
  if (transform.maxWidth) params.set('width', String(transform.maxWidth * scale));
  if (transform.maxHeight) params.set('height', String(transform.maxHeight * scale));
  if (transform.crop) params.set('crop', transform.crop.toLowerCase());
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

function videoUrl(video: VideoAsset, context: RequestContext): string {
  return `${context.origin}/videos/${video.name}.mp4`;
}

export const mediaResolvers: ResolverMap = {
  Image: {
    id: (image: ImageAsset) => `gid://shopify/ProductImage/${image.id}`,
    url: (image: ImageAsset, args: {transform?: ImageTransform | null}, context) =>
      imageUrl(image, context, args.transform),
    src: (image: ImageAsset, _args, context) => imageUrl(image, context),
    originalSrc: (image: ImageAsset, _args, context) => imageUrl(image, context),
    transformedSrc: (image: ImageAsset, args: ImageTransform, context) => imageUrl(image, context, args),
  },
  MediaImage: {
    alt: (image: ImageAsset) => image.altText,
    image: (image: ImageAsset) => image,
    previewImage: (image: ImageAsset) => image,
    mediaContentType: () => 'IMAGE',
    presentation: () => null,
  },
  Video: {
    alt: (video: VideoAsset) => video.altText,
    mediaContentType: () => 'VIDEO',
    previewImage: (video: VideoAsset) => video.preview,
    presentation: () => null,
    sources: (video: VideoAsset, _args, context) => [
      {
        url: videoUrl(video, context),
        mimeType: 'video/mp4',
        format: 'mp4',
        width: video.width,
        height: video.height,
      },
    ],
  },
};
