import type {ContentEntry} from '../entry';
import {
  booleanOr,
  entryList,
  optionalAsset,
  optionalEntry,
  optionalNumber,
  optionalText,
  requiredText,
} from '../read';
import {mapLinks, type Link} from './link';
import {toImage, toVideo, type Image, type Video} from './media';

/** When content leaves them empty: column width 12; overlay top centre on desktop, overlay centre on mobile. */
export const HERO_DEFAULTS = {
  columnWidth: 12,
  desktopPlacement: 'overlay-top-center',
  mobilePlacement: 'overlay-center',
} as const;

export interface HeroLayout {
  image: Image | null;
  video: Video | null;
  headline: string | null;
  subheadline: string | null;
  buttons: Link[];
  columnWidth: number;
  placement: string;
  textColor: string | null;
}

export interface Hero {
  type: 'hero';
  uid: string;
  display: boolean;
  desktop: HeroLayout;
  mobile: HeroLayout;
}

function mapHeroLayout(entry: ContentEntry | null, defaultPlacement: string): HeroLayout {
  if (!entry) {
    return {
      image: null,
      video: null,
      headline: null,
      subheadline: null,
      buttons: [],
      columnWidth: HERO_DEFAULTS.columnWidth,
      placement: defaultPlacement,
      textColor: null,
    };
  }
  const headline = optionalText(entry, 'headline');
  return {
    image: toImage(optionalAsset(entry, 'image')),
    video: toVideo(optionalAsset(entry, 'video')),
    headline,
    subheadline: optionalText(entry, 'subheadline'),
    buttons: mapLinks(entryList(entry, 'buttons')),
    columnWidth: optionalNumber(entry, 'column_width') ?? HERO_DEFAULTS.columnWidth,
    placement: optionalText(entry, 'placement') ?? defaultPlacement,
    textColor: optionalText(entry, 'text_color'),
  };
}

export function mapHero(entry: ContentEntry): Hero {
  return {
    type: 'hero',
    uid: requiredText(entry, 'uid'),
    display: booleanOr(entry, 'display', false),
    desktop: mapHeroLayout(optionalEntry(entry, 'desktop'), HERO_DEFAULTS.desktopPlacement),
    mobile: mapHeroLayout(optionalEntry(entry, 'mobile'), HERO_DEFAULTS.mobilePlacement),
  };
}
