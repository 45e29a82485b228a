import {Modal, ModalCloseButton, ModalTitle} from '~/components/ui/Modal';
import {MarketLink} from '~/components/ui/links';
import type {BagView} from '~/lib/cart/bag-view';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {BagContents} from './BagContents';
import {useAnsweredBag} from './bag-store';

/**
 * The bag as a drawer from the reading direction's end (loaded on demand). It opens after an
 * add and shows the bag that add answered with, in the texts that came with it: opening it
 * asks the server for nothing, and every later press in it answers with the bag again.
 */
export default function BagDrawer({open, onClose}: {open: boolean; onClose(): void}) {
  const bag = useAnsweredBag();
  if (!bag?.messages) return null;
  return (
    <I18nProvider messages={bag.messages}>
      <Modal open={open} onClose={onClose} placement="end" className="p-0" data-testid="bag-drawer">
        <DrawerBody view={bag.view} onClose={onClose} />
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
