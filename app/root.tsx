import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useNavigation,
  useRouteLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {useNonce} from '~/lib/nonce';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useEffect, type ReactNode} from 'react';
import {FirstScreenStyles} from '~/page-weight/shell';
import {LazySection, lazyWithPreload} from '~/page-weight';
import {PageLayout, ShellProviders} from '~/components/layout/PageLayout';
import {LateContentScrollRestoration} from '~/components/layout/LateContentScrollRestoration';
import {htmlLang} from '~/lib/html-lang';
import {markHydrated} from '~/lib/hydration';
import {streamed} from '~/lib/streamed';
import {shouldRevalidateRoot} from '~/lib/root-revalidation';
import {pageMeta} from '~/lib/seo';
import {seoBase} from '~/lib/seo/seo-base.server';
import {loadShell} from '~/lib/shell/load-shell.server';
import {previewBarView} from '~/lib/preview/bar.server';
import type {RootData} from '~/lib/root-data';
import {PreviewBar} from '~/components/content/PreviewBar';
import {TestErrorPageError, wantsTestErrorPage} from '~/lib/test-error-page';
import {bagOutcomeText} from '~/lib/cart/outcome.server';

/** Error pages are rare: their code loads when shown, or ahead with the first navigation in the browser. */
const RootErrorPage = lazyWithPreload(() =>
  import('~/components/layout/RootErrorBoundary').then((module) => module.RootErrorBoundary),
);
const NO_PROPS = {};

export function links() {
  return [{rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'}];
}

/** The shell's tags for routes without their own `meta` (and for error pages). */
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

/** Newsletter, captcha and country-confirmation posts change nothing the loader returns. */
export const shouldRevalidate: ShouldRevalidateFunction = shouldRevalidateRoot;

/** The shell's view models, the page tags' base, and the bag's count (streamed after the page). */
export async function loader({request, context}: LoaderFunctionArgs): Promise<RootData> {
  const shell = await loadShell(context, request);
  return {
    shell,
    // Drafts are never indexable.
    seo: seoBase(request.url, context.market, context.config.isLiveProduction && !context.contentPreview),
    preview: context.contentPreview ? previewBarView(context.market) : null,
    cart: streamed(context.cart.get().then((cart) => (cart ? {totalQuantity: cart.totalQuantity} : null))),
    showErrorPage: wantsTestErrorPage(request.url),
    // A bag outcome the page arrived with (a discount link's refused code), in words.
    bagNotice: bagOutcomeText(new URL(request.url), context.market.locale),
  };
}

export function Layout({children}: {children?: ReactNode}) {
  const nonce = useNonce();
  const market = useRouteLoaderData<RootData>('root')?.shell.market;
  // Runs after every child's effects on the hydrating commit; the early-input guard waits for
  // it (see `~/lib/hydration`).
  useEffect(markHydrated, []);
  return (
    <html lang={htmlLang(market?.locale ?? 'en-US')} dir={market?.dir ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1" />
        <Meta />
        <FirstScreenStyles />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-neutral-900">
        {children}
        {/* Saved per path, so going back to a path restores where the shopper was. */}
        <ScrollRestoration nonce={nonce} getKey={(location) => location.pathname} />
        <LateContentScrollRestoration />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const {shell, cart, showErrorPage, preview, bagNotice} = useLoaderData<typeof loader>();
  return (
    <ShellProviders shell={shell}>
      {preview ? <PreviewBar view={preview} /> : null}
      <PageLayout shell={shell} cart={cart} bagNotice={bagNotice?.text ?? null}>
        {showErrorPage ? <TestErrorPage /> : <Outlet />}
      </PageLayout>
      <ErrorPageForNavigations />
    </ShellProviders>
  );
}

/**
 * A navigation in the browser may end on the error page: its code starts loading with the first
 * navigation, so it is here if one fails, and a visit that never navigates never loads it.
 */
function ErrorPageForNavigations() {
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (navigating) void RootErrorPage.preload();
  }, [navigating]);
  return null;
}

/** Throws while rendering: the query asked for the test error page. */
function TestErrorPage(): never {
  throw new TestErrorPageError();
}

export function ErrorBoundary() {
  return <LazySection component={RootErrorPage} when="idle" props={NO_PROPS} />;
}
