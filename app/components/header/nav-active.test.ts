import {describe, expect, it} from 'vitest';
import {FALLBACK_NAV_ITEMS} from './fallback-nav';
import {isNavItemActive} from './nav-active';
import type {NavItem} from './nav-model';

const item = (id: string, url: string): NavItem => ({
  id,
  label: id,
  url,
  opensPanel: false,
  leftColumn: [],
  rightColumn: [],
  spotlights: [],
});

describe('isNavItemActive', () => {
  it.each(['/blogs', '/blogs/community', '/blogs/news/saturday-run-club'])(
    'makes Community the active item on %s',
    (path) => {
      const active = FALLBACK_NAV_ITEMS.filter((candidate) => isNavItemActive(candidate, path));
      expect(active.map((candidate) => candidate.label)).toEqual(['Community']);
    },
  );

  it('recognises a content Community item by where it points', () => {
    expect(isNavItemActive(item('menu-v2-community', '/pages/community'), '/blogs/stories')).toBe(true);
    expect(isNavItemActive(item('menu-v2-women', '/collections/women'), '/blogs/stories')).toBe(false);
  });

  it('marks an item active on its own page and below it, not on look-alike paths', () => {
    const women = item('women', '/collections/women');
    expect(isNavItemActive(women, '/collections/women')).toBe(true);
    expect(isNavItemActive(women, '/collections/women/leggings')).toBe(true);
    expect(isNavItemActive(women, '/collections/womens-leggings')).toBe(false);
    expect(isNavItemActive(women, '/blogsy')).toBe(false);
  });

  it('never marks an item pointing home or off-site as active', () => {
    expect(isNavItemActive(item('home', '/'), '/')).toBe(false);
    expect(isNavItemActive(item('x', 'https://example.com/a'), '/a')).toBe(false);
  });
});
