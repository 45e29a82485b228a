import type {ContentEntry} from '../entry';
import {safeUrl} from '../url';
import {
  booleanIn,
  booleanOr,
  entryList,
  jsonObject,
  optionalAsset,
  optionalEntry,
  optionalText,
  requiredText,
  textIn,
} from '../read';
import {mapLinks, type Link} from './link';
import {toImage, toVideo, type Image, type Video} from './media';

interface FeaturedContentLayout {
  image: Image | null;
  video: Video | null;
  contentPlacement: string | null;
  spacing: string | null;
  styles: Record<string, string>;
}

export interface FeaturedContent {
  type: 'featured_content_v2';
  uid: string;
  display: boolean;
  displayOnPdp: boolean;
  eyebrow: string | null;
  title: string | null;
  description: string | null;
  /** ISO date; the block is disabled once it has passed (see isEventOver). */
  eventDate: string | null;
  buttons: Link[];
  buttonsGroup: string | null;
  shopButton: {display: boolean; link: Link | null};
  desktop: FeaturedContentLayout;
  mobile: FeaturedContentLayout;
}

export function isEventOver(block: Pick<FeaturedContent, 'eventDate'>, now: Date): boolean {
  if (!block.eventDate) return false;
  const eventTime = Date.parse(block.eventDate);
  return Number.isFinite(eventTime) && eventTime < now.getTime();
}

function mapLayout(entry: ContentEntry | null): FeaturedContentLayout {
  if (!entry) return {image: null, video: null, contentPlacement: null, spacing: null, styles: {}};
  const styles = Object.entries(jsonObject(entry, 'styles') ?? {}).filter(
    (style): style is [string, string] => typeof style[1] === 'string',
  );
  return {
    image: toImage(optionalAsset(entry, 'image')),
    video: toVideo(optionalAsset(entry, 'video')),
    contentPlacement: optionalText(entry, 'content_placement'),
    spacing: optionalText(entry, 'spacing'),
    styles: Object.fromEntries(styles),
  };
}

function mapShopButton(entry: ContentEntry): FeaturedContent['shopButton'] {
  const source = jsonObject(entry, 'shop_button');
  const text = source ? textIn(source, 'text') : null;
  const url = source ? safeUrl(textIn(source, 'url')) : null;
  return {
    display: source ? booleanIn(source, 'display', false) : false,
    link: text && url ? {text, url, openInNewTab: booleanIn(source ?? {}, 'openInNewTab', false)} : null,
  };
}

export function mapFeaturedContentV2(entry: ContentEntry): FeaturedContent {
  return {
    type: 'featured_content_v2',
    uid: requiredText(entry, 'uid'),
    display: booleanOr(entry, 'display', false),
    displayOnPdp: booleanOr(entry, 'display_on_pdp', false),
    eyebrow: optionalText(entry, 'eyebrow'),
    title: optionalText(entry, 'title'),
    description: optionalText(entry, 'description'),
    eventDate: optionalText(entry, 'event_date'),
    buttons: mapLinks(entryList(entry, 'buttons')),
    buttonsGroup: optionalText(entry, 'buttons_group'),
    shopButton: mapShopButton(entry),
    desktop: mapLayout(optionalEntry(entry, 'desktop')),
    mobile: mapLayout(optionalEntry(entry, 'mobile')),
  };
}
