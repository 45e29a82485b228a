import type {ContentEntry} from '../entry';
import {booleanOr, optionalAsset, optionalText, requiredText} from '../read';
import {toImage, toVideo, type Image} from './media';

/** The video section: one file and poster per device, with dates and durations for structured data. */
interface VideoSection {
  desktopURL: string | null;
  mobileURL: string | null;
  desktopImg: Image | null;
  mobileImg: Image | null;
  desktopCreateDate: string | null;
  mobileCreateDate: string | null;
  /** hh:mm:ss as entered; the app converts to ISO 8601 durations. */
  desktopDuration: string | null;
  mobileDuration: string | null;
}

export interface FullWidthVideo {
  type: 'full_width_video';
  uid: string;
  display: boolean;
  headline: string | null;
  autoplay: boolean;
  loop: boolean;
  muted: boolean;
  controls: boolean;
  section: VideoSection;
}

export function mapFullWidthVideo(entry: ContentEntry): FullWidthVideo {
  const headline = optionalText(entry, 'headline');
  return {
    type: 'full_width_video',
    uid: requiredText(entry, 'uid'),
    display: booleanOr(entry, 'display', false),
    headline,
    autoplay: booleanOr(entry, 'autoplay', false),
    loop: booleanOr(entry, 'loop', false),
    muted: booleanOr(entry, 'muted', true),
    controls: booleanOr(entry, 'controls', true),
    section: {
      desktopURL: toVideo(optionalAsset(entry, 'desktopVideo'))?.url ?? null,
      mobileURL: toVideo(optionalAsset(entry, 'mobileVideo'))?.url ?? null,
      desktopImg: toImage(optionalAsset(entry, 'desktopImg'), headline),
      mobileImg: toImage(optionalAsset(entry, 'mobileImg'), headline),
      desktopCreateDate: optionalText(entry, 'desktopCreateDate'),
      mobileCreateDate: optionalText(entry, 'mobileCreateDate'),
      desktopDuration: optionalText(entry, 'desktopDuration'),
      mobileDuration: optionalText(entry, 'mobileDuration'),
    },
  };
}
