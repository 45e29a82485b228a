// @vitest-environment jsdom
import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {renderInShell, shellFixture} from '~/components/shell-fixtures';
import {SiteHeader} from './SiteHeader';
import {
  DESKTOP_HEADER_HEIGHT_PX,
  INITIAL_HEADER_SCROLL,
  MOBILE_HEADER_HEIGHT_PX,
  nextHeaderScroll,
  StickyHeaderProvider,
  usePublishStickyHeader,
  useStickyHeader,
  type HeaderScrollState,
} from './sticky-header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  scrollTo(0);
});

const NO_CART = Promise.resolve(null);

/** What a component under the header (e.g. a sticky filter bar) would read. */
function HeaderWatcher() {
  const {hidden, height, layout} = useStickyHeader();
  return <output data-testid="watcher">{`${hidden ? 'hidden' : 'shown'} ${layout} ${height}`}</output>;
}

function Publisher({hidden}: {hidden: boolean}) {
  const publish = usePublishStickyHeader();
  return (
    <button type="button" onClick={() => publish(hidden)}>
      publish {String(hidden)}
    </button>
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', {value: y, configurable: true, writable: true});
  fireEvent.scroll(window);
}

function desktopViewport(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('min-width: 900px'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const watcher = () => screen.getByTestId('watcher');

describe('useStickyHeader', () => {
  it('throws a developer error naming the provider when used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<HeaderWatcher />)).toThrow(
      /useStickyHeader must be used inside <StickyHeaderProvider>.*outside its provider/,
    );
    expect(() => render(<Publisher hidden />)).toThrow(/usePublishStickyHeader must be used inside/);
  });

  it('starts shown, at the mobile header height (also what the server renders)', () => {
    render(
      <StickyHeaderProvider>
        <HeaderWatcher />
      </StickyHeaderProvider>,
    );
    expect(watcher()).toHaveTextContent(`shown mobile ${MOBILE_HEADER_HEIGHT_PX}`);
    expect(MOBILE_HEADER_HEIGHT_PX).toBe(56);
  });

  it('reports the desktop height, and never hidden, where the desktop header shows', () => {
    desktopViewport(true);
    render(
      <StickyHeaderProvider>
        <Publisher hidden />
        <HeaderWatcher />
      </StickyHeaderProvider>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(watcher()).toHaveTextContent(`shown desktop ${DESKTOP_HEADER_HEIGHT_PX}`);
    expect(DESKTOP_HEADER_HEIGHT_PX).toBe(80);
  });

  it('lets a consumer see the mobile header hide on scrolling down and reappear after 20 px up', async () => {
    desktopViewport(false);
    const shell = shellFixture();
    renderInShell(
      <>
        <SiteHeader
          header={{...shell.header, dynamic: true}}
          bannerSticky={{mobile: false, desktop: false}}
          cart={NO_CART}
        />
        <HeaderWatcher />
      </>,
    );
    const header = await screen.findByTestId('site-header');
    expect(watcher()).toHaveTextContent('shown mobile 56');

    act(() => scrollTo(400));
    await waitFor(() => expect(watcher()).toHaveTextContent('hidden mobile 56'));
    expect(header).toHaveAttribute('data-hidden', 'true');

    act(() => scrollTo(390));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(watcher()).toHaveTextContent('hidden');

    act(() => scrollTo(370));
    await waitFor(() => expect(watcher()).toHaveTextContent('shown mobile 56'));
    expect(header).not.toHaveAttribute('data-hidden');
  });

  it('keeps the header in place without the dynamic header flag', async () => {
    desktopViewport(false);
    const shell = shellFixture();
    renderInShell(
      <>
        <SiteHeader header={shell.header} bannerSticky={{mobile: false, desktop: false}} cart={NO_CART} />
        <HeaderWatcher />
      </>,
    );
    await screen.findByTestId('site-header');
    act(() => scrollTo(400));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(watcher()).toHaveTextContent('shown');
  });

  it('keeps the header shown on product pages, where it does not hide', async () => {
    const shell = shellFixture();
    renderInShell(
      <>
        <SiteHeader
          header={{...shell.header, dynamic: true}}
          bannerSticky={{mobile: false, desktop: false}}
          cart={NO_CART}
        />
        <HeaderWatcher />
      </>,
      {path: '/products/anything'},
    );
    await screen.findByTestId('site-header');
    act(() => scrollTo(400));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(watcher()).toHaveTextContent('shown');
  });
});

const scrollThrough = (positions: number[], start: HeaderScrollState = INITIAL_HEADER_SCROLL) =>
  positions.reduce(nextHeaderScroll, start);

describe('nextHeaderScroll', () => {
  it('stays visible while the page is within the top 88 px', () => {
    expect(scrollThrough([10, 40, 87]).hidden).toBe(false);
  });

  it('hides on scrolling down past the top zone', () => {
    expect(scrollThrough([50, 100]).hidden).toBe(true);
  });

  it('stays hidden for a small scroll back up, and reappears after 20 px', () => {
    const hidden = scrollThrough([200, 400]);
    expect(scrollThrough([390], hidden).hidden).toBe(true);
    expect(scrollThrough([390, 381], hidden).hidden).toBe(true);
    expect(scrollThrough([390, 380], hidden).hidden).toBe(false);
  });

  it('measures the way back up from the lowest point reached', () => {
    const state = scrollThrough([200, 400, 390, 600, 585]);
    expect(state.hidden).toBe(true);
    expect(scrollThrough([580], state).hidden).toBe(false);
  });

  it('reappears when the page returns to the top zone however it got there', () => {
    expect(scrollThrough([300, 600, 80]).hidden).toBe(false);
  });

  it('returns the same state for an unchanged position, so React can skip the render', () => {
    const state = scrollThrough([300]);
    expect(nextHeaderScroll(state, 300)).toBe(state);
  });
});
