/**
 * Test support for the shell's components: content fixtures modelled on the seeded store,
 * the shell built from them by the real server functions, and a renderer that gives
 * components the Remix context, the shell's providers and the on-demand shell parts.
 */
import {createRemixStub} from '@remix-run/testing';
import {render} from '@testing-library/react';
import {useLocation} from '@remix-run/react';
import type {ActionFunction} from '@remix-run/server-runtime';
import type {ReactElement} from 'react';
import {vi} from 'vitest';
import {getMarket, type CountryCode} from '@markets';
import type {Header, MenuItem, Spotlight as SpotlightContent} from '@cms/mappers/header';
import {ShellProviders} from '~/components/layout/PageLayout';
import {SectionDataProvider} from '~/page-weight/shell';
import {StickyHeaderProvider} from '~/components/header/sticky-header';
import {SearchProvider} from '~/components/search/SearchProvider';
import {forgetFetchedSections} from '~/lib/section-data';
import type {GatedLinkInput} from '~/lib/shell/header.server';
import {marketView, shellModels, shellPart, suggestedCountry} from '~/lib/shell/load-shell.server';
import type {Shell, ShellParts} from '~/lib/shell/types';
import type {LayoutContent} from '@cms/layout';

type MenuItemContent = MenuItem;
type HeaderContentInput = Header;

export function menuItem(title: string, fields: Partial<MenuItemContent> = {}): MenuItemContent {
  return {
    id: `menu-${title.toLowerCase().replace(/\W+/g, '-')}`,
    title,
    url: null,
    openInNewTab: false,
    color: null,
    itemType: null,
    children: [],
    rightColumn: [],
    rightColumnBehaviour: null,
    spotlights: [],
    ...fields,
  };
}

export const link = (title: string, url: string) => menuItem(title, {url, id: `link-${url}-${title}`});

export const spotlight = (title: string, url: string): SpotlightContent => ({
  id: `spotlight-${title}`,
  display: true,
  link: {text: title, url, openInNewTab: false},
  description: `${title} description`,
  image: {url: `/images/${encodeURIComponent(title)}.jpg`, alt: '', width: 800, height: 1000},
  alt: `${title} photo`,
  aspectRatio: '4/5',
});

export const womenV2 = menuItem('Women', {
  url: '/collections/women',
  itemType: 'mega-menu',
  children: [
    menuItem('Clothing', {
      url: '/collections/women',
      children: [
        link('Shop All Women', '/collections/women'),
        link('Leggings', '/collections/womens-leggings'),
      ],
    }),
    menuItem('Shoes & Accessories', {children: [link('Shoes', '/collections/womens-shoes')]}),
  ],
  rightColumn: [menuItem('Featured', {children: [link('New Arrivals', '/collections/new')]})],
  rightColumnBehaviour: 'alongside-spotlight',
  spotlights: [
    spotlight('The DreamKnit Legging', '/collections/womens-leggings'),
    spotlight('Run Club Shorts', '/collections/womens-shorts'),
  ],
});

export const communityV2 = menuItem('Community', {
  url: '/blogs/community',
  itemType: 'mega-menu',
  children: [
    menuItem('Community Links', {
      children: [link('Stories', '/blogs/community'), link('Community Program', '/pages/community')],
    }),
  ],
  rightColumnBehaviour: 'hidden',
  spotlights: [spotlight('Saturday Run Club', '/pages/community')],
});

const influencerV2 = menuItem('The Creator Edit', {url: '/collections/new', itemType: 'influencer'});

export const headerContent = (overrides: Partial<HeaderContentInput> = {}): HeaderContentInput => ({
  accountButtonLabel: 'Account',
  cartButtonLabel: 'Cart',
  searchButtonLabel: 'Search',
  discountBannerText: null,
  menuItems: [
    menuItem('Women', {
      url: '/collections/women',
      children: [link('Leggings', '/collections/womens-leggings')],
    }),
    menuItem('Community', {url: '/blogs/community'}),
  ],
  menuV2Desktop: true,
  menuV2Mobile: true,
  menuItemsV2: [womenV2, communityV2, influencerV2],
  ...overrides,
});

export interface ShellFixtureOptions {
  country?: CountryCode;
  layout?: Partial<LayoutContent>;
  gated?: GatedLinkInput | null;
  signedIn?: boolean;
  suggested?: CountryCode | null;
  captchaRequired?: boolean;
}

/** The shell the root loader would send for this content, built by the same server functions. */
export function shellFixture(options: ShellFixtureOptions = {}): Shell {
  const market = getMarket(options.country ?? 'US');
  const {messages, header} = shellModels({header: options.layout?.header ?? null}, market.locale, {
    signedIn: options.signedIn ?? false,
    gated: options.gated ?? null,
  });
  const banner = shellPartFixture(options, 'banner').banner;
  return {
    market: marketView(market, market.pathPrefix),
    messages,
    header,
    banner: banner && {sticky: banner.sticky, section: {src: `${market.pathPrefix}/api/shell/banner`}},
    footer: {src: `${market.pathPrefix}/api/shell/footer`},
    country: {
      suggested: options.suggested ? suggestedCountry(options.suggested, market, false) : null,
      showNewIntlCountries: false,
    },
  };
}

/** A part the page does not carry, for the same content and market. */
export function shellPartFixture<Part extends keyof ShellParts>(
  options: ShellFixtureOptions,
  part: Part,
): ShellParts[Part] {
  const layout = {
    header: options.layout?.header ?? null,
    banner: options.layout?.banner ?? null,
    countrySwitcher: options.layout?.countrySwitcher ?? null,
    footer: options.layout?.footer ?? null,
  };
  const captcha = {
    required: options.captchaRequired ?? false,
    siteKey: 'test-site-key',
    scriptUrl: '/recaptcha.js?render=test',
  };
  const built = shellPart({layout, locale: getMarket(options.country ?? 'US').locale, captcha}, part);
  if (!('footer' in built)) return built;
  // The server adds each request's form token to the footer part.
  const {footer} = built;
  return {...built, footer: {...footer, newsletter: {...footer.newsletter, formToken: 'test-form-token'}}};
}

let lastLocation = {pathname: '/', search: ''};

function LocationSpy() {
  lastLocation = useLocation();
  return null;
}

/** The router's current location (after in-app navigation in a test). */
export function currentLocation() {
  return lastLocation;
}

const SHELL_PART_PATH = /^(?:\/[a-z]{2}-[a-z]{2})?\/api\/shell\/(\w+)$/;

/** `/api/shell/:part` (with or without a market prefix) answers from the fixtures; other URLs go out. */
function answerShellParts(options: ShellFixtureOptions) {
  forgetFetchedSections();
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const part = SHELL_PART_PATH.exec(url.pathname)?.[1];
    if (!part) return realFetch(input, init);
    return Response.json(shellPartFixture(options, part as keyof ShellParts));
  });
}

/**
 * Renders `ui` as the root would: in a Remix route at `path`, inside the shell's providers,
 * with `/api/shell/:part` answering from the same fixtures and `action` answering posts.
 */
export function renderInShell(
  ui: ReactElement,
  {
    path = '/',
    action,
    ...options
  }: ShellFixtureOptions & {path?: string; shell?: Shell; action?: ActionFunction} = {},
) {
  const shell = options.shell ?? shellFixture(options);
  answerShellParts(options);
  // The footer's part as the server render would have it (the browser fetches it otherwise).
  const sections = new Map<string, () => unknown>([
    [shell.footer.src, () => shellPartFixture(options, 'footer')],
    ...(shell.banner ? [[shell.banner.section.src, () => shellPartFixture(options, 'banner')] as const] : []),
  ]);
  const Page = () => (
    <SectionDataProvider value={sections}>
      <ShellProviders shell={shell}>
        <LocationSpy />
        <StickyHeaderProvider>
          <SearchProvider>{ui}</SearchProvider>
        </StickyHeaderProvider>
      </ShellProviders>
    </SectionDataProvider>
  );
  // `action` answers every form post (the bag's, for one), as the store's routes would.
  const Stub = createRemixStub([{path: '*', Component: Page, action}]);
  return render(<Stub initialEntries={[path]} />);
}
