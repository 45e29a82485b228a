// @vitest-environment jsdom
import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {CountryCode} from '@markets';
import {headerContent, renderInShell, shellFixture} from '~/components/shell-fixtures';
import {DesktopNav} from './DesktopNav';

/**
 * The nav with its panels' code and content loaded (they come on the first hover), then the
 * clock stopped so hover delays can be stepped through.
 */
async function renderNav({path = '/', country = 'US'}: {path?: string; country?: CountryCode} = {}) {
  const layout = {header: headerContent()};
  const {header} = shellFixture({layout, country});
  renderInShell(<DesktopNav items={header.items} gatedLink={null} label="Main" />, {path, country, layout});
  fireEvent.pointerOver(await screen.findByRole('navigation', {name: 'Main'}));
  fireEvent.keyDown(trigger('Women'), {key: 'Enter'});
  // Opened from the keyboard, the panel takes focus (in an effect, after its links appear): the
  // Escape must reach it there, or it falls on the page and closes nothing.
  await waitFor(() => expect(linksIn(panelOf('Women'))[0]).toHaveFocus());
  fireEvent.keyDown(document.activeElement!, {key: 'Escape'});
  // Closed for sure before the clock stops (on a busy machine the close can still be pending).
  await waitFor(() => expect(isOpen('Women')).toBe(false));
  vi.useFakeTimers();
}

const trigger = (name: string) => screen.getByRole('button', {name});
const panelOf = (name: string) => document.getElementById(trigger(name).getAttribute('aria-controls')!)!;
const isOpen = (name: string) => trigger(name).getAttribute('aria-expanded') === 'true';
const linksIn = (panel: HTMLElement) => Array.from(panel.querySelectorAll('a'));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DesktopNav with the mouse', () => {
  it('opens a mega menu after 200 ms of hover and closes it 200 ms after the pointer leaves', async () => {
    await renderNav();
    const item = trigger('Women').closest('li')!;
    fireEvent.mouseOver(item);
    act(() => vi.advanceTimersByTime(199));
    expect(isOpen('Women')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen('Women')).toBe(true);
    expect(panelOf('Women')).toHaveAttribute('data-state', 'open');
    expect(screen.getByTestId('menu-overlay')).toHaveAttribute('data-state', 'open');

    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(199));
    expect(isOpen('Women')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen('Women')).toBe(false);
    expect(screen.getByTestId('menu-overlay')).toHaveAttribute('data-state', 'closed');
  });

  it('does not open a menu the pointer only passes over', async () => {
    await renderNav();
    const item = trigger('Women').closest('li')!;
    fireEvent.mouseOver(item);
    act(() => vi.advanceTimersByTime(120));
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(500));
    expect(isOpen('Women')).toBe(false);
  });

  it('opens for a pointer coming from an element replaced under it, and moving within the item does not delay it', async () => {
    await renderNav();
    // The browser sends the over event, from an element React renders, and no out event.
    const from = screen.getByRole('navigation', {name: 'Main'});
    trigger('Women').dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: from}));
    act(() => vi.advanceTimersByTime(150));
    fireEvent.mouseOver(trigger('Women').closest('li')!);
    act(() => vi.advanceTimersByTime(50));
    expect(isOpen('Women')).toBe(true);
  });

  it('keeps a hover-opened menu open when its trigger is then clicked', async () => {
    await renderNav();
    fireEvent.mouseOver(trigger('Women').closest('li')!);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(trigger('Women'));
    expect(isOpen('Women')).toBe(true);
    fireEvent.click(trigger('Women'));
    expect(isOpen('Women')).toBe(false);
  });
});

describe('DesktopNav with the keyboard', () => {
  it.each(['Enter', ' ', 'ArrowDown'])('opens with %j and moves focus to the first link', async (key) => {
    await renderNav();
    trigger('Women').focus();
    fireEvent.keyDown(trigger('Women'), {key});
    expect(isOpen('Women')).toBe(true);
    expect(document.activeElement).toBe(linksIn(panelOf('Women'))[0]);
  });

  it('cycles through the panel’s links with the arrow keys and Tab, wrapping at both ends', async () => {
    await renderNav();
    fireEvent.keyDown(trigger('Women'), {key: 'Enter'});
    const panel = panelOf('Women');
    const links = linksIn(panel);
    expect(links.length).toBeGreaterThan(3);

    fireEvent.keyDown(document.activeElement!, {key: 'ArrowDown'});
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(document.activeElement!, {key: 'Tab'});
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(document.activeElement!, {key: 'ArrowUp'});
    fireEvent.keyDown(document.activeElement!, {key: 'Tab', shiftKey: true});
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(document.activeElement!, {key: 'ArrowUp'});
    expect(document.activeElement).toBe(links[links.length - 1]);
    fireEvent.keyDown(document.activeElement!, {key: 'Tab'});
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(document.activeElement!, {key: 'End'});
    expect(document.activeElement).toBe(links[links.length - 1]);
    fireEvent.keyDown(document.activeElement!, {key: 'Home'});
    expect(document.activeElement).toBe(links[0]);
  });

  it('follows the reading direction with the left and right arrows', async () => {
    await renderNav({country: 'AE', path: '/ar-ae'});
    fireEvent.keyDown(trigger('Women'), {key: 'Enter'});
    const links = linksIn(panelOf('Women'));
    fireEvent.keyDown(document.activeElement!, {key: 'ArrowLeft'});
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(document.activeElement!, {key: 'ArrowRight'});
    expect(document.activeElement).toBe(links[0]);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    await renderNav();
    fireEvent.keyDown(trigger('Women'), {key: 'Enter'});
    fireEvent.keyDown(document.activeElement!, {key: 'ArrowDown'});
    fireEvent.keyDown(document.activeElement!, {key: 'Escape'});
    expect(isOpen('Women')).toBe(false);
    expect(document.activeElement).toBe(trigger('Women'));
  });

  it('opens one panel at a time', async () => {
    await renderNav();
    fireEvent.keyDown(trigger('Women'), {key: 'Enter'});
    fireEvent.keyDown(trigger('Community'), {key: 'Enter'});
    expect(isOpen('Women')).toBe(false);
    expect(isOpen('Community')).toBe(true);
  });
});

describe('DesktopNav items', () => {
  it('renders the influencer item as a plain link with no panel', async () => {
    await renderNav();
    expect(screen.queryByRole('button', {name: 'The Creator Edit'})).toBeNull();
    const link = screen.getByRole('link', {name: 'The Creator Edit'});
    expect(link).toHaveAttribute('href', '/collections/new');
    expect(link).not.toHaveAttribute('aria-controls');
  });

  it('shows the panel’s columns and only the first spotlight beside a right column', async () => {
    await renderNav();
    const panel = panelOf('Women');
    expect(within(panel).getByTestId('mega-menu-right-column')).toHaveTextContent('New Arrivals');
    expect(within(panel).getAllByTestId('mega-menu-spotlight')).toHaveLength(1);
    expect(within(panel).getByRole('img', {name: 'The DreamKnit Legging photo'})).toBeInTheDocument();
  });

  it.each(['/blogs/community', '/blogs/news/a-story'])(
    'marks Community as the current section on %s',
    async (path) => {
      await renderNav({path});
      expect(trigger('Community')).toHaveAttribute('aria-current', 'true');
      expect(trigger('Women')).not.toHaveAttribute('aria-current');
    },
  );

  it('keeps links in the current market', async () => {
    await renderNav({country: 'FR', path: '/fr-fr'});
    expect(screen.getByRole('link', {name: 'The Creator Edit'})).toHaveAttribute(
      'href',
      '/fr-fr/collections/new',
    );
  });
});
