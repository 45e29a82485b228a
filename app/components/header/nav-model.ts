/**
 * What the header renders, independent of how content describes it. `header-content.ts`
 * turns the content view model into this; `fallback-nav.ts` provides one when content is down.
 */

export interface NavLink {
  label: string;
  url: string;
  openInNewTab?: boolean;
  /** A CSS colour for the label, e.g. sale items in red. */
  color?: string;
}

/** A heading (level 2) with its links (level 3). */
export interface NavGroup {
  id: string;
  heading: NavLink | {label: string; url?: undefined};
  links: NavLink[];
}

export interface Spotlight {
  id: string;
  url: string;
  title?: string;
  description?: string;
  image: {url: string; alt: string; width?: number; height?: number};
  /** CSS aspect ratio of the tile, e.g. '4/5'. */
  aspectRatio?: string;
}

export interface NavItem {
  id: string;
  label: string;
  /** Where the item goes when it is a plain link, and the "shop all" target of a panel. */
  url: string;
  color?: string;
  /** The influencer item is a plain link: it never opens a panel. */
  opensPanel: boolean;
  leftColumn: NavGroup[];
  rightColumn: NavGroup[];
  spotlights: Spotlight[];
}

/** Labels the header content supplies. */
export interface HeaderLabels {
  account: string;
  cart: string;
  search: string;
}
