import type {Spotlight as SpotlightContent} from '@cms/mappers/header';
import type {HeaderContentInput, MenuItemContent} from './header-content';

/** Test fixtures in the header content view model's shape, modelled on the seeded store. */
export function menuItem(title: string, fields: Partial<MenuItemContent> = {}): MenuItemContent {
  return {
    id: `menu-${title.toLowerCase().replace(/\W+/g, '-')}`,
    title,
    url: null,
    openInNewTab: false,
    color: null,
    itemType: null,
    children: [],
    rightColumn: [],
    rightColumnBehaviour: null,
    spotlights: [],
    ...fields,
  };
}

export const link = (title: string, url: string) => menuItem(title, {url, id: `link-${url}-${title}`});

export const spotlight = (title: string, url: string): SpotlightContent => ({
  id: `spotlight-${title}`,
  display: true,
  link: {text: title, url, openInNewTab: false},
  description: `${title} description`,
  image: {url: `/images/${encodeURIComponent(title)}.jpg`, alt: '', width: 800, height: 1000},
  alt: `${title} photo`,
  aspectRatio: '4/5',
});

export const womenV2 = menuItem('Women', {
  url: '/collections/women',
  itemType: 'mega-menu',
  children: [
    menuItem('Clothing', {
      url: '/collections/women',
      children: [
        link('Shop All Women', '/collections/women'),
        link('Leggings', '/collections/womens-leggings'),
      ],
    }),
    menuItem('Shoes & Accessories', {children: [link('Shoes', '/collections/womens-shoes')]}),
  ],
  rightColumn: [menuItem('Featured', {children: [link('New Arrivals', '/collections/new')]})],
  rightColumnBehaviour: 'alongside-spotlight',
  spotlights: [
    spotlight('The DreamKnit Legging', '/collections/womens-leggings'),
    spotlight('Run Club Shorts', '/collections/womens-shorts'),
  ],
});

export const communityV2 = menuItem('Community', {
  url: '/blogs/community',
  itemType: 'mega-menu',
  children: [
    menuItem('Community Links', {
      children: [link('Stories', '/blogs/community'), link('Community Program', '/pages/community')],
    }),
  ],
  rightColumnBehaviour: 'hidden',
  spotlights: [spotlight('Saturday Run Club', '/pages/community')],
});

export const influencerV2 = menuItem('The Creator Edit', {url: '/collections/new', itemType: 'influencer'});

export const headerContent = (overrides: Partial<HeaderContentInput> = {}): HeaderContentInput => ({
  accountButtonLabel: 'Account',
  cartButtonLabel: 'Cart',
  searchButtonLabel: 'Search',
  discountBannerText: null,
  menuItems: [
    menuItem('Women', {
      url: '/collections/women',
      children: [link('Leggings', '/collections/womens-leggings')],
    }),
    menuItem('Community', {url: '/blogs/community'}),
  ],
  menuV2Desktop: true,
  menuV2Mobile: true,
  menuItemsV2: [womenV2, communityV2, influencerV2],
  ...overrides,
});
