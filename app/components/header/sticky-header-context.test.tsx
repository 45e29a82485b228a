// @vitest-environment jsdom
import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {SiteHeader} from './SiteHeader';
import {
  StickyHeaderProvider,
  usePublishStickyHeader,
  useStickyHeader,
  DESKTOP_HEADER_HEIGHT_PX,
  MOBILE_HEADER_HEIGHT_PX,
} from './sticky-header-context';
import {renderWithRoot} from './testing';

vi.mock('@remix-run/react', () => import('./testing').then((testing) => testing.remixReactMock()));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  scrollTo(0);
});

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
    renderWithRoot(
      <>
        <SiteHeader />
        <HeaderWatcher />
      </>,
    );
    const header = screen.getByTestId('site-header');
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

  it('keeps the header shown on product pages, where it does not hide', async () => {
    renderWithRoot(
      <>
        <SiteHeader />
        <HeaderWatcher />
      </>,
      {path: '/products/anything'},
    );
    act(() => scrollTo(400));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(watcher()).toHaveTextContent('shown');
  });
});
