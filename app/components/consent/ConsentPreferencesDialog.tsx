import {
  Description,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Field,
  Label,
  Switch,
} from '@headlessui/react';
import {useState} from 'react';
import {
  ALL_GRANTED,
  CONSENT_CATEGORIES,
  ONLY_NECESSARY,
  STRICTLY_NECESSARY,
  withNecessary,
  type ConsentCategory,
  type ConsentState,
} from '~/lib/consent/categories';
import type {ConsentTexts} from './consent-texts';

const BUTTON = 'h-button-sm rounded-md px-4 text-sm font-semibold';

interface ConsentPreferencesDialogProps {
  open: boolean;
  texts: ConsentTexts;
  /** What the switches start from when the dialog opens. */
  current: ConsentState;
  onSave(state: ConsentState): void;
  onClose(): void;
}

/** One switch per category; strictly necessary is shown on and cannot be changed. */
export function ConsentPreferencesDialog({
  open,
  texts,
  current,
  onSave,
  onClose,
}: ConsentPreferencesDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      {/* Remounted on every opening so the switches start from the saved choice. */}
      {open ? <PreferencesPanel texts={texts} current={current} onSave={onSave} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PreferencesPanel({texts, current, onSave, onClose}: Omit<ConsentPreferencesDialogProps, 'open'>) {
  const [draft, setDraft] = useState<ConsentState>(current);
  const toggle = (category: ConsentCategory, granted: boolean) =>
    setDraft((previous) => withNecessary({...previous, [category]: granted}));

  return (
    <DialogPanel
      data-testid="consent-preferences"
      className="relative max-h-[90vh] w-full overflow-y-auto rounded-t-xl bg-white p-6 text-neutral-900 shadow-xl sm:max-w-lg sm:rounded-xl"
    >
      <div className="flex items-start justify-between gap-4">
        <DialogTitle className="text-lg font-semibold">{texts.dialogTitle}</DialogTitle>
        <button
          type="button"
          onClick={onClose}
          aria-label={texts.close}
          className="-me-2 -mt-2 inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-neutral-100"
        >
          <svg
            viewBox="0 0 24 24"
            width={20}
            height={20}
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            aria-hidden="true"
          >
            <path d="m6 6 12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <p className="mt-2 text-sm text-neutral-700">{texts.dialogIntro}</p>

      <ul className="mt-4 divide-y divide-neutral-200 border-y border-neutral-200">
        {CONSENT_CATEGORIES.map((category) => {
          const locked = category === STRICTLY_NECESSARY;
          return (
            <li key={category} className="py-4">
              <Field disabled={locked} className="flex items-start justify-between gap-4">
                <div>
                  <Label className="font-medium">{texts.categories[category].name}</Label>
                  <Description className="mt-1 text-sm text-neutral-600">
                    {texts.categories[category].description}
                    {locked ? (
                      <span className="mt-1 block font-medium text-neutral-800">{texts.alwaysOn}</span>
                    ) : null}
                  </Description>
                </div>
                <Switch
                  checked={draft[category]}
                  onChange={(granted) => toggle(category, granted)}
                  data-category={category}
                  className="mt-1 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center justify-start rounded-full bg-neutral-300 px-0.5 data-[checked]:justify-end data-[checked]:bg-brand data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
                >
                  {/* Flex start/end rather than a translate, so the knob follows the reading direction. */}
                  <span className="pointer-events-none h-5 w-5 rounded-full bg-white shadow" />
                </Switch>
              </Field>
            </li>
          );
        })}
      </ul>

      <div className="mt-6 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => onSave(draft)}
          className={`${BUTTON} bg-brand text-white hover:bg-neutral-800`}
        >
          {texts.save}
        </button>
        <button
          type="button"
          onClick={() => onSave(ALL_GRANTED)}
          className={`${BUTTON} border border-neutral-400 bg-white hover:bg-neutral-100`}
        >
          {texts.acceptAll}
        </button>
        <button
          type="button"
          onClick={() => onSave(ONLY_NECESSARY)}
          className={`${BUTTON} border border-neutral-400 bg-white hover:bg-neutral-100`}
        >
          {texts.rejectOptional}
        </button>
      </div>
    </DialogPanel>
  );
}
