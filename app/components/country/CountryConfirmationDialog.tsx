import {Description, Dialog, DialogPanel, DialogTitle} from '@headlessui/react';
import type {Market} from '@markets';
import {countryName} from './country-names';
import {withCountry, type CountryTexts} from './country-texts';
import {confirmAndGo} from './confirm-country';
import {FlagImage} from './FlagImage';

interface CountryConfirmationDialogProps {
  open: boolean;
  current: Market;
  suggested: Market;
  texts: CountryTexts;
  hrefFor(market: Market): string;
  /** Stay, Escape or a click outside: the shopper keeps this store. */
  onStay(): void;
}

/** Asks a visitor from another store's country whether to go there or stay. */
export function CountryConfirmationDialog({
  open,
  current,
  suggested,
  texts,
  hrefFor,
  onStay,
}: CountryConfirmationDialogProps) {
  const locale = current.locale;
  const suggestedName = countryName(suggested, locale);
  const currentName = countryName(current, locale);
  const goToSuggested = () => void confirmAndGo(hrefFor(suggested));

  return (
    <Dialog open={open} onClose={onStay} className="relative z-50" data-testid="country-confirmation">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 text-center shadow-xl">
          <FlagImage countryCode={suggested.countryCode} className="mx-auto !h-8 !w-12" />
          <DialogTitle className="mt-4 text-lg font-semibold">
            {withCountry(texts.confirmationTitle, suggestedName)}
          </DialogTitle>
          <Description className="mt-2 text-sm text-neutral-600">
            {withCountry(texts.confirmationBody, suggestedName)}
          </Description>
          <div className="mt-6 flex flex-col gap-3">
            <button
              type="button"
              onClick={goToSuggested}
              className="min-h-button-md rounded bg-brand px-4 font-medium text-white hover:bg-black"
            >
              {withCountry(texts.switchLabel, suggestedName)}
            </button>
            <button
              type="button"
              onClick={onStay}
              className="min-h-button-md rounded border border-neutral-300 px-4 font-medium hover:bg-neutral-50"
            >
              {withCountry(texts.stayLabel, currentName)}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
