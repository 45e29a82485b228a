import {useMemo} from 'react';
import type {MenuItem, Spotlight as SpotlightContent} from '@cms/mappers/header';
import {reportError, type CmsErrorCode} from '~/lib/errors';
import {CONTENT_ERROR_CODES} from '@cms/codes';
import type {HeaderContent} from '~/lib/root-data';
import {DEFAULT_HEADER_LABELS, FALLBACK_NAV_ITEMS} from './fallback-nav';
import type {HeaderLabels, NavGroup, NavItem, NavLink, Spotlight} from './nav-model';
import {uiLabelsFor, type UiLabels} from './ui-labels';

/**
 * The header content view model (cms/mappers/header.ts). The right-column
 * behaviour is widened to a string: values reach the browser as JSON, so the
 * header checks them itself rather than trusting the type.
 */
export type MenuItemContent = Omit<MenuItem, 'rightColumnBehaviour' | 'children' | 'rightColumn'> & {
  rightColumnBehaviour: string | null;
  children: MenuItemContent[];
  rightColumn: MenuItemContent[];
};
export type HeaderContentInput = Omit<HeaderContent, 'menuItems' | 'menuItemsV2'> & {
  menuItems: MenuItemContent[];
  menuItemsV2: MenuItemContent[];
};

export type MenuVersion = 1 | 2;

/**
 * How a mega menu's right column sits with its spotlights: next to them,
 * instead of them, or not at all. Anything else is reported and ignored.
 */
export const RIGHT_COLUMN_BEHAVIOURS = ['alongside-spotlight', 'replace-spotlight', 'hidden'] as const;
export type RightColumnBehaviour = (typeof RIGHT_COLUMN_BEHAVIOURS)[number];
const DEFAULT_RIGHT_COLUMN_BEHAVIOUR: RightColumnBehaviour = 'alongside-spotlight';

/** The header content's mapping code (cms/codes.ts); an unknown right-column behaviour is a mapping problem. */
export const HEADER_MAP_ERROR = CONTENT_ERROR_CODES.header.map as CmsErrorCode;

export function rightColumnBehaviourOf(item: MenuItemContent): RightColumnBehaviour {
  const value = item.rightColumnBehaviour;
  if (value == null || value === '') return DEFAULT_RIGHT_COLUMN_BEHAVIOUR;
  if ((RIGHT_COLUMN_BEHAVIOURS as readonly string[]).includes(value)) return value as RightColumnBehaviour;
  reportError(HEADER_MAP_ERROR, new Error(`Unknown right-column behaviour "${value}"`), {
    menuItem: item.title,
    rightColumnBehaviour: value,
    known: RIGHT_COLUMN_BEHAVIOURS,
  });
  return DEFAULT_RIGHT_COLUMN_BEHAVIOUR;
}

/** Shell §9: menu v2 shows only the first spotlight when a right column is shown. */
export function visibleSpotlights<T>(spotlights: T[], version: MenuVersion, showsRightColumn: boolean): T[] {
  return version === 2 && showsRightColumn ? spotlights.slice(0, 1) : spotlights;
}

function toLink(item: MenuItemContent): NavLink | null {
  if (!item.url) return null;
  return {
    label: item.title,
    url: item.url,
    ...(item.openInNewTab ? {openInNewTab: true} : {}),
    ...(item.color ? {color: item.color} : {}),
  };
}

function toLinks(items: MenuItemContent[]): NavLink[] {
  return items.map(toLink).filter((link): link is NavLink => link !== null);
}

/** A level 2 item with its level 3 links; a level 2 item without children is a lone link. */
function toGroup(item: MenuItemContent): NavGroup {
  return {id: item.id, heading: toLink(item) ?? {label: item.title}, links: toLinks(item.children)};
}

function toSpotlight(spotlight: SpotlightContent): Spotlight | null {
  if (!spotlight.display || !spotlight.link?.url || !spotlight.image?.url) return null;
  return {
    id: spotlight.id,
    url: spotlight.link.url,
    title: spotlight.link.text,
    description: spotlight.description ?? undefined,
    image: {
      url: spotlight.image.url,
      alt: spotlight.alt ?? spotlight.image.alt,
      width: spotlight.image.width ?? undefined,
      height: spotlight.image.height ?? undefined,
    },
    aspectRatio: spotlight.aspectRatio ?? undefined,
  };
}

/** Menu v1: a top item and its links, in one untitled group. The influencer item stays a link. */
function toV1Item(item: MenuItemContent): NavItem {
  const id = item.id;
  const links = item.itemType === 'influencer' ? [] : toLinks(item.children);
  return {
    id,
    label: item.title,
    url: item.url ?? '/',
    ...(item.color ? {color: item.color} : {}),
    opensPanel: links.length > 0,
    leftColumn: links.length > 0 ? [{id: `${id}-links`, heading: {label: ''}, links}] : [],
    rightColumn: [],
    spotlights: [],
  };
}

/** Menu v2: groups on the left, an optional right column, spotlights per the right-column rules. */
function toV2Item(item: MenuItemContent): NavItem {
  const id = item.id;
  const opensPanel = item.itemType !== 'influencer' && item.itemType !== 'link';
  const behaviour = rightColumnBehaviourOf(item);
  const rightColumn = behaviour === 'hidden' ? [] : item.rightColumn.map(toGroup);
  const spotlights = item.spotlights
    .map(toSpotlight)
    .filter((spotlight): spotlight is Spotlight => spotlight !== null);
  const shownSpotlights =
    behaviour === 'replace-spotlight' && rightColumn.length > 0
      ? []
      : visibleSpotlights(spotlights, 2, rightColumn.length > 0);
  return {
    id,
    label: item.title,
    url: item.url ?? '/',
    ...(item.color ? {color: item.color} : {}),
    opensPanel,
    leftColumn: opensPanel ? item.children.map(toGroup) : [],
    rightColumn: opensPanel ? rightColumn : [],
    spotlights: opensPanel ? shownSpotlights : [],
  };
}

export function menuItemsFor(content: HeaderContentInput | null, version: MenuVersion): NavItem[] {
  const source = version === 2 ? content?.menuItemsV2 : content?.menuItems;
  if (!source || source.length === 0) return FALLBACK_NAV_ITEMS;
  return version === 2 ? source.map(toV2Item) : source.map(toV1Item);
}

export interface HeaderModel {
  desktopItems: NavItem[];
  mobileItems: NavItem[];
  labels: HeaderLabels;
  ui: UiLabels;
}

export function headerModel(content: HeaderContentInput | null, locale: string): HeaderModel {
  const desktopVersion: MenuVersion = content?.menuV2Desktop ? 2 : 1;
  const mobileVersion: MenuVersion = content?.menuV2Mobile ? 2 : 1;
  const desktopItems = menuItemsFor(content, desktopVersion);
  return {
    desktopItems,
    // Shared when both use one version, so content problems are reported once.
    mobileItems: mobileVersion === desktopVersion ? desktopItems : menuItemsFor(content, mobileVersion),
    labels: {
      account: content?.accountButtonLabel || DEFAULT_HEADER_LABELS.account,
      cart: content?.cartButtonLabel || DEFAULT_HEADER_LABELS.cart,
      search: content?.searchButtonLabel || DEFAULT_HEADER_LABELS.search,
    },
    ui: uiLabelsFor(locale),
  };
}

export function useHeaderModel(content: HeaderContentInput | null, locale: string): HeaderModel {
  return useMemo(() => headerModel(content, locale), [content, locale]);
}
