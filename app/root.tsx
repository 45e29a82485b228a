import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {useNonce} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useEffect, type ReactNode} from 'react';
import appStyles from '~/styles/app.css?url';
import {PageLayout, ShellProviders} from '~/components/layout/PageLayout';
import {RootErrorBoundary} from '~/components/layout/RootErrorBoundary';
import {htmlLang} from '~/lib/html-lang';
import {markHydrated} from '~/lib/monitoring.client';
import {streamed} from '~/lib/streamed';
import {shouldRevalidateRoot} from '~/lib/root-revalidation';
import {pageMeta} from '~/lib/seo';
import {seoBase} from '~/lib/seo/urls';
import {loadShell} from '~/lib/shell/load-shell.server';
import {previewBarView} from '~/lib/preview/bar.server';
import {PreviewBar} from '~/components/content/PreviewBar';
import {TestErrorPageError, wantsTestErrorPage} from '~/lib/test-error-page';

export type RootData = Awaited<ReturnType<typeof loader>>;

export function links() {
  return [
    {rel: 'stylesheet', href: appStyles},
    {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
  ];
}

/** The shell's tags for routes without their own `meta` (and for error pages). */
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

/** Newsletter, captcha and country-confirmation posts change nothing the loader returns. */
export const shouldRevalidate: ShouldRevalidateFunction = shouldRevalidateRoot;

/** The shell's view models, the page tags' base, and the bag's count (streamed after the page). */
export async function loader({request, context}: LoaderFunctionArgs) {
  const shell = await loadShell(context, request);
  return {
    shell,
    // Drafts are never indexable.
    seo: seoBase(request.url, context.market, context.config.isLiveProduction && !context.contentPreview),
    preview: context.contentPreview ? previewBarView(context.market) : null,
    cart: streamed(context.cart.get().then((cart) => (cart ? {totalQuantity: cart.totalQuantity} : null))),
    showErrorPage: wantsTestErrorPage(request.url),
  };
}

export function Layout({children}: {children?: ReactNode}) {
  const nonce = useNonce();
  const market = useRouteLoaderData<RootData>('root')?.shell.market;
  // Runs after every child's effects on the hydrating commit; see RootErrorBoundary.
  useEffect(markHydrated, []);
  return (
    <html lang={htmlLang(market?.locale ?? 'en-US')} dir={market?.dir ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-neutral-900">
        {children}
        {/* Saved per path, so going back to a path restores where the shopper was. */}
        <ScrollRestoration nonce={nonce} getKey={(location) => location.pathname} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const {shell, cart, showErrorPage, preview} = useLoaderData<typeof loader>();
  return (
    <ShellProviders shell={shell}>
      {preview ? <PreviewBar view={preview} /> : null}
      <PageLayout shell={shell} cart={cart}>
        {showErrorPage ? <TestErrorPage /> : <Outlet />}
      </PageLayout>
    </ShellProviders>
  );
}

/** Throws while rendering: the query asked for the test error page. */
function TestErrorPage(): never {
  throw new TestErrorPageError();
}

export function ErrorBoundary() {
  return <RootErrorBoundary />;
}
