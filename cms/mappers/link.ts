import type {ContentEntry} from '../entry';
import {booleanOr, requiredText} from '../read';

export interface Link {
  text: string;
  url: string;
  openInNewTab: boolean;
}

/** A `link` entry: {title, href, open_in_new_tab} -> {text, url, openInNewTab}. */
export function mapLink(entry: ContentEntry): Link {
  return {
    text: requiredText(entry, 'title'),
    url: requiredText(entry, 'href'),
    openInNewTab: booleanOr(entry, 'open_in_new_tab', false),
  };
}

export function mapLinks(entries: ContentEntry[]): Link[] {
  return entries.map(mapLink);
}
