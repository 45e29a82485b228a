import type {ContentEntry} from '../entry';
import {safeUrl} from '../url';
import {booleanOr, entryList, jsonArray, optionalAsset, optionalText, requiredText} from '../read';
import {toImage, toVideo, type Image, type Video} from './media';

/** The mobile layout when content leaves it empty. */
const DEFAULT_MOBILE_LAYOUT = 'Swipe';

interface ComparisonDetail {
  icon: string | null;
  text: string;
}

interface ComparisonCard {
  id: string;
  image: Image | null;
  video: Video | null;
  title: string;
  description: string | null;
  details: ComparisonDetail[];
  cta: {url: string; text: string} | null;
}

export interface ComparisonCarousel {
  type: 'comparison_carousel';
  uid: string;
  display: boolean;
  title: string | null;
  titleVariant: string | null;
  description: string | null;
  mobileLayout: string;
  cards: ComparisonCard[];
}

function mapDetails(entry: ContentEntry): ComparisonDetail[] {
  return jsonArray(entry, 'details').flatMap((detail) => {
    const {icon, text} = (typeof detail === 'object' && detail !== null ? detail : {}) as Record<
      string,
      unknown
    >;
    return typeof text === 'string' && text !== ''
      ? [{icon: typeof icon === 'string' ? icon : null, text}]
      : [];
  });
}

function mapCard(entry: ContentEntry): ComparisonCard {
  const title = requiredText(entry, 'title');
  const ctaUrl = safeUrl(optionalText(entry, 'cta_url'));
  const ctaText = optionalText(entry, 'cta_text');
  return {
    id: entry.id,
    image: toImage(optionalAsset(entry, 'image'), title),
    video: toVideo(optionalAsset(entry, 'video')),
    title,
    description: optionalText(entry, 'description'),
    details: mapDetails(entry),
    cta: ctaUrl && ctaText ? {url: ctaUrl, text: ctaText} : null,
  };
}

export function mapComparisonCarousel(entry: ContentEntry): ComparisonCarousel {
  return {
    type: 'comparison_carousel',
    uid: requiredText(entry, 'uid'),
    display: booleanOr(entry, 'display', false),
    title: optionalText(entry, 'carousel_title'),
    titleVariant: optionalText(entry, 'carousel_title_variant'),
    description: optionalText(entry, 'carousel_description'),
    mobileLayout: optionalText(entry, 'mobile_layout') ?? DEFAULT_MOBILE_LAYOUT,
    cards: entryList(entry, 'cards').map(mapCard),
  };
}
