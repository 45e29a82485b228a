import type {ContentEntry} from '../entry';
import {safeUrl} from '../url';
import type {MapContext} from '../map-context';
import {
  booleanIn,
  booleanOr,
  entryList,
  jsonObject,
  objectIn,
  optionalNumber,
  optionalText,
  requiredText,
  textIn,
} from '../read';
import {mapLinks, type Link} from './link';

/** The rotation interval when the entry leaves it empty: 3000 ms (the display uses 8000 ms only for an interval of zero or less). */
export const DEFAULT_BANNER_INTERVAL_MS = 3000;

const BANNER_WEIGHTS = ['regular', 'medium', 'bold'] as const;
type BannerWeight = (typeof BANNER_WEIGHTS)[number];

interface BannerMessage {
  id: string;
  text: string;
  url: string | null;
  openInNewTab: boolean;
  backgroundColor: string | null;
  color: string | null;
  weight: BannerWeight;
}

export interface Banner {
  version: number;
  display: boolean;
  /** The banner is hidden on mobile unless this is set. */
  displayOnMobile: boolean;
  intervalMs: number;
  stickyMobile: boolean;
  stickyDesktop: boolean;
  messages: BannerMessage[];
  /** Shown on desktop only. */
  links: Link[];
  /** The button opening the country switcher; null when content turns it off. */
  countryButton: {label: string | null} | null;
}

function mapWeight(entry: ContentEntry, ctx: MapContext): BannerWeight {
  const weight = optionalText(entry, 'weight');
  if (weight === null) return 'regular';
  if ((BANNER_WEIGHTS as readonly string[]).includes(weight)) return weight as BannerWeight;
  ctx.warn(new Error(`banner_message ${entry.id}: unknown weight "${weight}"`));
  return 'regular';
}

function mapMessage(entry: ContentEntry, ctx: MapContext): BannerMessage {
  return {
    id: entry.id,
    text: requiredText(entry, 'linkText'),
    url: safeUrl(optionalText(entry, 'url')),
    openInNewTab: booleanOr(entry, 'openInNewTab', false),
    backgroundColor: optionalText(entry, 'backgroundColor'),
    color: optionalText(entry, 'color'),
    weight: mapWeight(entry, ctx),
  };
}

export function mapBanner(entry: ContentEntry, ctx: MapContext): Banner {
  const countryButton = objectIn(jsonObject(entry, 'globalSettings') ?? {}, 'countryButton');
  return {
    version: optionalNumber(entry, 'version') ?? 1,
    display: booleanOr(entry, 'display', false),
    displayOnMobile: booleanOr(entry, 'displayOnMobile', false),
    intervalMs: optionalNumber(entry, 'interval') ?? DEFAULT_BANNER_INTERVAL_MS,
    stickyMobile: booleanOr(entry, 'stickyMobile', false),
    stickyDesktop: booleanOr(entry, 'stickyDesktop', false),
    messages: entryList(entry, 'messages').map((message) => mapMessage(message, ctx)),
    links: mapLinks(entryList(entry, 'links')),
    countryButton:
      countryButton && booleanIn(countryButton, 'display', false)
        ? {label: textIn(countryButton, 'label')}
        : null,
  };
}
