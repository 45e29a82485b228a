import {useLocation} from '@remix-run/react';
import {getMarket} from '@markets';
import {FlagImage} from '~/components/ui/FlagImage';
import {Modal, ModalDescription, ModalTitle} from '~/components/ui/Modal';
import {useT} from '~/lib/i18n/i18n';
import {useMarket} from '~/lib/market-context';
import type {SuggestedStore} from '~/lib/shell/types';
import {confirmAndGo} from './confirm-country';
import {marketSwitchHref} from './country-options';

/** Asks a visitor from another store's country whether to go there or stay. Loaded when needed. */
export function CountryConfirmationDialog({
  open,
  suggested: {countryCode, name: suggestedName},
  onStay,
}: {
  open: boolean;
  suggested: SuggestedStore;
  /** Stay, Escape or a click outside: the shopper keeps this store. */
  onStay(): void;
}) {
  const t = useT();
  const current = useMarket();
  const {pathname, search} = useLocation();
  const suggested = getMarket(countryCode);
  const goToSuggested = () =>
    void confirmAndGo(marketSwitchHref(suggested, {pathname, search, hostname: window.location.hostname}));

  return (
    <Modal open={open} onClose={onStay} className="p-6 text-center" data-testid="country-confirmation">
      <FlagImage countryCode={suggested.countryCode} className="mx-auto !h-8 !w-12" />
      <ModalTitle className="mt-4 text-lg font-semibold">
        {t('country.confirmationTitle', {country: suggestedName})}
      </ModalTitle>
      <ModalDescription className="mt-2 text-sm text-neutral-600">
        {t('country.confirmationBody', {country: suggestedName})}
      </ModalDescription>
      <div className="mt-6 flex flex-col gap-3">
        <button
          type="button"
          onClick={goToSuggested}
          className="min-h-button-md rounded bg-brand px-4 font-medium text-white hover:bg-black"
        >
          {t('country.switchLabel', {country: suggestedName})}
        </button>
        <button
          type="button"
          onClick={onStay}
          className="min-h-button-md rounded border border-neutral-300 px-4 font-medium hover:bg-neutral-50"
        >
          {t('country.stayLabel', {country: current.name})}
        </button>
      </div>
    </Modal>
  );
}
