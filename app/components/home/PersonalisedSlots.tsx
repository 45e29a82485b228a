import {useLocation} from '@remix-run/react';
import {useHydrated} from '~/components/product/use-hydrated';
import {LazySection, lazyWithPreload} from '~/page-weight';
import {useLocalizePath} from '~/lib/market-context';

/** Rendered only in the browser: its code stays out of the worker. */
const PersonalisedLists = lazyWithPreload<{src: string}>(
  import.meta.env.SSR
    ? null
    : () => import('~/components/product/PersonalisedLists').then((module) => module.default),
);

/**
 * Where the personalisation service's slots go on the front page or a content page. The page's
 * HTML (shared by every shopper, cached) has nothing here; once the page is live and the
 * browser idle, the slots' code and the shopper's slots load (`/api/personalised/{page}`), so
 * the service is never on the page's way. Each page view asks once (the view is recorded then).
 */
export function PersonalisedSlots({page}: {page: 'front' | 'general'}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const localize = useLocalizePath();
  if (!hydrated) return null;
  const query = new URLSearchParams({path: location.pathname, view: location.key});
  return (
    <LazySection
      key={location.key}
      component={PersonalisedLists}
      when="idle"
      props={{src: `${localize(`/api/personalised/${page}`)}?${query}`}}
    />
  );
}
