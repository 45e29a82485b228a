import type {HeaderLabels, NavItem} from './nav-model';

const plainLink = (id: string, label: string, url: string): NavItem => ({
  id,
  label,
  url,
  opensPanel: false,
  leftColumn: [],
  rightColumn: [],
  spotlights: [],
});

/** The header shown when the content service cannot give us one. */
export const FALLBACK_NAV_ITEMS: NavItem[] = [
  plainLink('women', 'Women', '/collections/women'),
  plainLink('men', 'Men', '/collections/men'),
  plainLink('new', 'New', '/collections/new'),
  plainLink('sale', 'Sale', '/collections/sale'),
  plainLink('community', 'Community', '/blogs/community'),
];

export const DEFAULT_HEADER_LABELS: HeaderLabels = {
  account: 'Account',
  cart: 'Bag',
  search: 'Search',
};
