import {Modal, ModalTitle} from '~/components/ui/Modal';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import type {SearchOverlayData} from '~/lib/search/config';
import {OverlayBody} from './overlay/OverlayBody';
import {SearchUnavailable} from './overlay/OverlayResults';

/**
 * The search overlay (a lazy chunk): a dialog holding the search field and its results
 * (`overlay/`), a spinner while its config and texts load, or a message when search is
 * unavailable.
 */
export function SearchOverlay({
  open,
  onClose,
  data,
}: {
  open: boolean;
  onClose: () => void;
  data: SearchOverlayData | undefined;
}) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} placement="top" className="px-4 pb-4 pt-3 sm:px-6">
      <ModalTitle className="sr-only">{t('header.search')}</ModalTitle>
      {data?.config ? (
        <I18nProvider messages={data.messages}>
          <OverlayBody config={data.config} onClose={onClose} />
        </I18nProvider>
      ) : data ? (
        <I18nProvider messages={data.messages}>
          <SearchUnavailable />
        </I18nProvider>
      ) : (
        <p role="status" className="py-6 text-center text-neutral-600">
          <span className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-neutral-300 border-t-neutral-900 motion-reduce:animate-none" />
          <span className="sr-only">{t('header.search')}</span>
        </p>
      )}
    </Modal>
  );
}
