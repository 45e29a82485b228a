import {isSafeUrl} from '@cms/url';

/** A footer link as the components render it. */
export interface FooterLink {
  text: string;
  url: string;
  openInNewTab: boolean;
}

/** The content link view model (cms `link`: text, url, openInNewTab). */
export interface LinkContent {
  text?: string | null;
  url?: string | null;
  openInNewTab?: boolean | null;
}

export {isSafeUrl};

/** A usable link, or null when text or a safe URL is missing. */
export function toFooterLink(content: LinkContent | null | undefined): FooterLink | null {
  const text = content?.text?.trim();
  const url = content?.url?.trim();
  if (!text || !url || !isSafeUrl(url)) return null;
  return {text, url, openInNewTab: content?.openInNewTab === true};
}

export function toFooterLinks(list: ReadonlyArray<LinkContent | null> | null | undefined): FooterLink[] {
  return (list ?? []).map(toFooterLink).filter((link): link is FooterLink => link !== null);
}

/** Site paths go through the market-aware router link; everything else is a plain anchor. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
