import {Description, Field, Label, Switch} from '@headlessui/react';
import {Modal, ModalCloseButton, ModalTitle} from '~/components/ui/Modal';
import {useT} from '~/lib/i18n/i18n';
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

const BUTTON = 'h-button-sm rounded-md px-4 text-sm font-semibold';

interface ConsentPreferencesDialogProps {
  open: boolean;
  /** What the switches start from when the dialog opens. */
  current: ConsentState;
  onSave(state: ConsentState): void;
  onClose(): void;
}

/** One switch per category; strictly necessary is shown on and cannot be changed. Loaded on first use. */
export function ConsentPreferencesDialog({open, current, onSave, onClose}: ConsentPreferencesDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      placement="sheet"
      className="overflow-y-auto p-6"
      data-testid="consent-preferences"
    >
      {/* Remounted on every opening so the switches start from the saved choice. */}
      {open ? <PreferencesPanel current={current} onSave={onSave} onClose={onClose} /> : null}
    </Modal>
  );
}

function PreferencesPanel({current, onSave, onClose}: Omit<ConsentPreferencesDialogProps, 'open'>) {
  const t = useT();
  const [draft, setDraft] = useState<ConsentState>(current);
  const toggle = (category: ConsentCategory, granted: boolean) =>
    setDraft((previous) => withNecessary({...previous, [category]: granted}));

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <ModalTitle className="text-lg font-semibold">{t('consent.dialogTitle')}</ModalTitle>
        <ModalCloseButton label={t('consent.close')} onClose={onClose} className="-me-2 -mt-2" />
      </div>
      <p className="mt-2 text-sm text-neutral-700">{t('consent.dialogIntro')}</p>

      <ul className="mt-4 divide-y divide-neutral-200 border-y border-neutral-200">
        {CONSENT_CATEGORIES.map((category) => {
          const locked = category === STRICTLY_NECESSARY;
          return (
            <li key={category} className="py-4">
              <Field disabled={locked} className="flex items-start justify-between gap-4">
                <div>
                  <Label className="font-medium">{t(`consent.categories.${category}.name`)}</Label>
                  <Description className="mt-1 text-sm text-neutral-600">
                    {t(`consent.categories.${category}.description`)}
                    {locked ? (
                      <span className="mt-1 block font-medium text-neutral-800">{t('consent.alwaysOn')}</span>
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
          {t('consent.save')}
        </button>
        <button
          type="button"
          onClick={() => onSave(ALL_GRANTED)}
          className={`${BUTTON} border border-neutral-400 bg-white hover:bg-neutral-100`}
        >
          {t('consent.acceptAll')}
        </button>
        <button
          type="button"
          onClick={() => onSave(ONLY_NECESSARY)}
          className={`${BUTTON} border border-neutral-400 bg-white hover:bg-neutral-100`}
        >
          {t('consent.rejectOptional')}
        </button>
      </div>
    </>
  );
}
