// @vitest-environment jsdom
import {cleanup, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {renderWithRoot, rootData} from '~/components/header/testing';
import {NotFound} from './NotFound';
import {RootErrorBoundary} from './RootErrorBoundary';
import {HomeFallbackHero} from '~/components/home/HomeFallbackHero';
import {ProductGridSkeleton} from '~/components/home/ProductGrid';

const routeError = vi.hoisted(() => ({current: undefined as unknown}));
vi.mock('@remix-run/react', () =>
  import('~/components/header/testing').then((testing) => ({
    ...testing.remixReactMock(),
    useRouteError: () => routeError.current,
  })),
);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const notFoundResponse = {status: 404, statusText: 'Not Found', internal: false, data: ''};

describe('NotFound', () => {
  it('speaks the market’s language and links to its home page', () => {
    renderWithRoot(<NotFound />, {data: rootData({country: 'FR'}), path: '/fr-fr/x'});
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Page introuvable');
    expect(screen.getByText('Nous n’avons pas trouvé la page que vous cherchez.')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Continuer mes achats'})).toHaveAttribute('href', '/fr-fr');
  });

  it.each([
    ['AE', '/ar-ae', 'الصفحة غير موجودة', 'متابعة التسوق'],
    ['HK', '/zh-hk', '找不到頁面', '繼續購物'],
    ['SG', '/zh-sg', '找不到页面', '继续购物'],
    ['JP', '/ja-jp', 'ページが見つかりません', 'ショッピングを続ける'],
    ['GB', '/en-gb', 'Page not found', 'Continue shopping'],
  ] as const)('in %s', (country, home, title, link) => {
    renderWithRoot(<NotFound />, {data: rootData({country}), path: `${home}/x`});
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(title);
    expect(screen.getByRole('link', {name: link})).toHaveAttribute('href', home);
  });
});

describe('RootErrorBoundary without the root loader’s data', () => {
  it('shows the not-found page in English with a plain link home', () => {
    routeError.current = notFoundResponse;
    renderWithRoot(<RootErrorBoundary />, {data: null, path: '/fr-fr/x'});
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', {name: 'Continue shopping'})).toHaveAttribute('href', '/');
  });

  it('shows the error page in English', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    routeError.current = new Error('boom');
    renderWithRoot(<RootErrorBoundary />, {data: null});
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong' + 'We couldn’t load this page. Please try again in a moment.',
    );
    expect(screen.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/');
  });
});

describe('home page fallbacks', () => {
  it('show the built-in hero and the loading grid in the market’s language', () => {
    renderWithRoot(
      <>
        <HomeFallbackHero />
        <ProductGridSkeleton count={2} />
      </>,
      {data: rootData({country: 'DE'}), path: '/de-de'},
    );
    expect(screen.getByText('Activewear für jeden Tag, gemacht für Bewegung.')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Damen entdecken'})).toHaveAttribute(
      'href',
      '/de-de/collections/women',
    );
    expect(screen.getByRole('link', {name: 'Herren entdecken'})).toHaveAttribute(
      'href',
      '/de-de/collections/men',
    );
    expect(screen.getByRole('list', {name: 'Produkte werden geladen'})).toBeInTheDocument();
  });
});
