// @vitest-environment jsdom
import {act, cleanup, fireEvent, screen, waitFor} from '@testing-library/react';
import {useState} from 'react';
import {useNavigate} from 'react-router-dom';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {headerModel} from './header-content';
import {headerContent} from './header-fixtures';
import {MobileDrawer} from './MobileDrawer';
import {renderWithRoot} from './testing';

vi.mock('@remix-run/react', () => import('./testing').then((testing) => testing.remixReactMock()));

const items = headerModel(headerContent(), 'en-US').mobileItems;
const labels = {title: 'Menu', close: 'Close menu', back: 'Back', shopAll: 'Shop all'};

let navigate: ReturnType<typeof useNavigate>;
function DrawerHarness() {
  const [open, setOpen] = useState(false);
  navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <MobileDrawer
        open={open}
        onClose={() => setOpen(false)}
        items={items}
        gatedLink={{label: 'Warehouse Sale', url: '/collections/warehouse', color: '#b42318'}}
        labels={labels}
        footer={<a href="/account/login">Account</a>}
      />
    </>
  );
}

async function openDrawer() {
  renderWithRoot(<DrawerHarness />);
  fireEvent.click(screen.getByRole('button', {name: 'Open menu'}));
  return screen.findByRole('dialog');
}

afterEach(cleanup);

describe('MobileDrawer', () => {
  it('goes three levels deep and back, announcing each level by its title', async () => {
    const dialog = await openDrawer();
    expect(dialog).toHaveAccessibleName('Menu');

    fireEvent.click(screen.getByRole('button', {name: 'Women'}));
    expect(screen.getByRole('heading', {name: 'Women'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Shop all Women'})).toHaveAttribute('href', '/collections/women');

    fireEvent.click(screen.getByRole('button', {name: 'Clothing'}));
    expect(screen.getByRole('heading', {name: 'Clothing'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Leggings'})).toHaveAttribute(
      'href',
      '/collections/womens-leggings',
    );
    // "Shop All Women" already goes to the group's page, so no extra "Shop all Clothing" row.
    expect(screen.queryByRole('link', {name: 'Shop all Clothing'})).toBeNull();

    fireEvent.click(screen.getByRole('button', {name: 'Back'}));
    expect(screen.getByRole('heading', {name: 'Women'})).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', {name: 'Back'}));
    expect(screen.getByRole('heading', {name: 'Menu'})).toBeInTheDocument();
  });

  it('shows the gated entry and the influencer item as plain links', async () => {
    await openDrawer();
    expect(screen.getByRole('link', {name: 'Warehouse Sale'})).toHaveStyle({color: '#b42318'});
    expect(screen.getByRole('link', {name: 'The Creator Edit'})).toHaveAttribute('href', '/collections/new');
  });

  it('closes on route change and starts at the top level next time', async () => {
    await openDrawer();
    fireEvent.click(screen.getByRole('button', {name: 'Women'}));
    act(() => navigate('/collections/women'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', {name: 'Open menu'}));
    await screen.findByRole('dialog');
    expect(screen.getByRole('heading', {name: 'Menu'})).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    await openDrawer();
    fireEvent.click(screen.getByRole('button', {name: 'Close menu'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
