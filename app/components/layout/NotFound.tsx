import {useT} from '~/lib/i18n/i18n';
import {MarketLink} from '~/components/ui/links';

export function NotFound() {
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="not-found">
      <h1 className="text-2xl font-semibold">{t('common.notFoundTitle')}</h1>
      <p className="mt-4 text-neutral-600">{t('common.notFoundMessage')}</p>
      <MarketLink to="/" className="mt-6 inline-block underline">
        {t('common.continueShopping')}
      </MarketLink>
    </section>
  );
}
