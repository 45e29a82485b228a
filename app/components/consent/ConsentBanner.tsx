import {useT} from '~/lib/i18n/i18n';

const BUTTON = 'h-button-sm rounded-md px-4 text-sm font-semibold';

/**
 * The first-visit notice. Not modal: the page stays usable. Accepting and rejecting
 * look alike on purpose, so refusing is as easy as agreeing.
 */
export function ConsentBanner({
  onAcceptAll,
  onRejectOptional,
  onOpenPreferences,
}: {
  onAcceptAll(): void;
  onRejectOptional(): void;
  onOpenPreferences(): void;
}) {
  const t = useT();
  return (
    <section
      aria-label={t('consent.bannerLabel')}
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white p-4 text-neutral-900 shadow-[0_-4px_24px_rgba(0,0,0,0.12)] md:inset-x-auto md:start-4 md:bottom-4 md:max-w-lg md:rounded-lg md:border"
    >
      <h2 className="text-base font-semibold">{t('consent.bannerTitle')}</h2>
      <p className="mt-2 text-sm text-neutral-700">{t('consent.bannerBody')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onAcceptAll}
          className={`${BUTTON} bg-brand text-white hover:bg-neutral-800`}
        >
          {t('consent.acceptAll')}
        </button>
        <button
          type="button"
          onClick={onRejectOptional}
          className={`${BUTTON} bg-brand text-white hover:bg-neutral-800`}
        >
          {t('consent.rejectOptional')}
        </button>
        <button
          type="button"
          onClick={onOpenPreferences}
          aria-haspopup="dialog"
          className={`${BUTTON} border border-neutral-400 bg-white hover:bg-neutral-100`}
        >
          {t('consent.managePreferences')}
        </button>
      </div>
    </section>
  );
}
