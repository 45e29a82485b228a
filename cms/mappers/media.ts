import type {ContentAsset} from '../entry';

export interface Image {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface Video {
  url: string;
  contentType: string;
}

/** An image asset; the alt text comes from the entry when it has one, else the asset's title. */
export function toImage(asset: ContentAsset | null, alt?: string | null): Image | null {
  if (!asset || !asset.contentType.startsWith('image/')) return null;
  return {url: asset.url, alt: alt ?? asset.title ?? '', width: asset.width, height: asset.height};
}

export function toVideo(asset: ContentAsset | null): Video | null {
  if (!asset || !asset.contentType.startsWith('video/')) return null;
  return {url: asset.url, contentType: asset.contentType};
}
