import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type MetaFunction,
} from '@remix-run/react';
import {useNonce} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {ReactNode} from 'react';
import appStyles from '~/styles/app.css?url';
import {BRAND_NAME, THEME_COLOR} from '~/lib/brand';
import {PageLayout} from '~/components/layout/PageLayout';
import {NotFound} from '~/components/layout/NotFound';
import {DEFAULT_MARKET} from '../markets';
import {htmlLang} from '~/lib/html-lang';

export type RootLoader = typeof loader;

export function links() {
  return [
    {rel: 'stylesheet', href: appStyles},
    {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
  ];
}

export const meta: MetaFunction = () => [{title: BRAND_NAME}, {name: 'theme-color', content: THEME_COLOR}];

export async function loader({context}: LoaderFunctionArgs) {
  const {market, pathPrefix, cart} = context;
  return {
    market,
    pathPrefix,
    // Deferred: the bag badge streams in without holding up the page.
    cart: cart.get(),
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <PageLayout>
      <Outlet />
    </PageLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const hasLayoutData = Boolean(useRouteLoaderData<RootLoader>('root'));
  const body =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFound />
    ) : (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="mt-4 text-neutral-600">
          {isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : 'Please try again in a moment.'}
        </p>
      </section>
    );
  return hasLayoutData ? <PageLayout>{body}</PageLayout> : body;
}
