// @vitest-environment jsdom
import {cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {CountryCode} from '@markets';
import type {CountrySwitcher as CountrySwitcherContent} from '@cms/mappers/country-switcher';
import {renderInShell, shellFixture, type ShellFixtureOptions} from '~/components/shell-fixtures';
import {confirmAndGo, confirmCountry} from './confirm-country';
import {CountryDialogs} from './CountryDialogs';
import {closeCountrySwitcher} from './country-switcher-state';
import {openCountrySwitcher} from './country-switcher-store';
vi.mock('./confirm-country', () => ({
  confirmCountry: vi.fn(() => Promise.resolve()),
  confirmAndGo: vi.fn(() => Promise.resolve()),
}));

const content: CountrySwitcherContent = {
  title: 'Choisissez votre pays',
  description: 'Les prix dépendent du pays choisi.',
  currentCountryLabel: 'Vous achetez depuis',
  submitLabel: 'Continuer',
  regions: [
    {name: 'Amériques', countryCodes: ['US', 'CA', 'MX']},
    {name: 'Europe', countryCodes: ['FR', 'GB', 'DE', 'IT']},
  ],
  confirmation: {
    title: 'Vous êtes en {country} ?',
    body: 'Visitez la boutique {country}.',
    switchLabel: 'Aller à la boutique {country}',
    stayLabel: 'Rester ici',
  },
};

function renderDialogs(
  options: ShellFixtureOptions & {showNewIntlCountries?: boolean} = {},
  path = options.country === 'FR' ? '/fr-fr/products/sunday-jogger' : '/products/sunday-jogger',
) {
  const fixture = shellFixture(options);
  const shell = {
    ...fixture,
    country: {...fixture.country, showNewIntlCountries: options.showNewIntlCountries ?? false},
  };
  return renderInShell(<CountryDialogs country={shell.country} />, {...options, shell, path});
}

const suggesting = (suggested: CountryCode, options: ShellFixtureOptions = {}) => ({...options, suggested});

beforeEach(() => {
  vi.mocked(confirmCountry).mockClear();
  vi.mocked(confirmAndGo).mockClear();
});
afterEach(() => {
  cleanup();
  closeCountrySwitcher();
});

describe('country confirmation', () => {
  it('asks a visitor from Germany on the US store where to shop', async () => {
    renderDialogs(suggesting('DE'));
    const dialog = await screen.findByRole('dialog', {name: 'Are you shopping from Germany?'});
    expect(within(dialog).getByRole('button', {name: 'Go to the Germany store'})).toBeInTheDocument();
    expect(within(dialog).getByRole('button', {name: 'Stay on the United States store'})).toBeInTheDocument();
  });

  it('stays shut when the server suggests no other store', async () => {
    renderDialogs({suggested: null});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers "stay" on the server and closes', async () => {
    renderDialogs(suggesting('DE'));
    fireEvent.click(await screen.findByRole('button', {name: 'Stay on the United States store'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirmCountry).toHaveBeenCalledTimes(1);
  });

  it('remembers the choice when closed with Escape', async () => {
    renderDialogs(suggesting('DE'));
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement ?? document.body, {key: 'Escape'});
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirmCountry).toHaveBeenCalledTimes(1);
  });

  it('takes the shopper to the same page in the suggested store', async () => {
    renderDialogs(suggesting('DE'));
    fireEvent.click(await screen.findByRole('button', {name: 'Go to the Germany store'}));
    expect(confirmAndGo).toHaveBeenCalledWith('/de-de/products/sunday-jogger');
  });

  it('reads its texts from content in the page language, naming countries in it', async () => {
    renderDialogs({country: 'FR', suggested: 'GB', layout: {countrySwitcher: content}});
    const dialog = await screen.findByRole('dialog', {name: 'Vous êtes en Royaume-Uni ?'});
    expect(within(dialog).getByRole('button', {name: 'Aller à la boutique Royaume-Uni'})).toBeInTheDocument();
    expect(within(dialog).getByRole('button', {name: 'Rester ici'})).toBeInTheDocument();
  });
});

describe('country switcher', () => {
  const countryLinks = () =>
    within(screen.getByRole('dialog'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('data-country'));

  it('lists the established markets with flag and currency, linking to the same page there', async () => {
    renderDialogs();
    openCountrySwitcher();
    const dialog = await screen.findByRole('dialog', {name: 'Choose your country'});
    expect(dialog).toBeVisible();
    expect(countryLinks()).toHaveLength(12);
    expect(countryLinks()).not.toContain('JP');
    const uk = within(dialog).getByRole('link', {name: /United Kingdom/});
    expect(uk).toHaveAttribute('href', '/en-gb/products/sunday-jogger');
    expect(uk).toHaveTextContent('GBP');
    expect(uk.querySelector('img')).toHaveAttribute('src', '/flags/gb.svg');
    expect(within(dialog).getByRole('link', {name: /United States/})).toHaveAttribute('aria-current', 'true');
  });

  it('adds the new international markets when the flag is on', async () => {
    renderDialogs({showNewIntlCountries: true});
    openCountrySwitcher();
    await screen.findByRole('dialog');
    expect(countryLinks()).toHaveLength(23);
    expect(countryLinks()).toContain('JP');
  });

  it('groups countries by the content’s regions', async () => {
    renderDialogs({country: 'FR', layout: {countrySwitcher: content}});
    openCountrySwitcher();
    const dialog = await screen.findByRole('dialog', {name: 'Choisissez votre pays'});
    const europe = within(dialog).getByRole('region', {name: 'Europe'});
    // Italy is a new international market: hidden while the flag is off.
    expect(
      within(europe)
        .getAllByRole('link')
        .map((link) => link.getAttribute('data-country')),
    ).toEqual(['DE', 'FR', 'GB']);
  });

  it('moves the shopper with the confirmation remembered', async () => {
    renderDialogs();
    openCountrySwitcher();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('link', {name: /United Kingdom/}));
    expect(confirmAndGo).toHaveBeenCalledWith('/en-gb/products/sunday-jogger');
  });

  it('remembers the confirmation when closed, and does not then ask it', async () => {
    renderDialogs(suggesting('DE'));
    await screen.findByRole('dialog', {name: /Germany/});
    openCountrySwitcher();
    fireEvent.click(await screen.findByRole('button', {name: 'Close'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirmCountry).toHaveBeenCalledTimes(1);
  });
});
