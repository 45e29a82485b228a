import type {
  Header,
  MenuItem,
  RightColumnBehaviour,
  Spotlight as SpotlightContent,
} from '@cms/mappers/header';
import type {Link} from '@cms/mappers/link';
import type {Translate} from '~/lib/i18n/translator';
import type {
  HeaderModel,
  LinkView,
  NavEntry,
  NavGroup,
  NavItem,
  NavPanel,
  Navigation,
  Spotlight,
} from './types';

/** The gated shopper's extra menu entry when content gives no title or colour. */
const GATED_LINK_DEFAULT_LABEL = 'Warehouse Sale';
const GATED_LINK_DEFAULT_COLOR = '#b42318';

/** What the customer's gated membership says about the extra menu entry (gated tags content). */
export interface GatedLinkInput {
  collectionHandle: string;
  linkTitle?: string | null;
  linkColor?: string | null;
  displayNavigationLink?: boolean | null;
}

/** A link for the shell: `openInNewTab` and `color` only when set, so the loader data stays small. */
export function toLinkView(
  link: Pick<Link, 'text' | 'url' | 'openInNewTab'>,
  color?: string | null,
): LinkView {
  return {
    text: link.text,
    url: link.url,
    ...(link.openInNewTab ? {openInNewTab: true} : {}),
    ...(color ? {color} : {}),
  };
}

function itemLink(item: MenuItem): LinkView | null {
  return item.url
    ? toLinkView({text: item.title, url: item.url, openInNewTab: item.openInNewTab}, item.color)
    : null;
}

function itemLinks(items: MenuItem[]): LinkView[] {
  return items.map(itemLink).filter((link): link is LinkView => link !== null);
}

/** A level 2 item with its level 3 links; one without a URL is a plain heading. */
function toGroup(item: MenuItem): NavGroup {
  return {id: item.id, heading: itemLink(item) ?? {text: item.title}, links: itemLinks(item.children)};
}

function toSpotlight(spotlight: SpotlightContent): Spotlight | null {
  if (!spotlight.display || !spotlight.link?.url || !spotlight.image?.url) return null;
  const {image} = spotlight;
  return {
    id: spotlight.id,
    url: spotlight.link.url,
    ...(spotlight.link.text ? {title: spotlight.link.text} : {}),
    ...(spotlight.description ? {description: spotlight.description} : {}),
    image: {
      url: image.url,
      alt: spotlight.alt ?? image.alt ?? '',
      ...(image.width ? {width: image.width} : {}),
      ...(image.height ? {height: image.height} : {}),
    },
    ...(spotlight.aspectRatio ? {aspectRatio: spotlight.aspectRatio} : {}),
  };
}

/**
 * Menu v2 spotlights: only the first one while a right column shows beside them, all of
 * them otherwise; a right column that replaces the spotlights leaves none.
 */
export function visibleSpotlights(
  spotlights: Spotlight[],
  rightColumnShown: boolean,
  behaviour: RightColumnBehaviour,
): Spotlight[] {
  if (!rightColumnShown) return spotlights;
  if (behaviour === 'replace-spotlight') return [];
  return spotlights.slice(0, 1);
}

function withPanel(base: NavEntry, panel: NavPanel): NavEntry {
  const empty = panel.leftColumn.length + panel.rightColumn.length + panel.spotlights.length === 0;
  return empty ? base : {...base, panel};
}

function topItem(item: MenuItem): NavEntry {
  return {
    id: item.id,
    ...toLinkView({text: item.title, url: item.url ?? '/', openInNewTab: item.openInNewTab}, item.color),
  };
}

/** Menu v1: a top item and its links in one untitled group. The influencer item is always a plain link. */
function toV1Item(item: MenuItem): NavEntry {
  const links = item.itemType === 'influencer' ? [] : itemLinks(item.children);
  return withPanel(topItem(item), {
    leftColumn: links.length > 0 ? [{id: `${item.id}-links`, heading: {text: ''}, links}] : [],
    rightColumn: [],
    spotlights: [],
  });
}

/** Menu v2: groups on the left, an optional right column, spotlights by the right column's behaviour. */
function toV2Item(item: MenuItem): NavEntry {
  if (item.itemType === 'influencer' || item.itemType === 'link') return topItem(item);
  const behaviour = item.rightColumnBehaviour ?? 'alongside-spotlight';
  const rightColumn = behaviour === 'hidden' ? [] : item.rightColumn.map(toGroup);
  const spotlights = item.spotlights
    .map(toSpotlight)
    .filter((spotlight): spotlight is Spotlight => spotlight !== null);
  return withPanel(topItem(item), {
    leftColumn: item.children.map(toGroup),
    rightColumn,
    spotlights: visibleSpotlights(spotlights, rightColumn.length > 0, behaviour),
  });
}

function fallbackItems(t: Translate): NavEntry[] {
  const link = (id: 'women' | 'men' | 'new' | 'sale' | 'community', url: string): NavEntry => ({
    id,
    text: t(`header.nav.${id}`),
    url,
  });
  return [
    link('women', '/collections/women'),
    link('men', '/collections/men'),
    link('new', '/collections/new'),
    link('sale', '/collections/sale'),
    link('community', '/blogs/community'),
  ];
}

function menuItems(content: Header, version: 1 | 2): NavEntry[] | null {
  const source = version === 2 ? content.menuItemsV2 : content.menuItems;
  if (source.length === 0) return null;
  return version === 2 ? source.map(toV2Item) : source.map(toV1Item);
}

export function gatedNavLink(gated: GatedLinkInput | null | undefined): LinkView | null {
  if (!gated?.collectionHandle || gated.displayNavigationLink === false) return null;
  return {
    text: gated.linkTitle || GATED_LINK_DEFAULT_LABEL,
    url: `/collections/${encodeURIComponent(gated.collectionHandle)}`,
    color: gated.linkColor || GATED_LINK_DEFAULT_COLOR,
  };
}

/**
 * The menus from content (version 1 or 2 per device, as content's flags say), or the
 * built-in menu in the page's language when content is unavailable or empty.
 */
export function navigation(content: Header | null, t: Translate): Navigation {
  const desktop = content ? menuItems(content, content.menuV2Desktop ? 2 : 1) : null;
  const mobile = content ? menuItems(content, content.menuV2Mobile ? 2 : 1) : null;
  return {desktop: desktop ?? fallbackItems(t), mobile: mobile ?? desktop ?? fallbackItems(t)};
}

/** The header bar: the desktop menu's top items (their panels load on first use), customer links. */
export function headerModel(
  content: Header | null,
  t: Translate,
  customer: {signedIn: boolean; gated?: GatedLinkInput | null} = {signedIn: false},
): HeaderModel {
  const desktop = content ? menuItems(content, content.menuV2Desktop ? 2 : 1) : null;
  return {
    items: (desktop ?? fallbackItems(t)).map(
      ({panel, ...item}): NavItem => (panel ? {...item, hasPanel: true} : item),
    ),
    gatedLink: gatedNavLink(customer.gated),
    signedIn: customer.signedIn,
    fromContent: desktop !== null,
  };
}
