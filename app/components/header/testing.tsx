/**
 * Test support for the shell components (header, banner, country dialogs): a
 * stand-in for '@remix-run/react' built on react-router-dom, and root data.
 *
 *   vi.mock('@remix-run/react', () => import('~/components/header/testing').then((t) => t.remixReactMock()));
 */
import {render} from '@testing-library/react';
import type {ReactElement} from 'react';
import * as ReactRouterDom from 'react-router-dom';
import {MemoryRouter, useLocation} from 'react-router-dom';
import {defaultFlagValues} from '~/lib/flags';
import type {RootData} from '~/lib/root-data';
import {getMarket, type CountryCode} from '@markets';
import {StickyHeaderProvider} from './sticky-header-context';

let currentRootData: RootData | undefined;

export function remixReactMock() {
  return {...ReactRouterDom, useRouteLoaderData: () => currentRootData};
}

export function rootData(overrides: Partial<RootData> & {country?: CountryCode} = {}): RootData {
  const {country = 'US', ...rest} = overrides;
  const market = getMarket(country);
  return {
    market,
    pathPrefix: market.pathPrefix,
    cart: Promise.resolve(null),
    layout: {header: null, banner: null, footer: null, siteVariables: null, countrySwitcher: null},
    flags: defaultFlagValues(),
    buyerCountry: null,
    countryConfirmed: false,
    isLiveProduction: false,
    ...rest,
  } as unknown as RootData;
}

let lastLocation: {pathname: string; search: string} = {pathname: '/', search: ''};

function LocationSpy() {
  lastLocation = useLocation();
  return null;
}

/** The router's current location (after in-app navigation in a test). */
export function currentLocation() {
  return lastLocation;
}

export function renderWithRoot(
  ui: ReactElement,
  // `data: null` renders as if the root loader had failed (no root data).
  {data = rootData(), path = '/'}: {data?: RootData | null; path?: string} = {},
) {
  currentRootData = data ?? undefined;
  return render(
    <MemoryRouter initialEntries={[path]} future={{v7_startTransition: true, v7_relativeSplatPath: true}}>
      <LocationSpy />
      {/* The shell's providers, as PageLayout renders them. */}
      <StickyHeaderProvider>{ui}</StickyHeaderProvider>
    </MemoryRouter>,
  );
}
