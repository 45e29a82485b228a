import {Suspense, useEffect, useState} from 'react';
import {lazyWithPreload, whenIdle} from '~/components/ui/lazy';
import {closeBagDrawer, useBagDrawerOpen} from './bag-drawer-store';

const BagDrawer = lazyWithPreload(() => import('./BagDrawer').then((module) => module.default));

/**
 * The bag drawer, rendered from its first opening on (so it can close with its transition);
 * its code loads when the browser is idle, or at the latest when it opens.
 */
export function BagDrawerHost() {
  const open = useBagDrawerOpen();
  const [opened, setOpened] = useState(false);
  useEffect(() => whenIdle(() => void BagDrawer.preload()), []);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  if (!open && !opened) return null;
  return (
    <Suspense fallback={null}>
      <BagDrawer open={open} onClose={closeBagDrawer} />
    </Suspense>
  );
}
