// @vitest-environment jsdom
import {act, cleanup, fireEvent, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {Banner as BannerContent} from '@cms/mappers/banner';
import {CountryDialogs} from '~/components/country/CountryDialogs';
import {closeCountrySwitcher} from '~/components/country/country-switcher-state';
import {renderInShell, shellFixture, shellPartFixture} from '~/components/shell-fixtures';
import {PromoBannerSection} from './PromoBanner';

const message = (text: string, fields: Partial<BannerContent['messages'][number]> = {}) => ({
  id: text,
  text,
  url: null,
  openInNewTab: false,
  backgroundColor: '#1f3a2e',
  color: '#ffffff',
  weight: 'regular' as const,
  ...fields,
});

const banner = (fields: Partial<BannerContent> = {}): BannerContent => ({
  version: 2,
  display: true,
  displayOnMobile: false,
  intervalMs: 5000,
  stickyMobile: false,
  stickyDesktop: false,
  messages: [
    message('Free shipping on orders over $75', {weight: 'bold'}),
    message('Join the Alderline Community', {
      url: '/pages/community',
      backgroundColor: '#f3efe6',
      color: '#1f1f1f',
    }),
  ],
  links: [{text: 'Returns', url: 'https://returns.example.com', openInNewTab: true}],
  countryButton: {label: 'Change country'},
  ...fields,
});

/** The banner as the layout shows it (nothing when content has none to show), on a stopped clock. */
async function renderBanner(content: BannerContent | null, country: 'US' | 'GB' = 'US', fakeTimers = true) {
  const options = {country, layout: {banner: content}};
  const shell = shellFixture(options);
  if (fakeTimers) vi.useFakeTimers();
  renderInShell(
    <>
      {shell.banner ? <PromoBannerSection {...shellPartFixture(options, 'banner')} /> : null}
      <CountryDialogs country={shell.country} />
      <p>page</p>
    </>,
    {shell, country},
  );
  await act(async () => {});
}

const shownMessage = () => screen.getByTestId('promo-banner-message');
let reducedMotion = false;

beforeEach(() => {
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  closeCountrySwitcher();
});

describe('PromoBanner rotation', () => {
  it('fades the message out for 150 ms and shows the next one every interval, then wraps', async () => {
    await renderBanner(banner());
    expect(shownMessage()).toHaveTextContent('Free shipping');
    act(() => vi.advanceTimersByTime(4999));
    expect(shownMessage()).toHaveClass('opacity-100');

    act(() => vi.advanceTimersByTime(1));
    expect(shownMessage()).toHaveClass('opacity-0');
    expect(shownMessage()).toHaveTextContent('Free shipping');
    act(() => vi.advanceTimersByTime(150));
    expect(shownMessage()).toHaveTextContent('Join the Alderline Community');
    expect(shownMessage()).toHaveClass('opacity-100');

    act(() => vi.advanceTimersByTime(5000));
    expect(shownMessage()).toHaveTextContent('Free shipping');
  });

  it('takes each message’s colours and weight', async () => {
    await renderBanner(banner());
    const bar = screen.getByTestId('promo-banner');
    expect(bar).toHaveStyle({backgroundColor: '#1f3a2e', color: '#ffffff'});
    expect(shownMessage()).toHaveStyle({fontWeight: 700});
    act(() => vi.advanceTimersByTime(5150));
    expect(bar).toHaveStyle({backgroundColor: '#f3efe6', color: '#1f1f1f'});
    expect(shownMessage()).toHaveStyle({fontWeight: 400});
    expect(screen.getByRole('link', {name: 'Join the Alderline Community'})).toHaveAttribute(
      'href',
      '/pages/community',
    );
  });

  it('rotates every 8 seconds when content gives no interval', async () => {
    await renderBanner(banner({intervalMs: 0}));
    act(() => vi.advanceTimersByTime(5150));
    expect(shownMessage()).toHaveTextContent('Free shipping');
    act(() => vi.advanceTimersByTime(8150 - 5150));
    expect(shownMessage()).toHaveTextContent('Join the Alderline Community');
  });

  it('does not rotate a single message or offer a pause button for it', async () => {
    await renderBanner(banner({messages: [message('Only one')]}));
    act(() => vi.advanceTimersByTime(60_000));
    expect(shownMessage()).toHaveTextContent('Only one');
    expect(shownMessage()).toHaveClass('opacity-100');
    expect(screen.queryByTestId('promo-banner-pause')).toBeNull();
  });

  it('swaps messages without a fade for shoppers who prefer reduced motion', async () => {
    reducedMotion = true;
    await renderBanner(banner());
    act(() => vi.advanceTimersByTime(5000));
    expect(shownMessage()).toHaveTextContent('Join the Alderline Community');
    expect(shownMessage().className).not.toMatch(/transition/);
  });

  it('stands still while paused by the shopper, and while hovered', async () => {
    await renderBanner(banner());
    fireEvent.click(screen.getByRole('button', {name: 'Pause messages'}));
    fireEvent.blur(screen.getByRole('button', {name: 'Play messages'}));
    act(() => vi.advanceTimersByTime(20_000));
    expect(shownMessage()).toHaveTextContent('Free shipping');
    fireEvent.click(screen.getByRole('button', {name: 'Play messages'}));
    fireEvent.blur(screen.getByRole('button', {name: 'Pause messages'}));

    fireEvent.pointerEnter(screen.getByTestId('promo-banner'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(shownMessage()).toHaveTextContent('Free shipping');
    fireEvent.pointerLeave(screen.getByTestId('promo-banner'));
    act(() => vi.advanceTimersByTime(5150));
    expect(shownMessage()).toHaveTextContent('Join the Alderline Community');
  });
});

describe('PromoBanner display', () => {
  it('renders nothing when content is unavailable, switched off or empty', async () => {
    for (const content of [null, banner({display: false}), banner({messages: []})]) {
      await renderBanner(content);
      expect(screen.queryByTestId('promo-banner')).toBeNull();
      cleanup();
      vi.useRealTimers();
    }
  });

  it('is hidden on mobile unless content asks for it', async () => {
    await renderBanner(banner());
    expect(screen.getByTestId('promo-banner').className).toMatch(/(^|\s)hidden(\s|$)/);
    cleanup();
    vi.useRealTimers();
    await renderBanner(banner({displayOnMobile: true}));
    expect(screen.getByTestId('promo-banner').className).not.toMatch(/(^|\s)hidden(\s|$)/);
  });

  it('keeps its utility links to desktop', async () => {
    await renderBanner(banner({displayOnMobile: true}));
    const links = screen.getByTestId('promo-banner-links');
    expect(links.className).toMatch(/(^|\s)hidden(\s|$)/);
    expect(links.querySelector('a')).toHaveAttribute('target', '_blank');
  });

  it('opens the country switcher from its country button', async () => {
    await renderBanner(banner(), 'GB', false);
    fireEvent.click(screen.getByRole('button', {name: 'Change country'}));
    expect(await screen.findByRole('dialog', {name: 'Choose your country'})).toBeVisible();
  });

  it('has no country button when content turns it off', async () => {
    await renderBanner(banner({countryButton: null}));
    expect(screen.queryByTestId('promo-banner-country-button')).toBeNull();
  });
});
