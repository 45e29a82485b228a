import {describe, expect, it} from 'vitest';
import {communityV2, headerContent, link, menuItem, spotlight, womenV2} from '~/components/shell-fixtures';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import {gatedNavLink, headerModel, navigation, visibleSpotlights} from './header.server';
import type {Spotlight} from './types';

const t = (locale = 'en-US') => createTranslator(messagesFor(locale, ['header']), locale);

describe('navigation', () => {
  it('falls back to the built-in menu, in the page language, when content is unavailable', () => {
    expect(navigation(null, t()).desktop.map((item) => item.text)).toEqual([
      'Women',
      'Men',
      'New',
      'Sale',
      'Community',
    ]);
    expect(navigation(null, t('fr-FR')).mobile.map((item) => item.text)).toEqual([
      'Femme',
      'Homme',
      'Nouveautés',
      'Soldes',
      'Communauté',
    ]);
  });

  it('chooses menu v1 or v2 per device from the content flags', () => {
    const nav = navigation(headerContent({menuV2Desktop: false, menuV2Mobile: true}), t());
    expect(nav.desktop.map((item) => item.text)).toEqual(['Women', 'Community']);
    expect(nav.mobile.map((item) => item.text)).toEqual(['Women', 'Community', 'The Creator Edit']);
  });

  it('puts a v1 item’s links in one untitled group and makes childless items plain links', () => {
    const [women, community] = navigation(headerContent({menuV2Desktop: false}), t()).desktop;
    expect(women.panel?.leftColumn).toEqual([
      {
        id: expect.any(String),
        heading: {text: ''},
        links: [{text: 'Leggings', url: '/collections/womens-leggings'}],
      },
    ]);
    expect(community.panel).toBeUndefined();
  });

  it('shows only the first v2 spotlight when a right column is shown', () => {
    const [women] = navigation(headerContent(), t()).desktop;
    expect(women.panel?.rightColumn.map((group) => group.heading.text)).toEqual(['Featured']);
    expect(women.panel?.spotlights.map((tile) => tile.title)).toEqual(['The DreamKnit Legging']);
  });

  it('shows every v2 spotlight when the right column is hidden or empty', () => {
    const hidden = {...womenV2, rightColumnBehaviour: 'hidden' as const};
    const empty = {...womenV2, id: 'empty', rightColumn: [], rightColumnBehaviour: null};
    const [withHidden, withEmpty] = navigation(headerContent({menuItemsV2: [hidden, empty]}), t()).desktop;
    expect(withHidden.panel?.rightColumn).toEqual([]);
    expect(withHidden.panel?.spotlights).toHaveLength(2);
    expect(withEmpty.panel?.spotlights).toHaveLength(2);
  });

  it('lets a replacing right column take the spotlights’ place', () => {
    const replacing = {...womenV2, rightColumnBehaviour: 'replace-spotlight' as const};
    const [women] = navigation(headerContent({menuItemsV2: [replacing]}), t()).desktop;
    expect(women.panel?.rightColumn).toHaveLength(1);
    expect(women.panel?.spotlights).toEqual([]);
  });

  it('never gives the influencer item a panel, in menu v2 or v1', () => {
    const influencerWithLinks = menuItem('The Creator Edit', {
      url: '/collections/new',
      itemType: 'influencer',
      children: [link('Creators', '/collections/creators')],
    });
    const v2 = navigation(headerContent({menuItemsV2: [womenV2, influencerWithLinks]}), t());
    const v1 = navigation(
      headerContent({menuV2Desktop: false, menuV2Mobile: false, menuItems: [influencerWithLinks]}),
      t(),
    );
    for (const items of [v2.desktop, v1.desktop]) {
      const influencer = items.find((item) => item.text === 'The Creator Edit')!;
      expect(influencer).toEqual({
        id: influencerWithLinks.id,
        text: 'The Creator Edit',
        url: '/collections/new',
      });
    }
  });

  it('skips spotlights switched off in content or missing an image', () => {
    const off = {...spotlight('Off', '/x'), display: false};
    const noImage = {...spotlight('No image', '/y'), image: null};
    const item = {...communityV2, spotlights: [off, noImage, spotlight('Shown', '/z')]};
    const [community] = navigation(headerContent({menuItemsV2: [item]}), t()).desktop;
    expect(community.panel?.spotlights.map((tile) => tile.title)).toEqual(['Shown']);
  });
});

describe('headerModel', () => {
  it('sends the bar’s items without their panels, marking which ones open one', () => {
    const model = headerModel(headerContent(), t());
    expect(model.items).toEqual([
      {id: womenV2.id, text: 'Women', url: '/collections/women', hasPanel: true},
      {id: communityV2.id, text: 'Community', url: '/blogs/community', hasPanel: true},
      {id: expect.any(String), text: 'The Creator Edit', url: '/collections/new'},
    ]);
    expect(model.fromContent).toBe(true);
    expect(headerModel(null, t()).fromContent).toBe(false);
  });

  it('adds the gated shopper’s entry', () => {
    const model = headerModel(null, t(), {signedIn: true, gated: {collectionHandle: 'warehouse-sale'}});
    expect(model.gatedLink).toEqual({
      text: 'Warehouse Sale',
      url: '/collections/warehouse-sale',
      color: '#b42318',
    });
    expect(model.signedIn).toBe(true);
  });
});

describe('gatedNavLink', () => {
  it('takes label and colour from the gated configuration', () => {
    expect(gatedNavLink({collectionHandle: 'vip', linkTitle: 'VIP Sale', linkColor: '#123456'})).toEqual({
      text: 'VIP Sale',
      url: '/collections/vip',
      color: '#123456',
    });
  });

  it('shows nothing for shoppers who are not gated or whose entry is switched off', () => {
    expect(gatedNavLink(null)).toBeNull();
    expect(gatedNavLink({collectionHandle: 'vip', displayNavigationLink: false})).toBeNull();
  });
});

describe('visibleSpotlights', () => {
  const tiles = [{id: 'a'}, {id: 'b'}] as Spotlight[];
  it.each([
    [true, 'alongside-spotlight', ['a']],
    [false, 'alongside-spotlight', ['a', 'b']],
    [true, 'replace-spotlight', []],
  ] as const)('right column shown %s, %s → %j', (shown, behaviour, expected) => {
    expect(visibleSpotlights(tiles, shown, behaviour).map((tile) => tile.id)).toEqual(expected);
  });
});
