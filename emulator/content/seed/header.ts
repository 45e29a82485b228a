import type {LinkValue} from '../model';
import {copy, single, type SeedBuilder} from './builder';
import type {CopyKey} from './copy';
import {linkEntry} from './links';

type Gender = 'women' | 'men';
type Category =
  | 'leggings'
  | 'joggers'
  | 'shorts'
  | 'tees'
  | 'tanks'
  | 'hoodies'
  | 'jackets'
  | 'sports-bras'
  | 'shoes'
  | 'accessories';

const CLOTHING: Category[] = [
  'leggings',
  'joggers',
  'shorts',
  'tees',
  'tanks',
  'hoodies',
  'jackets',
  'sports-bras',
];
const SHOES_AND_ACCESSORIES: Category[] = ['shoes', 'accessories'];
const SALE_RED = '#c8102e';

// Right-column behaviours the app knows: alongside-spotlight, replace-spotlight, hidden. The draft
// "Gift Guide" item carries an unknown one ("carousel") on purpose.

interface MenuItemFields {
  title: CopyKey;
  url?: string;
  color?: string;
  itemType?: 'mega-menu' | 'link' | 'influencer';
  children?: LinkValue[];
  rightColumn?: LinkValue[];
  rightColumnBehaviour?: string;
  spotlights?: LinkValue[];
}

function menuItem(b: SeedBuilder, id: string, item: MenuItemFields, draft = false): LinkValue {
  const fields = {
    internalName: single(`Menu: ${id}`),
    title: copy(item.title),
    ...(item.url ? {url: single(item.url)} : {}),
    openInNewTab: single(false),
    ...(item.color ? {color: single(item.color)} : {}),
    ...(item.itemType ? {itemType: single(item.itemType)} : {}),
    ...(item.children ? {children: single(item.children)} : {}),
    ...(item.rightColumn ? {rightColumn: single(item.rightColumn)} : {}),
    ...(item.rightColumnBehaviour ? {rightColumnBehaviour: single(item.rightColumnBehaviour)} : {}),
    ...(item.spotlights ? {spotlights: single(item.spotlights)} : {}),
  };
  return b.entry('menu_item', id, fields, {draft});
}

function spotlight(
  b: SeedBuilder,
  id: string,
  key: 'womenLeggings' | 'womenShorts' | 'menJoggers' | 'menJackets' | 'new' | 'sale' | 'community',
  href: string,
  aspectRatio: string,
): LinkValue {
  const alt = copy(`spotlight.${key}.alt`);
  return b.entry('spotlight_item', id, {
    internalName: single(`Spotlight: ${key}`),
    display: single(true),
    link: single(linkEntry(b, `${id}Link`, `spotlight.${key}.title`, href)),
    description: copy(`spotlight.${key}.description`),
    image: single(b.image(`${id}Image`, {alt, width: 800, height: aspectRatio === '1/1' ? 800 : 1000})),
    alt,
    aspectRatio: single(aspectRatio),
  });
}

function collectionPrefix(gender: Gender): string {
  return gender === 'women' ? 'womens' : 'mens';
}

function categoryLinks(b: SeedBuilder, gender: Gender, categories: Category[]): LinkValue[] {
  return categories
    .filter((category) => gender === 'women' || category !== 'sports-bras')
    .map((category) =>
      menuItem(b, `menu-${gender}-${category}`, {
        title: `category.${category}`,
        url: `/collections/${collectionPrefix(gender)}-${category}`,
      }),
    );
}

export function seedHeader(b: SeedBuilder): void {
  const shopAll = {
    women: menuItem(b, 'menu-women-all', {title: 'nav.shopAllWomen', url: '/collections/women'}),
    men: menuItem(b, 'menu-men-all', {title: 'nav.shopAllMen', url: '/collections/men'}),
    new: menuItem(b, 'menu-new-all', {title: 'nav.shopAllNew', url: '/collections/new'}),
    sale: menuItem(b, 'menu-sale-all', {title: 'nav.shopAllSale', url: '/collections/sale'}),
  };
  const clothing = {women: categoryLinks(b, 'women', CLOTHING), men: categoryLinks(b, 'men', CLOTHING)};
  const shoesAndAccessories = {
    women: categoryLinks(b, 'women', SHOES_AND_ACCESSORIES),
    men: categoryLinks(b, 'men', SHOES_AND_ACCESSORIES),
  };
  const newArrivals = menuItem(b, 'menu-new-arrivals', {title: 'nav.newArrivals', url: '/collections/new'});
  const womensSale = menuItem(b, 'menu-womens-sale', {
    title: 'nav.womensSale',
    url: '/collections/womens-sale',
    color: SALE_RED,
  });
  const mensSale = menuItem(b, 'menu-mens-sale', {
    title: 'nav.mensSale',
    url: '/collections/mens-sale',
    color: SALE_RED,
  });
  const stories = menuItem(b, 'menu-stories', {title: 'nav.stories', url: '/blogs/community'});
  const communityProgram = menuItem(b, 'menu-community-program', {
    title: 'nav.communityProgram',
    url: '/pages/community',
  });
  const newForGender = {
    women: menuItem(b, 'menu-new-women', {title: 'nav.women', url: '/collections/women'}),
    men: menuItem(b, 'menu-new-men', {title: 'nav.men', url: '/collections/men'}),
  };

  // Menu v1: two levels, a title per top item and its links.
  const menuV1 = [
    menuItem(b, 'menu-v1-women', {
      title: 'nav.women',
      url: '/collections/women',
      children: [shopAll.women, ...clothing.women, ...shoesAndAccessories.women],
    }),
    menuItem(b, 'menu-v1-men', {
      title: 'nav.men',
      url: '/collections/men',
      children: [shopAll.men, ...clothing.men, ...shoesAndAccessories.men],
    }),
    menuItem(b, 'menu-v1-new', {
      title: 'nav.new',
      url: '/collections/new',
      children: [shopAll.new, newForGender.women, newForGender.men],
    }),
    menuItem(b, 'menu-v1-sale', {
      title: 'nav.sale',
      url: '/collections/sale',
      color: SALE_RED,
      children: [shopAll.sale, womensSale, mensSale],
    }),
    menuItem(b, 'menu-v1-community', {title: 'nav.community', url: '/blogs/community'}),
  ];

  // Menu v2: level 1 items open mega menus whose left column holds level 2 groups of level 3 links.
  const genderMegaMenu = (gender: Gender, sale: LinkValue, spotlights: LinkValue[]) =>
    menuItem(b, `menu-v2-${gender}`, {
      title: gender === 'women' ? 'nav.women' : 'nav.men',
      url: `/collections/${gender}`,
      itemType: 'mega-menu',
      children: [
        menuItem(b, `menu-v2-${gender}-clothing`, {
          title: 'nav.clothing',
          url: `/collections/${gender}`,
          children: [shopAll[gender], ...clothing[gender]],
        }),
        menuItem(b, `menu-v2-${gender}-shoes-accessories`, {
          title: 'nav.shoesAccessories',
          children: shoesAndAccessories[gender],
        }),
      ],
      rightColumn: [
        menuItem(b, `menu-v2-${gender}-featured`, {
          title: 'nav.featured',
          children: [newArrivals, sale, stories],
        }),
      ],
      rightColumnBehaviour: 'alongside-spotlight',
      spotlights,
    });

  const menuV2 = [
    genderMegaMenu('women', womensSale, [
      spotlight(b, 'spotlight-women-leggings', 'womenLeggings', '/collections/womens-leggings', '4/5'),
      spotlight(b, 'spotlight-women-shorts', 'womenShorts', '/collections/womens-shorts', '4/5'),
    ]),
    genderMegaMenu('men', mensSale, [
      spotlight(b, 'spotlight-men-joggers', 'menJoggers', '/collections/mens-joggers', '4/5'),
      spotlight(b, 'spotlight-men-jackets', 'menJackets', '/collections/mens-jackets', '4/5'),
    ]),
    menuItem(b, 'menu-v2-new', {
      title: 'nav.new',
      url: '/collections/new',
      itemType: 'mega-menu',
      children: [
        menuItem(b, 'menu-v2-new-shop', {
          title: 'nav.newArrivals',
          children: [shopAll.new, newForGender.women, newForGender.men],
        }),
      ],
      spotlights: [spotlight(b, 'spotlight-new', 'new', '/collections/new', '1/1')],
    }),
    menuItem(b, 'menu-v2-sale', {
      title: 'nav.sale',
      url: '/collections/sale',
      color: SALE_RED,
      itemType: 'mega-menu',
      children: [
        menuItem(b, 'menu-v2-sale-shop', {title: 'nav.sale', children: [shopAll.sale, womensSale, mensSale]}),
      ],
      rightColumn: [menuItem(b, 'menu-v2-sale-featured', {title: 'nav.featured', children: [newArrivals]})],
      rightColumnBehaviour: 'replace-spotlight',
      spotlights: [spotlight(b, 'spotlight-sale', 'sale', '/collections/sale', '1/1')],
    }),
    menuItem(b, 'menu-v2-community', {
      title: 'nav.community',
      url: '/blogs/community',
      itemType: 'mega-menu',
      children: [
        menuItem(b, 'menu-v2-community-links', {
          title: 'nav.community',
          children: [stories, communityProgram],
        }),
      ],
      rightColumnBehaviour: 'hidden',
      spotlights: [spotlight(b, 'spotlight-community', 'community', '/pages/community', '4/5')],
    }),
    menuItem(b, 'menu-v2-creator-edit', {
      title: 'nav.creatorEdit',
      url: '/collections/new',
      itemType: 'influencer',
    }),
  ];

  // Preview only: a draft item whose right-column behaviour is unknown, for the app's log-and-ignore path.
  const giftGuideDraft = menuItem(
    b,
    'menu-v2-gift-guide',
    {
      title: 'nav.giftGuide',
      url: '/collections/new',
      itemType: 'mega-menu',
      children: [
        menuItem(b, 'menu-v2-gift-guide-shop', {title: 'nav.giftGuide', children: [shopAll.new]}, true),
      ],
      rightColumn: [newArrivals],
      rightColumnBehaviour: 'carousel',
    },
    true,
  );

  b.entry(
    'header',
    'header',
    {
      internalName: single('Site header'),
      accountButtonLabel: copy('header.account'),
      cartButtonLabel: copy('header.cart'),
      searchButtonLabel: copy('header.search'),
      discountBannerText: copy('header.discountBanner'),
      menuItems: single(menuV1),
      menuV2Desktop: single(true),
      menuV2Mobile: single(true),
      menuItemsV2: single(menuV2),
    },
    {pendingChanges: {menuItemsV2: single([...menuV2.slice(0, 5), giftGuideDraft, menuV2[5]])}},
  );
}
