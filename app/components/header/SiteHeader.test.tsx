// @vitest-environment jsdom
import {cleanup, fireEvent, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {closeCountrySwitcher} from '~/components/country/country-switcher-store';
import {CountryDialogs} from '~/components/country';
import {headerContent} from './header-fixtures';
import {SiteHeader} from './SiteHeader';
import {renderWithRoot, rootData} from './testing';
import type {RootData} from '~/lib/root-data';

vi.mock('@remix-run/react', () => import('./testing').then((testing) => testing.remixReactMock()));

afterEach(() => {
  cleanup();
  closeCountrySwitcher();
});

const mainNav = (name = 'Main') => screen.getAllByRole('navigation', {name})[0];
const withLayout = (layout: Partial<RootData['layout']>, extra: Record<string, unknown> = {}) => {
  const data = rootData(extra as Partial<RootData>);
  return {...data, layout: {...data.layout, ...layout}} as RootData;
};

describe('SiteHeader', () => {
  it('shows the built-in menu when header content is unavailable', () => {
    renderWithRoot(<SiteHeader />);
    const labels = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Women', 'Men', 'New', 'Sale', 'Community']);
    expect(screen.getAllByRole('link', {name: 'Account'})[0]).toHaveAttribute('href', '/account/login');
  });

  it('renders the content menu with mega menu triggers', () => {
    renderWithRoot(<SiteHeader />, {
      data: withLayout({header: headerContent() as RootData['layout']['header']}),
    });
    expect(within(mainNav()).getByRole('button', {name: 'Women'})).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).getByRole('link', {name: 'The Creator Edit'})).toBeInTheDocument();
    expect(screen.getAllByRole('button', {name: 'Search'}).length).toBeGreaterThan(0);
  });

  it('adds the gated shopper’s red entry, with the fallback label, to the desktop menu', () => {
    renderWithRoot(<SiteHeader />, {data: withLayout({}, {gatedLink: {collectionHandle: 'warehouse-sale'}})});
    const gated = within(mainNav()).getByRole('link', {name: 'Warehouse Sale'});
    expect(gated).toHaveAttribute('href', '/collections/warehouse-sale');
    expect(gated).toHaveStyle({color: '#b42318'});
  });

  it('shows the bag’s total quantity once the cart streams in', async () => {
    renderWithRoot(<SiteHeader />, {
      data: rootData({cart: Promise.resolve({totalQuantity: 3})} as Partial<RootData>),
    });
    const counts = await screen.findAllByTestId('bag-count');
    expect(counts[0]).toHaveTextContent('3');
  });

  it('shows no badge for an empty bag', async () => {
    renderWithRoot(<SiteHeader />, {
      data: rootData({cart: Promise.resolve({totalQuantity: 0})} as Partial<RootData>),
    });
    await screen.findAllByRole('link', {name: 'Bag'});
    expect(screen.queryByTestId('bag-count')).toBeNull();
  });

  it('shows the market’s flag and opens the country switcher from it', async () => {
    renderWithRoot(
      <>
        <SiteHeader />
        <CountryDialogs />
      </>,
      {data: rootData({country: 'GB'}), path: '/en-gb'},
    );
    const flagButton = screen.getByTestId('country-flag-button');
    expect(flagButton.querySelector('img')).toHaveAttribute('src', '/flags/gb.svg');
    fireEvent.click(flagButton);
    expect(await screen.findByRole('dialog', {name: 'Choose your country'})).toBeInTheDocument();
  });

  it('keeps its links in the current market', () => {
    renderWithRoot(<SiteHeader />, {data: rootData({country: 'FR'}), path: '/fr-fr'});
    expect(within(mainNav('Principale')).getByRole('link', {name: 'Women'})).toHaveAttribute(
      'href',
      '/fr-fr/collections/women',
    );
    expect(screen.getAllByRole('link', {name: /Alderline/})[0]).toHaveAttribute('href', '/fr-fr');
  });
});
