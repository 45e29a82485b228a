import {useFetcher} from '@remix-run/react';
import {useEffect} from 'react';
import {Modal, ModalCloseButton, ModalTitle} from '~/components/ui/Modal';
import {MarketLink} from '~/components/ui/links';
import type {BagView} from '~/lib/cart/bag-view';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import type {MessageBundle} from '~/lib/i18n/types';
import {useLocalizePath} from '~/lib/market-context';
import {BagContents} from './BagContents';

interface BagData {
  view: BagView;
  messages: MessageBundle;
}

/**
 * The bag as a drawer from the reading direction's end (loaded on demand). It shows the bag
 * page's data, loaded when it opens; the dialog appears once that data is here.
 */
export default function BagDrawer({open, onClose}: {open: boolean; onClose(): void}) {
  const localize = useLocalizePath();
  const bag = useFetcher<BagData>({key: 'bag-drawer'});
  useEffect(() => {
    if (open && bag.state === 'idle') bag.load(localize('/cart'));
    // Reload on each opening only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  if (!bag.data?.view) return null;
  return (
    <I18nProvider messages={bag.data.messages}>
      <Modal open={open} onClose={onClose} placement="end" className="p-0" data-testid="bag-drawer">
        <DrawerBody view={bag.data.view} onClose={onClose} />
      </Modal>
    </I18nProvider>
  );
}

function DrawerBody({view, onClose}: {view: BagView; onClose(): void}) {
  const t = useT();
  return (
    <>
      <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
        <ModalTitle className="text-lg font-semibold">
          {t('cart.title')}
          {view.totalQuantity > 0 ? (
            <span className="ms-2 text-sm font-normal text-neutral-600">
              {t('cart.itemCount', {count: view.totalQuantity})}
            </span>
          ) : null}
        </ModalTitle>
        <ModalCloseButton label={t('cart.close')} onClose={onClose} className="-me-2" />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        <BagContents view={view} outcome={null} variant="drawer" />
      </div>
      {view.lines.length > 0 ? (
        <div className="border-t border-neutral-200 p-4">
          <MarketLink to="/cart" onClick={onClose} className="block text-center font-semibold underline">
            {t('cart.viewBag')}
          </MarketLink>
        </div>
      ) : null}
    </>
  );
}
