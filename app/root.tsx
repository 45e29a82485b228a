import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {useNonce} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {ReactNode} from 'react';
import appStyles from '~/styles/app.css?url';
import {PageLayout} from '~/components/layout/PageLayout';
import {RootErrorBoundary} from '~/components/layout/RootErrorBoundary';
import {ShowErrorPageTrigger} from '~/components/layout/ShowErrorPageTrigger';
import {DEFAULT_MARKET} from '@markets';
import {htmlLang} from '~/lib/html-lang';
import {getFeatureFlags, getLayoutContent} from '~/lib/layout.server';
import {readPublicEnv} from '~/lib/public-env.server';
import {buyerCountry, isCountryConfirmed} from '~/lib/visitor.server';
import {pageMeta, siteOriginOf} from '~/lib/seo';
import {shouldRevalidateRoot} from '~/lib/root-revalidation';
import {wantsTestErrorPage} from '~/lib/test-error-page';

export type RootLoader = typeof loader;

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

export async function loader({request, context}: LoaderFunctionArgs) {
  const {market, pathPrefix, cart, session, config, env} = context;
  const [layout, flags] = await Promise.all([getLayoutContent(context), getFeatureFlags(context, request)]);
  return {
    market,
    pathPrefix,
    // Deferred: the bag badge streams in without holding up the page.
    cart: cart.get(),
    layout,
    flags,
    buyerCountry: buyerCountry(request),
    countryConfirmed: isCountryConfirmed(request, session),
    isLiveProduction: config.isLiveProduction,
    publicEnv: readPublicEnv(env),
    site: siteOriginOf(request.url),
    showErrorPage: wantsTestErrorPage(request.url),
  };
}

export function Layout({children}: {children?: ReactNode}) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootLoader>('root');
  const market = data?.market ?? DEFAULT_MARKET;
  return (
    <html lang={htmlLang(market.locale)} dir={market.dir}>
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
  return (
    <PageLayout>
      <ShowErrorPageTrigger />
      <Outlet />
    </PageLayout>
  );
}

export function ErrorBoundary() {
  return <RootErrorBoundary />;
}
