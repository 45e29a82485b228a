import {MarketLink} from '~/components/ui/links';
import {useT} from '~/lib/i18n/i18n';

/** What a content page shows while the content service is down: the shell stays, with this message. */
export function ContentUnavailable() {
  const t = useT();
  return (
    <section
      role="status"
      className="mx-auto max-w-2xl px-4 py-16 text-center"
      data-testid="content-unavailable"
    >
      <h1 className="text-2xl font-semibold">{t('content.unavailableTitle')}</h1>
      <p className="mt-4 text-neutral-600">{t('content.unavailableBody')}</p>
      <MarketLink to="/" className="mt-6 inline-block underline">
        {t('common.continueShopping')}
      </MarketLink>
    </section>
  );
}
