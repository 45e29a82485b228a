// @vitest-environment jsdom
import {cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {currentLocation, headerContent, renderInShell, shellFixture} from '~/components/shell-fixtures';
import {SiteHeader} from './SiteHeader';

async function openDrawer(options: {country?: 'US' | 'AE'; path?: string} = {}) {
  const layout = {header: headerContent()};
  const gated = {collectionHandle: 'warehouse-sale'};
  const {header} = shellFixture({layout, gated, ...options});
  renderInShell(
    <SiteHeader
      header={header}
      bannerSticky={{mobile: false, desktop: false}}
      cart={Promise.resolve(null)}
    />,
    {
      layout,
      gated,
      ...options,
    },
  );
  fireEvent.click(await screen.findByRole('button', {name: options.country === 'AE' ? 'القائمة' : 'Menu'}));
  const dialog = await screen.findByRole('dialog');
  // The drawer's menus arrive with the navigation part.
  await within(dialog).findByRole('button', {name: 'Women'});
  return dialog;
}

afterEach(cleanup);

describe('MobileDrawer', () => {
  it('goes three levels deep and back, announcing each level by its title', async () => {
    const dialog = await openDrawer();
    // The dialog takes its name from its title once the title has registered (after a render).
    await waitFor(() => expect(dialog).toHaveAccessibleName('Menu'));
    expect(dialog).toBeVisible();

    fireEvent.click(within(dialog).getByRole('button', {name: 'Women'}));
    expect(within(dialog).getByRole('heading', {name: 'Women'})).toBeInTheDocument();
    expect(within(dialog).getByRole('link', {name: 'Shop all Women'})).toHaveAttribute(
      'href',
      '/collections/women',
    );

    fireEvent.click(within(dialog).getByRole('button', {name: 'Clothing'}));
    expect(within(dialog).getByRole('heading', {name: 'Clothing'})).toBeInTheDocument();
    expect(within(dialog).getByRole('link', {name: 'Leggings'})).toHaveAttribute(
      'href',
      '/collections/womens-leggings',
    );
    // "Shop All Women" already goes to the group's page, so no extra "Shop all Clothing" row.
    expect(within(dialog).queryByRole('link', {name: 'Shop all Clothing'})).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', {name: 'Back'}));
    expect(within(dialog).getByRole('heading', {name: 'Women'})).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', {name: 'Back'}));
    expect(within(dialog).getByRole('heading', {name: 'Menu'})).toBeInTheDocument();
  });

  it('shows the gated entry and the influencer item as plain links, account and country at its foot', async () => {
    const dialog = await openDrawer();
    expect(within(dialog).getByRole('link', {name: 'Warehouse Sale'})).toHaveStyle({color: '#b42318'});
    expect(within(dialog).getByRole('link', {name: 'The Creator Edit'})).toHaveAttribute(
      'href',
      '/collections/new',
    );
    expect(within(dialog).getByRole('link', {name: 'Account'})).toHaveAttribute('href', '/account/login');
    expect(
      within(dialog).getByRole('button', {name: 'Change country: United States (USD)'}),
    ).toBeInTheDocument();
  });

  it('speaks the market’s language', async () => {
    const dialog = await openDrawer({country: 'AE', path: '/ar-ae'});
    expect(dialog).toHaveAccessibleName('القائمة');
    expect(within(dialog).getByRole('button', {name: 'إغلاق القائمة'})).toBeInTheDocument();
  });

  it('closes on navigation and starts at the top level next time', async () => {
    const dialog = await openDrawer();
    fireEvent.click(within(dialog).getByRole('button', {name: 'Women'}));
    fireEvent.click(within(dialog).getByRole('button', {name: 'Clothing'}));
    fireEvent.click(within(dialog).getByRole('link', {name: 'Leggings'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation().pathname).toBe('/collections/womens-leggings');

    fireEvent.click(screen.getByRole('button', {name: 'Menu'}));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByRole('heading', {name: 'Menu'})).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const dialog = await openDrawer();
    fireEvent.click(within(dialog).getByRole('button', {name: 'Close menu'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
