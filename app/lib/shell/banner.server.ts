import type {Banner} from '@cms/mappers/banner';
import {toLinkView} from './header.server';
import type {BannerMessage, BannerModel} from './types';

/** The display's rotation interval when content gives none (content's own mapping default differs). */
const DEFAULT_ROTATION_INTERVAL_MS = 8000;

const FONT_WEIGHTS = {regular: 400, medium: 500, bold: 700} as const;

/** What the promotional banner shows, or null when it shows nothing (switched off, empty, unavailable). */
export function bannerModel(content: Banner | null): BannerModel | null {
  if (!content?.display) return null;
  const messages = content.messages.flatMap((message): BannerMessage[] => {
    const text = message.text.trim();
    if (!text) return [];
    return [
      {
        text,
        ...(message.url ? {url: message.url} : {}),
        ...(message.openInNewTab ? {openInNewTab: true} : {}),
        ...(message.backgroundColor ? {backgroundColor: message.backgroundColor} : {}),
        ...(message.color ? {color: message.color} : {}),
        fontWeight: FONT_WEIGHTS[message.weight],
      },
    ];
  });
  if (messages.length === 0) return null;
  return {
    messages,
    links: content.links.map((link) => toLinkView(link)),
    intervalMs: content.intervalMs > 0 ? content.intervalMs : DEFAULT_ROTATION_INTERVAL_MS,
    showOnMobile: content.displayOnMobile,
    sticky: {mobile: content.displayOnMobile && content.stickyMobile, desktop: content.stickyDesktop},
    countryButton: content.countryButton !== null,
  };
}
