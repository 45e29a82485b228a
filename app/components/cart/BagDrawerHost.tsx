import {Suspense, useEffect, useState} from 'react';
import {BagDrawer, closeBagDrawer, useBagDrawerOpen} from './bag-drawer-store';

/**
 * The bag drawer, rendered from its first opening on (so it can close with its transition);
 * its code is preloaded by the add button, or loads at the latest when the drawer opens.
 */
export function BagDrawerHost() {
  const open = useBagDrawerOpen();
  const [opened, setOpened] = useState(false);
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
