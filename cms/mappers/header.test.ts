import {describe, expect, it} from 'vitest';
import {entry, image, link, recordingContext} from '../test-fixtures';
import {mapHeader, menuVersionOf} from './header';

const menuItem = (title: string, fields: Record<string, unknown> = {}) =>
  entry('menu_item', {title, ...fields}, `menu-${title}`);

describe('mapHeader', () => {
  it('maps labels, menu versions and both menus', () => {
    const header = mapHeader(
      entry('header', {
        accountButtonLabel: 'Account',
        cartButtonLabel: 'Bag',
        searchButtonLabel: 'Search',
        menuV2Desktop: true,
        menuItems: [
          menuItem('Women', {
            url: '/collections/women',
            children: [menuItem('Leggings', {url: '/collections/womens-leggings'})],
          }),
        ],
        menuItemsV2: [menuItem('Creators', {url: '/collections/new', itemType: 'influencer'})],
      }),
      recordingContext(),
    );
    expect(header).toMatchObject({
      accountButtonLabel: 'Account',
      cartButtonLabel: 'Bag',
      discountBannerText: null,
      menuV2Mobile: false,
    });
    expect(menuVersionOf(header, 'desktop')).toBe(2);
    expect(menuVersionOf(header, 'mobile')).toBe(1);
    expect(header.menuItems[0].children[0]).toMatchObject({
      title: 'Leggings',
      url: '/collections/womens-leggings',
      children: [],
    });
    expect(header.menuItemsV2[0]).toMatchObject({itemType: 'influencer', rightColumn: [], spotlights: []});
  });

  it('keeps three levels and drops anything deeper', () => {
    const level4 = menuItem('Level 4');
    const level3 = menuItem('Level 3', {children: [level4]});
    const level2 = menuItem('Level 2', {children: [level3]});
    const header = mapHeader(
      entry('header', {menuItemsV2: [menuItem('Level 1', {children: [level2]})]}),
      recordingContext(),
    );
    expect(header.menuItemsV2[0].children[0].children[0]).toMatchObject({title: 'Level 3', children: []});
  });

  it('reports and ignores an unknown right-column behaviour', () => {
    const ctx = recordingContext();
    const header = mapHeader(
      entry('header', {
        menuItemsV2: [
          menuItem('Gifts', {
            rightColumnBehaviour: 'carousel',
            rightColumn: [menuItem('New', {url: '/collections/new'})],
          }),
          menuItem('Women', {rightColumnBehaviour: 'replace-spotlight'}),
        ],
      }),
      ctx,
    );
    expect(header.menuItemsV2.map((item) => item.rightColumnBehaviour)).toEqual([null, 'replace-spotlight']);
    expect(header.menuItemsV2[0].rightColumn.map((item) => item.title)).toEqual(['New']);
    expect(ctx.warnings).toEqual(['menu_item menu-Gifts: unknown right-column behaviour "carousel"']);
  });

  it('maps spotlights with link, image and alt text', () => {
    const spotlight = entry('spotlight_item', {
      display: true,
      link: link('The Legging', '/collections/womens-leggings'),
      description: 'Soft.',
      image: image('legging'),
      alt: 'A legging',
      aspectRatio: '4/5',
    });
    const header = mapHeader(
      entry('header', {menuItemsV2: [menuItem('Women', {spotlights: [spotlight]})]}),
      recordingContext(),
    );
    expect(header.menuItemsV2[0].spotlights[0]).toEqual({
      id: spotlight.id,
      display: true,
      link: {text: 'The Legging', url: '/collections/womens-leggings', openInNewTab: false},
      description: 'Soft.',
      image: {url: 'https://cdn.example/legging.svg', alt: 'A legging', width: 800, height: 1000},
      alt: 'A legging',
      aspectRatio: '4/5',
    });
  });

  it('needs a title on every menu item', () => {
    expect(() =>
      mapHeader(entry('header', {menuItems: [entry('menu_item', {url: '/x'})]}), recordingContext()),
    ).toThrow(/title/);
  });
});
