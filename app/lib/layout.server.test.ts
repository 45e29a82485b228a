import {InMemoryCache, createWithCache} from '@shopify/hydrogen';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {forgetRememberedContent} from './content-cache.server';
import {requestDeadlines, serviceBudgets} from './deadlines.server';
import {getMarket} from '@markets';
import type {ContentClients} from '@cms/clients';
import {
  EMPTY_LAYOUT,
  getFeatureFlags,
  getLayoutContent,
  loadLayout,
  type LayoutContext,
} from './layout.server';

const loadLayoutContent = vi.hoisted(() => vi.fn());
vi.mock('@cms/layout', () => ({loadLayoutContent}));

const LAYOUT = {
  header: {id: 'header'},
  banner: {id: 'banner'},
  footer: {id: 'footer'},
  siteVariables: {featureFlags: {search: {searchBar: true}}},
  countrySwitcher: {id: 'country-switcher'},
};

function context(overrides: Partial<LayoutContext> = {}): LayoutContext {
  const waitUntil = () => {};
  return {
    content: {delivery: {}, preview: {}} as ContentClients,
    contentPreview: false,
    env: {} as Env,
    deadlines: requestDeadlines(serviceBudgets({})),
    market: getMarket('AE'),
    waitUntil,
    withCache: createWithCache({
      cache: new InMemoryCache(),
      waitUntil,
      request: new Request('http://localhost/'),
    }),
    ...overrides,
  };
}

beforeEach(() => {
  // Each test is a fresh worker: nothing remembered from another test's content.
  forgetRememberedContent();
  loadLayoutContent.mockReset().mockResolvedValue(LAYOUT);
});

describe('loadLayout', () => {
  it('reads the content in the market locale, lower-cased, from published content', async () => {
    expect(await loadLayout(context())).toEqual(LAYOUT);
    expect(loadLayoutContent).toHaveBeenCalledWith(
      expect.objectContaining({delivery: {}}),
      expect.objectContaining({locale: 'ar-ae', preview: false}),
    );
  });

  it('reads drafts for an allowed merchandiser preview', async () => {
    await loadLayout(context({contentPreview: true}));
    expect(loadLayoutContent).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({preview: true}),
    );
  });

  it('renders fallbacks when no content service is configured', async () => {
    expect(await loadLayout(context({content: null}))).toBe(EMPTY_LAYOUT);
    expect(loadLayoutContent).not.toHaveBeenCalled();
  });
});

describe('getLayoutContent', () => {
  it('loads once per request, however many loaders ask', async () => {
    const request = context();
    await Promise.all([
      getLayoutContent(request),
      getLayoutContent(request),
      getFeatureFlags(request, new Request('http://x/')),
    ]);
    expect(loadLayoutContent).toHaveBeenCalledTimes(1);
  });
});

describe('getFeatureFlags', () => {
  it('applies site variables, then the query', async () => {
    const flags = await getFeatureFlags(
      context(),
      new Request('http://localhost/ar-ae?ff.site.abtasty_color_swatch_2_design=1'),
    );
    expect(flags.search.searchBar).toBe(true);
    expect(flags.site.abtasty_color_swatch_2_design).toBe(true);
    const overridden = await getFeatureFlags(
      context(),
      new Request('http://localhost/?ff.search.searchBar=0'),
    );
    expect(overridden.search.searchBar).toBe(false);
  });
});
