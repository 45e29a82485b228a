import {useT} from '~/lib/i18n/i18n';

/** What a list shows while its code arrives after a client-side navigation (never on a first load). */
export function ListingSkeleton() {
  const t = useT();
  return (
    <ul
      className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
      aria-busy="true"
      aria-label={t('search.loadingProducts')}
    >
      {Array.from({length: 8}, (_, index) => (
        <li key={index} className="aspect-[4/5] animate-pulse bg-neutral-100 motion-reduce:animate-none" />
      ))}
    </ul>
  );
}
