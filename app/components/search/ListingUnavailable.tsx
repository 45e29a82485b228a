import {useT} from '~/lib/i18n/i18n';

/** Where a product list would be when the search service is not configured or failed. */
export function ListingUnavailable() {
  const t = useT();
  return (
    <div role="status" data-testid="search-message" className="py-12">
      <h2 className="text-lg font-semibold">{t('search.unavailableTitle')}</h2>
      <p className="mt-2 text-neutral-700">{t('search.unavailableBody')}</p>
    </div>
  );
}
