import {useLocation} from '@remix-run/react';
import {stripMarketPrefix} from '@markets';

/** The current path without the market prefix, e.g. '/blogs/stories' on /fr-fr/blogs/stories. */
export function useCurrentPath(): string {
  return stripMarketPrefix(useLocation().pathname);
}
