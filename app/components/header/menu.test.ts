import {describe, expect, it} from 'vitest';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import {navigation} from '~/lib/shell/header.server';
import {isNavItemActive, panelMoveFor, targetIndex} from './menu';

const item = (id: string, url: string) => ({id, url});
const builtInMenu = navigation(null, createTranslator(messagesFor('en-US', ['header']), 'en-US')).desktop;

describe('isNavItemActive', () => {
  it.each(['/blogs', '/blogs/community', '/blogs/news/saturday-run-club'])(
    'makes Community the active item on %s',
    (path) => {
      const active = builtInMenu.filter((candidate) => isNavItemActive(candidate, path));
      expect(active.map((candidate) => candidate.text)).toEqual(['Community']);
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

describe('panel keyboard', () => {
  it('follows the reading direction with the left and right arrows', () => {
    expect(panelMoveFor({key: 'ArrowRight', shiftKey: false}, 'ltr')).toBe('next');
    expect(panelMoveFor({key: 'ArrowRight', shiftKey: false}, 'rtl')).toBe('previous');
    expect(panelMoveFor({key: 'Tab', shiftKey: true}, 'ltr')).toBe('previous');
    expect(panelMoveFor({key: 'a', shiftKey: false}, 'ltr')).toBeNull();
  });

  it('wraps at both ends and starts at the edge when nothing is focused', () => {
    expect(targetIndex(3, 4, 'next')).toBe(0);
    expect(targetIndex(0, 4, 'previous')).toBe(3);
    expect(targetIndex(-1, 4, 'next')).toBe(0);
    expect(targetIndex(-1, 4, 'previous')).toBe(3);
    expect(targetIndex(2, 0, 'next')).toBe(-1);
  });
});
