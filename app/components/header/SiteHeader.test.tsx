// @vitest-environment jsdom
import {cleanup, fireEvent, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {CountryDialogs} from '~/components/country/CountryDialogs';
import {closeCountrySwitcher} from '~/components/country/country-switcher-state';
import {
  headerContent,
  renderInShell,
  shellFixture,
  type ShellFixtureOptions,
} from '~/components/shell-fixtures';
import {SiteHeader, type CartSummary} from './SiteHeader';

afterEach(() => {
  cleanup();
  closeCountrySwitcher();
});

const NOT_STICKY = {mobile: false, desktop: false};

const mainNav = async (name = 'Main') => (await screen.findAllByRole('navigation', {name}))[0];

function renderHeader(
  options: ShellFixtureOptions & {path?: string; cart?: Promise<CartSummary | null>} = {},
) {
  const shell = shellFixture(options);
  return renderInShell(
    <>
      <SiteHeader
        header={shell.header}
        bannerSticky={NOT_STICKY}
        cart={options.cart ?? Promise.resolve(null)}
      />
      <CountryDialogs country={shell.country} />
    </>,
    {...options, shell},
  );
}

describe('SiteHeader', () => {
  it('shows the built-in menu when header content is unavailable', async () => {
    renderHeader();
    const labels = within(await mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Women', 'Men', 'New', 'Sale', 'Community']);
    expect(screen.getAllByRole('link', {name: 'Account'})[0]).toHaveAttribute('href', '/account/login');
  });

  it('renders the content menu with mega menu triggers and content’s labels', async () => {
    renderHeader({layout: {header: headerContent({accountButtonLabel: 'My account'})}});
    expect(within(await mainNav()).getByRole('button', {name: 'Women'})).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(await mainNav()).getByRole('link', {name: 'The Creator Edit'})).toBeInTheDocument();
    expect(screen.getAllByRole('link', {name: 'My account'}).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', {name: 'Search'}).length).toBeGreaterThan(0);
  });

  it('adds the gated shopper’s red entry, with the fallback label, to the desktop menu', async () => {
    renderHeader({gated: {collectionHandle: 'warehouse-sale'}});
    const gated = within(await mainNav()).getByRole('link', {name: 'Warehouse Sale'});
    expect(gated).toHaveAttribute('href', '/collections/warehouse-sale');
    expect(gated).toHaveStyle({color: '#b42318'});
  });

  it('links a signed-in customer’s account icon to the dashboard', async () => {
    renderHeader({signedIn: true});
    await mainNav();
    expect(screen.getAllByRole('link', {name: 'Account'})[0]).toHaveAttribute('href', '/account/dashboard');
  });

  it('shows the bag’s total quantity once the cart streams in', async () => {
    renderHeader({cart: Promise.resolve({totalQuantity: 3})});
    const counts = await screen.findAllByTestId('bag-count');
    expect(counts[0]).toHaveTextContent('3');
  });

  it('shows no badge for an empty bag', async () => {
    renderHeader({cart: Promise.resolve({totalQuantity: 0})});
    await screen.findAllByRole('link', {name: 'Bag'});
    expect(screen.queryByTestId('bag-count')).toBeNull();
  });

  it('keeps the header, without a badge, when the bag count cannot be read', async () => {
    const unreadable = Promise.reject(new Error('Storefront API down'));
    renderHeader({cart: unreadable});
    await expect(unreadable).rejects.toThrow();
    expect((await screen.findAllByRole('link', {name: 'Bag'})).length).toBeGreaterThan(0);
    expect(await mainNav()).toBeInTheDocument();
    expect(screen.queryByTestId('bag-count')).toBeNull();
  });

  it('shows the market’s flag and opens the country switcher from it', async () => {
    renderHeader({country: 'GB', path: '/en-gb'});
    const flagButton = await screen.findByTestId('country-flag-button');
    expect(flagButton).toHaveAccessibleName('Change country: United Kingdom (GBP)');
    expect(flagButton.querySelector('img')).toHaveAttribute('src', '/flags/gb.svg');
    fireEvent.click(flagButton);
    // The dialog's code loads on first use: allow a loaded machine more than the default second.
    expect(await screen.findByRole('dialog', {name: 'Choose your country'}, {timeout: 5000})).toBeVisible();
  });

  it('starts loading the country switcher’s texts when a pointer comes over the flag from a replaced element', async () => {
    const shell = shellFixture({country: 'GB'});
    renderInShell(
      <SiteHeader header={shell.header} bannerSticky={NOT_STICKY} cart={Promise.resolve(null)} />,
      {
        shell,
        path: '/en-gb',
      },
    );
    const flagButton = await screen.findByTestId('country-flag-button');
    // The shell's fixtures answer the browser's fetches.
    const fetched = () => vi.mocked(globalThis.fetch).mock.calls.map(([src]) => String(src));
    expect(fetched()).not.toContain('/en-gb/api/shell/country');
    // The element the pointer was on was replaced under it (a section taking over its server
    // HTML): the browser sends the over event, from an element React renders, and no out event.
    const from = screen.getAllByRole('link', {name: 'Account'})[0]!;
    // (jsdom has no PointerEvent; a mouse event of that type carries the related element.)
    flagButton
      .querySelector('img')!
      .dispatchEvent(new MouseEvent('pointerover', {bubbles: true, relatedTarget: from}));
    expect(fetched()).toContain('/en-gb/api/shell/country');
  });

  it('keeps its links in the current market, in its language', async () => {
    renderHeader({country: 'FR', path: '/fr-fr'});
    expect(within(await mainNav('Principale')).getByRole('link', {name: 'Femme'})).toHaveAttribute(
      'href',
      '/fr-fr/collections/women',
    );
    expect(screen.getAllByRole('link', {name: 'Accueil Alderline'})[0]).toHaveAttribute('href', '/fr-fr');
    expect(screen.getByTestId('country-flag-button')).toHaveAccessibleName(
      'Changer de pays : France (EUR)'.replace(' :', ':'),
    );
  });
});
