import type {CSSProperties} from 'react';
import type {BannerContent} from '~/lib/root-data';

/** Shell §4: the display's rotation interval when content gives none. */
export const DEFAULT_ROTATION_INTERVAL_MS = 8000;
const DEFAULT_COUNTRY_BUTTON_LABEL = 'Change country';

export interface BannerMessage {
  text: string;
  url?: string;
  openInNewTab: boolean;
  /** The bar's background and text colour while this message shows. */
  colors: CSSProperties;
  fontWeight: number;
}

export interface BannerModel {
  messages: BannerMessage[];
  /** Utility links (returns, order tracking); desktop only. */
  links: {text: string; url: string; openInNewTab: boolean}[];
  intervalMs: number;
  showOnMobile: boolean;
  sticky: {mobile: boolean; desktop: boolean};
  countryButtonLabel: string | null;
}

const FONT_WEIGHTS: Record<string, number> = {regular: 400, medium: 500, bold: 700};

function toMessage(message: BannerContent['messages'][number]): BannerMessage | null {
  const text = message.text.trim();
  if (!text) return null;
  return {
    text,
    ...(message.url ? {url: message.url} : {}),
    openInNewTab: message.openInNewTab,
    colors: {
      ...(message.backgroundColor ? {backgroundColor: message.backgroundColor} : {}),
      ...(message.color ? {color: message.color} : {}),
    },
    fontWeight: FONT_WEIGHTS[message.weight] ?? FONT_WEIGHTS.regular,
  };
}

/** What the banner shows, or null when it shows nothing (switched off, empty, or content unavailable). */
export function bannerModel(content: BannerContent | null | undefined): BannerModel | null {
  if (!content?.display) return null;
  const messages = content.messages
    .map(toMessage)
    .filter((message): message is BannerMessage => message !== null);
  if (messages.length === 0) return null;
  return {
    messages,
    links: content.links,
    intervalMs: content.intervalMs > 0 ? content.intervalMs : DEFAULT_ROTATION_INTERVAL_MS,
    showOnMobile: content.displayOnMobile,
    sticky: {mobile: content.displayOnMobile && content.stickyMobile, desktop: content.stickyDesktop},
    countryButtonLabel: content.countryButton
      ? content.countryButton.label || DEFAULT_COUNTRY_BUTTON_LABEL
      : null,
  };
}
