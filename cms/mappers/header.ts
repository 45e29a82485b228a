import type {ContentEntry} from '../entry';
import {safeUrl} from '../url';
import type {MapContext} from '../map-context';
import {booleanOr, entryList, optionalAsset, optionalEntry, optionalText, requiredText} from '../read';
import {mapLink, type Link} from './link';
import {toImage, type Image} from './media';

/** How a mega menu's right column sits with its spotlights. Anything else is reported and ignored. */
const RIGHT_COLUMN_BEHAVIOURS = ['alongside-spotlight', 'replace-spotlight', 'hidden'] as const;
export type RightColumnBehaviour = (typeof RIGHT_COLUMN_BEHAVIOURS)[number];

/** 'influencer' and 'link' items open no panel. */
type MenuItemType = 'mega-menu' | 'link' | 'influencer';
const MENU_ITEM_TYPES: readonly string[] = ['mega-menu', 'link', 'influencer'];

/** Levels: 1 = top item, 2 = a group in a column, 3 = a link in a group. */
const MAX_MENU_DEPTH = 3;

export interface Spotlight {
  id: string;
  display: boolean;
  link: Link | null;
  description: string | null;
  image: Image | null;
  alt: string | null;
  aspectRatio: string | null;
}

export interface MenuItem {
  id: string;
  title: string;
  url: string | null;
  openInNewTab: boolean;
  color: string | null;
  itemType: MenuItemType | null;
  /** Level 1: the left column's groups; level 2: a group's links. */
  children: MenuItem[];
  rightColumn: MenuItem[];
  /** null when content leaves it empty or holds an unknown value. */
  rightColumnBehaviour: RightColumnBehaviour | null;
  spotlights: Spotlight[];
}

/** Field names follow the content model, which app/components/header reads directly. */
export interface Header {
  accountButtonLabel: string | null;
  cartButtonLabel: string | null;
  searchButtonLabel: string | null;
  discountBannerText: string | null;
  /** Menu version 2 on desktop / on mobile; version 1 otherwise. */
  menuV2Desktop: boolean;
  menuV2Mobile: boolean;
  /** Menu v1: top items and their links. */
  menuItems: MenuItem[];
  /** Menu v2: top items with mega menus, up to three levels. */
  menuItemsV2: MenuItem[];
}

export type MenuVersion = 1 | 2;

export function menuVersionOf(header: Header, device: 'desktop' | 'mobile'): MenuVersion {
  return (device === 'desktop' ? header.menuV2Desktop : header.menuV2Mobile) ? 2 : 1;
}

function mapSpotlight(entry: ContentEntry): Spotlight {
  const alt = optionalText(entry, 'alt');
  const link = optionalEntry(entry, 'link');
  return {
    id: entry.id,
    display: booleanOr(entry, 'display', false),
    link: link ? mapLink(link) : null,
    description: optionalText(entry, 'description'),
    image: toImage(optionalAsset(entry, 'image'), alt),
    alt,
    aspectRatio: optionalText(entry, 'aspectRatio'),
  };
}

function mapRightColumnBehaviour(entry: ContentEntry, ctx: MapContext): RightColumnBehaviour | null {
  const value = optionalText(entry, 'rightColumnBehaviour');
  if (value === null) return null;
  if ((RIGHT_COLUMN_BEHAVIOURS as readonly string[]).includes(value)) return value as RightColumnBehaviour;
  ctx.warn(new Error(`menu_item ${entry.id}: unknown right-column behaviour "${value}"`));
  return null;
}

function mapItemType(entry: ContentEntry, ctx: MapContext): MenuItemType | null {
  const value = optionalText(entry, 'itemType');
  if (value === null || MENU_ITEM_TYPES.includes(value)) return value as MenuItemType | null;
  ctx.warn(new Error(`menu_item ${entry.id}: unknown item type "${value}"`));
  return null;
}

function mapMenuItem(entry: ContentEntry, level: number, ctx: MapContext): MenuItem {
  const deeper = (field: string) =>
    level < MAX_MENU_DEPTH ? entryList(entry, field).map((child) => mapMenuItem(child, level + 1, ctx)) : [];
  const isTop = level === 1;
  return {
    id: entry.id,
    title: requiredText(entry, 'title'),
    url: safeUrl(optionalText(entry, 'url')),
    openInNewTab: booleanOr(entry, 'openInNewTab', false),
    color: optionalText(entry, 'color'),
    itemType: isTop ? mapItemType(entry, ctx) : null,
    children: deeper('children'),
    rightColumn: isTop ? deeper('rightColumn') : [],
    rightColumnBehaviour: isTop ? mapRightColumnBehaviour(entry, ctx) : null,
    spotlights: isTop ? entryList(entry, 'spotlights').map(mapSpotlight) : [],
  };
}

export function mapHeader(entry: ContentEntry, ctx: MapContext): Header {
  const topItems = (field: string) => entryList(entry, field).map((item) => mapMenuItem(item, 1, ctx));
  return {
    accountButtonLabel: optionalText(entry, 'accountButtonLabel'),
    cartButtonLabel: optionalText(entry, 'cartButtonLabel'),
    searchButtonLabel: optionalText(entry, 'searchButtonLabel'),
    discountBannerText: optionalText(entry, 'discountBannerText'),
    menuV2Desktop: booleanOr(entry, 'menuV2Desktop', false),
    menuV2Mobile: booleanOr(entry, 'menuV2Mobile', false),
    menuItems: topItems('menuItems'),
    menuItemsV2: topItems('menuItemsV2'),
  };
}
