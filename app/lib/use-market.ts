import {useRouteLoaderData} from '@remix-run/react';
import {useCallback} from 'react';
import {localizePath} from '@markets';
import type {RootLoader} from '~/root';

/** The current market and its URL prefix, from the root loader. */
export function useMarket() {
  const data = useRouteLoaderData<RootLoader>('root');
  if (!data) throw new Error('useMarket must be used below the root route');
  return {market: data.market, pathPrefix: data.pathPrefix};
}

/**
 * Turns an app path into one that keeps the current market, with the prefix the
 * request actually used: none on a market's own domain, `/en-gb` on a shared host.
 */
export function useLocalizePath() {
  const {pathPrefix} = useMarket();
  return useCallback((path: string) => localizePath(path, {pathPrefix}), [pathPrefix]);
}
