import {Await, useRouteLoaderData} from '@remix-run/react';
import {Suspense} from 'react';
import {BRAND_NAME} from '~/lib/brand';
import type {RootLoader} from '~/root';
import {MarketLink} from '~/components/ui/MarketLink';

const FALLBACK_NAV = [
  {title: 'Women', to: '/collections/women'},
  {title: 'Men', to: '/collections/men'},
  {title: 'New', to: '/collections/new'},
  {title: 'Sale', to: '/collections/sale'},
];

export function SiteHeader() {
  const data = useRouteLoaderData<RootLoader>('root');
  return (
    <header className="border-b border-neutral-200">
      <div className="mx-auto flex h-header-mobile max-w-screen-xl items-center gap-6 px-4 md:h-header-desktop">
        <MarketLink to="/" className="text-xl font-bold tracking-wide" aria-label={`${BRAND_NAME} home`}>
          {BRAND_NAME.toUpperCase()}
        </MarketLink>
        <nav aria-label="Main" className="hidden gap-4 md:flex">
          {FALLBACK_NAV.map((item) => (
            <MarketLink key={item.to} to={item.to} className="text-sm hover:underline">
              {item.title}
            </MarketLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-4 text-sm">
          <MarketLink to="/search">Search</MarketLink>
          <MarketLink to="/account/login">Account</MarketLink>
          <MarketLink to="/cart" aria-label="Bag" className="relative">
            Bag
            <Suspense fallback={null}>
              <Await resolve={data?.cart} errorElement={null}>
                {(cart) =>
                  cart && cart.totalQuantity > 0 ? (
                    <span
                      className="ms-1 rounded-full bg-brand px-1.5 text-xs text-white"
                      data-testid="bag-count"
                    >
                      {cart.totalQuantity}
                    </span>
                  ) : null
                }
              </Await>
            </Suspense>
          </MarketLink>
          {data ? (
            <img
              src={`/flags/${data.market.countryCode.toLowerCase()}.svg`}
              alt={data.market.label}
              width={24}
              height={16}
            />
          ) : null}
        </div>
      </div>
    </header>
  );
}
