// @vitest-environment jsdom
import {createRemixStub} from '@remix-run/testing';
import {cleanup, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {HomeFallbackHero} from '~/components/home/HomeFallbackHero';
import {ProductGridSkeleton} from '~/components/ui/ProductGridSkeleton';
import {renderInShell} from '~/components/shell-fixtures';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {NotFound} from './NotFound';
import {RootErrorBoundary} from './RootErrorBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NotFound', () => {
  it('speaks the market’s language and links to its home page', async () => {
    renderInShell(<NotFound />, {country: 'FR', path: '/fr-fr/x'});
    expect(await screen.findByRole('heading', {level: 1})).toHaveTextContent('Page introuvable');
    expect(screen.getByText('Nous n’avons pas trouvé la page que vous cherchez.')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Continuer mes achats'})).toHaveAttribute('href', '/fr-fr');
  });

  it.each([
    ['AE', '/ar-ae', 'الصفحة غير موجودة', 'متابعة التسوق'],
    ['HK', '/zh-hk', '找不到頁面', '繼續購物'],
    ['SG', '/zh-sg', '找不到页面', '继续购物'],
    ['JP', '/ja-jp', 'ページが見つかりません', 'ショッピングを続ける'],
    ['GB', '/en-gb', 'Page not found', 'Continue shopping'],
  ] as const)('in %s', async (country, home, title, link) => {
    renderInShell(<NotFound />, {country, path: `${home}/x`});
    expect(await screen.findByRole('heading', {level: 1})).toHaveTextContent(title);
    expect(screen.getByRole('link', {name: link})).toHaveAttribute('href', home);
  });
});

/** The root route failing itself: its error boundary has no root data to build the shell from. */
function renderRootFailure(failure: () => never) {
  const Stub = createRemixStub([
    {id: 'root', path: '*', loader: failure, Component: () => null, ErrorBoundary: RootErrorBoundary},
  ]);
  render(<Stub initialEntries={['/fr-fr/x']} />);
}

describe('RootErrorBoundary without the root loader’s data', () => {
  it('shows the not-found page in English with a link home', async () => {
    renderRootFailure(() => {
      throw new Response('Not found', {status: 404});
    });
    expect(await screen.findByRole('heading', {level: 1})).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', {name: 'Continue shopping'})).toHaveAttribute('href', '/');
  });

  it('shows the error page in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRootFailure(() => {
      throw new Error('boom');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong' + 'We couldn’t load this page. Please try again in a moment.',
    );
    expect(screen.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/');
  });
});

/** The home page's loading grid, named as the home route names it. */
function HomeGridSkeleton() {
  const t = useT();
  return <ProductGridSkeleton count={2} label={t('home.loadingProducts')} />;
}

describe('home page fallbacks', () => {
  it('show the built-in hero and the loading grid in the market’s language', async () => {
    renderInShell(
      <I18nProvider messages={messagesFor('de-DE', ['home'])}>
        <HomeFallbackHero />
        <HomeGridSkeleton />
      </I18nProvider>,
      {country: 'DE', path: '/de-de'},
    );
    expect(await screen.findByText('Activewear für jeden Tag, gemacht für Bewegung.')).toBeInTheDocument();
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
