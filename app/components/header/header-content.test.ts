import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {FALLBACK_NAV_ITEMS} from './fallback-nav';
import {HEADER_MAP_ERROR, headerModel, visibleSpotlights} from './header-content';
import {communityV2, headerContent, link, menuItem, spotlight, womenV2} from './header-fixtures';

let reports: ErrorReport[];
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => {
  setErrorSink(consoleSink);
});

describe('headerModel', () => {
  it('falls back to the built-in menu and labels when content is unavailable', () => {
    const model = headerModel(null, 'en-US');
    expect(model.desktopItems.map((item) => item.label)).toEqual([
      'Women',
      'Men',
      'New',
      'Sale',
      'Community',
    ]);
    expect(model.mobileItems).toBe(FALLBACK_NAV_ITEMS);
    expect(model.labels).toEqual({account: 'Account', cart: 'Bag', search: 'Search'});
  });

  it('chooses menu v1 or v2 per device from the content flags', () => {
    const model = headerModel(headerContent({menuV2Desktop: false, menuV2Mobile: true}), 'en-US');
    expect(model.desktopItems.map((item) => item.label)).toEqual(['Women', 'Community']);
    expect(model.mobileItems.map((item) => item.label)).toEqual(['Women', 'Community', 'The Creator Edit']);
  });

  it('puts a v1 item’s links in one untitled group and makes childless items plain links', () => {
    const [women, community] = headerModel(headerContent({menuV2Desktop: false}), 'en-US').desktopItems;
    expect(women.opensPanel).toBe(true);
    expect(women.leftColumn).toEqual([
      {
        id: expect.any(String),
        heading: {label: ''},
        links: [{label: 'Leggings', url: '/collections/womens-leggings'}],
      },
    ]);
    expect(community.opensPanel).toBe(false);
  });

  it('shows only the first v2 spotlight when a right column is shown', () => {
    const [women] = headerModel(headerContent(), 'en-US').desktopItems;
    expect(women.rightColumn.map((group) => group.heading.label)).toEqual(['Featured']);
    expect(women.spotlights.map((tile) => tile.title)).toEqual(['The DreamKnit Legging']);
  });

  it('shows every v2 spotlight when the right column is hidden or empty', () => {
    const hidden = {...womenV2, rightColumnBehaviour: 'hidden'};
    const empty = {...womenV2, rightColumn: [], rightColumnBehaviour: null};
    const [withHidden, withEmpty] = headerModel(
      headerContent({menuItemsV2: [hidden, empty]}),
      'en-US',
    ).desktopItems;
    expect(withHidden.rightColumn).toEqual([]);
    expect(withHidden.spotlights).toHaveLength(2);
    expect(withEmpty.spotlights).toHaveLength(2);
  });

  it('lets a replacing right column take the spotlights’ place', () => {
    const replacing = {...womenV2, rightColumnBehaviour: 'replace-spotlight'};
    const [women] = headerModel(headerContent({menuItemsV2: [replacing]}), 'en-US').desktopItems;
    expect(women.rightColumn).toHaveLength(1);
    expect(women.spotlights).toEqual([]);
  });

  it('reports an unknown right-column behaviour once and ignores it', () => {
    const unknown = {...womenV2, title: 'Gift Guide', rightColumnBehaviour: 'carousel'};
    const [giftGuide] = headerModel(headerContent({menuItemsV2: [unknown]}), 'en-US').desktopItems;
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      code: HEADER_MAP_ERROR,
      details: {menuItem: 'Gift Guide', rightColumnBehaviour: 'carousel'},
    });
    // Ignored: the item renders as with the default behaviour (right column beside one spotlight).
    expect(giftGuide.rightColumn).toHaveLength(1);
    expect(giftGuide.spotlights).toHaveLength(1);
  });

  it('does not report the known behaviours', () => {
    headerModel(headerContent({menuItemsV2: [womenV2, communityV2]}), 'en-US');
    expect(reports).toEqual([]);
  });

  it('never gives the influencer item a panel, in menu v2 or v1', () => {
    const influencerWithLinks = menuItem('The Creator Edit', {
      url: '/collections/new',
      itemType: 'influencer',
      children: [link('Creators', '/collections/creators')],
    });
    const v2 = headerModel(headerContent({menuItemsV2: [womenV2, influencerWithLinks]}), 'en-US');
    const v1 = headerModel(
      headerContent({menuV2Desktop: false, menuV2Mobile: false, menuItems: [influencerWithLinks]}),
      'en-US',
    );
    for (const items of [v2.desktopItems, v1.desktopItems]) {
      const influencer = items.find((item) => item.label === 'The Creator Edit')!;
      expect(influencer).toMatchObject({
        url: '/collections/new',
        opensPanel: false,
        leftColumn: [],
        rightColumn: [],
        spotlights: [],
      });
    }
  });

  it('skips spotlights switched off in content or missing an image', () => {
    const off = {...spotlight('Off', '/x'), display: false};
    const noImage = {...spotlight('No image', '/y'), image: null};
    const item = {...communityV2, spotlights: [off, noImage, spotlight('Shown', '/z')]};
    const [community] = headerModel(headerContent({menuItemsV2: [item]}), 'en-US').desktopItems;
    expect(community.spotlights.map((tile) => tile.title)).toEqual(['Shown']);
  });

  it('takes control labels in the page language', () => {
    expect(headerModel(null, 'ar-AE').ui.menu).toBe('القائمة');
    expect(headerModel(null, 'fr-FR').ui.closeMenu).toBe('Fermer le menu');
    expect(headerModel(null, 'zh-HK').ui.menu).toBe('選單');
    expect(headerModel(null, 'zh-SG').ui.menu).toBe('菜单');
  });
});

describe('visibleSpotlights', () => {
  it.each([
    [2, true, ['a']],
    [2, false, ['a', 'b']],
    [1, true, ['a', 'b']],
  ] as const)('menu v%s with right column %s shows %j', (version, rightColumn, expected) => {
    expect(visibleSpotlights(['a', 'b'], version, rightColumn)).toEqual(expected);
  });
});
