import type {ContentEntry} from '../entry';
import {booleanOr, requiredText} from '../read';
import {safeUrl} from '../url';

export interface Link {
  text: string;
  url: string;
  openInNewTab: boolean;
}

/** A `link` entry: {title, href, open_in_new_tab} -> {text, url, openInNewTab}. An unsafe href throws. */
export function mapLink(entry: ContentEntry): Link {
  const href = requiredText(entry, 'href');
  const url = safeUrl(href);
  if (!url) throw new Error(`Link "${entry.id}" has an unsafe href`);
  return {text: requiredText(entry, 'title'), url, openInNewTab: booleanOr(entry, 'open_in_new_tab', false)};
}

/** A list of links without those whose href is unsafe (one bad link never drops its neighbours). */
export function mapLinks(entries: ContentEntry[]): Link[] {
  return entries.filter((entry) => safeUrl(optionalHref(entry)) !== null).map(mapLink);
}

function optionalHref(entry: ContentEntry): string | null {
  const href = entry.fields.href;
  return typeof href === 'string' ? href : null;
}
