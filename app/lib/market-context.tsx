import {useLocation} from '@remix-run/react';
import {createContext, useCallback, useContext, type ReactNode} from 'react';
// From the module itself, not the `@markets` index: the index also leads to the 23-market table,
// and Rollup would then put that table into every page's first-load chunk (only dialogs use it).
import {localizePath, stripMarketPrefix} from '@markets/paths';
import {providerMissingError} from '~/lib/errors';
import type {MarketView} from '~/lib/shell/types';

const MarketContext = createContext<MarketView | null>(null);

/** The current market for the tree below (the root provides it from its loader). */
export function MarketProvider({market, children}: {market: MarketView; children: ReactNode}) {
  return <MarketContext.Provider value={market}>{children}</MarketContext.Provider>;
}

export function useMarket(): MarketView {
  const market = useContext(MarketContext);
  if (!market) throw providerMissingError('useMarket', 'MarketProvider');
  return market;
}

/**
 * Turns an app path into one that keeps the current market, with the prefix the
 * request actually used: none on a market's own domain, `/en-gb` on a shared host.
 */
export function useLocalizePath(): (path: string) => string {
  const {pathPrefix} = useMarket();
  return useCallback((path: string) => localizePath(path, {pathPrefix}), [pathPrefix]);
}

/** The current path without the market prefix, e.g. '/blogs/stories' on /fr-fr/blogs/stories. */
export function useCurrentPath(): string {
  return stripMarketPrefix(useLocation().pathname);
}
