import {useStats} from 'react-instantsearch';
import {Modal, ModalCloseButton, ModalTitle} from '~/components/ui/Modal';
import {useT} from '~/lib/i18n/i18n';
import {CurrentRefinements, FacetPanel} from './facets';

/** The filters on phones: a drawer from the reading direction's start, closed with "Show N products". */
export function FilterDrawer({open, onClose}: {open: boolean; onClose: () => void}) {
  const t = useT();
  const {nbHits} = useStats();
  return (
    <Modal open={open} onClose={onClose} placement="start" data-testid="filter-drawer">
      <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
        <ModalTitle className="text-lg font-semibold">{t('search.filtersTitle')}</ModalTitle>
        <ModalCloseButton label={t('search.closeFilters')} onClose={onClose} className="-me-2" />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-2">
        <CurrentRefinements />
        <FacetPanel idPrefix="drawer" />
      </div>
      <div className="border-t border-neutral-200 p-4">
        <button
          type="button"
          onClick={onClose}
          className="h-12 w-full rounded bg-neutral-900 font-medium text-white"
        >
          {t('search.showProducts', {count: nbHits})}
        </button>
      </div>
    </Modal>
  );
}
