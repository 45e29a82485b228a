import {useFetcher, useLocation} from '@remix-run/react';
import {Suspense, useEffect, useRef, useState} from 'react';
import {lazyWithPreload} from '~/page-weight';
import {useLocalizePath} from '~/lib/market-context';
import type {loader as memberLoader} from '~/routes/($locale).account_.member';

/** The address fragment that opens the member drawer, on any page (e.g. a content link to `#memberDrawerOpen`). */
const MEMBER_DRAWER_HASH = '#memberDrawerOpen';

const MemberDrawer = lazyWithPreload(
  import.meta.env.SSR ? null : () => import('./MemberDrawer').then((module) => module.MemberDrawer),
);

/**
 * Opens the member drawer when the address's fragment is `#memberDrawerOpen` (on arrival or
 * after a link to it). Its code and the shopper's membership load only then. Closing drops
 * the fragment from the address bar, so a reload does not reopen it.
 */
export function MemberDrawerHost() {
  const location = useLocation();
  const localize = useLocalizePath();
  const fetcher = useFetcher<typeof memberLoader>({key: 'member-drawer'});
  const [open, setOpen] = useState(false);
  const latest = useRef(fetcher);
  latest.current = fetcher;

  useEffect(() => {
    if (location.hash !== MEMBER_DRAWER_HASH) return;
    setOpen(true);
    void MemberDrawer.preload();
    // Fresh each time it opens: the savings cap changes as the member shops.
    latest.current.load(localize('/account/member'));
    // The key makes a second link to the fragment reopen the drawer.
  }, [location.hash, location.key, localize]);

  if (!open) return null;
  const close = () => {
    setOpen(false);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    );
  };
  return (
    <Suspense fallback={null}>
      <MemberDrawer open={open} onClose={close} data={fetcher.data} loading={fetcher.state !== 'idle'} />
    </Suspense>
  );
}
